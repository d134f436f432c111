import GroupEventsCore

extension NIMMappings {
    /// What the NIM mappings read from a table: a rule's team kind (`normal` or `super`), the team op
    /// a super-team rule stands for when a super-team message copy carries the team's op id
    /// (`teamOp`), the new role of a manager change (`role`), the profile field an update tag
    /// changes (`field`) and whom a team system notification is about (`members`: its `sender`, or
    /// the `recipients` its `tMembers` lists); and the two mute-all tags' value tables. A table naming anything else fails
    /// when it loads.
    package static let vocabulary = MappingVocabulary(
        vendor: "nim",
        attributes: [
            "team": ["normal", "super"],
            "teamOp": Set((0...10).map(String.init)),
            "role": MappingVocabulary.roleLevels,
            "field": Set(NIMProfileField.allCases.map(\.rawValue)),
            "members": ["sender", "recipients"],
        ],
        values: [
            "muteType": ["none", "members", "all"],
            "muteAll": ["none", "members"],
        ])
}
