import GroupEventsCore

extension ZIMMappings {
    /// What the ZIM mappings read from a table: the `field` attribute of `zim:sdk` profile rules
    /// (`groupDataFlag` meaning "the fields whose flag bits are set") and the value tables with the
    /// meanings each may give. A table naming anything else fails when it loads.
    package static let vocabulary = MappingVocabulary(
        vendor: "zim",
        attributes: ["field": ["groupDataFlag", "name", "notice", "avatarURL", "mute"]],
        values: [
            "groupDataFlag": ["name", "notice", "avatarURL"],
            "memberRole": MappingVocabulary.roleLevels,
            "groupMuteMode": ["none", "members", "all", "roles"],
            "callbackEventAlias": ["group_create", "group_join", "group_exit", "group_destroy"],
        ])
}
