import GroupEventsCore

extension TIMMappings {
    /// What the TIM mappings read from a table: a rule's new role (`role`), whom the event is about
    /// when it is not the tip's own member lists (`members`: the `operator`, or the notice's
    /// `recipient`), the profile field a change code changes (`field`), the JSON type the flavour
    /// writes that field's value (or a join's join type) as (`value`) and the value table converting
    /// it between flavours (`values`); and the value tables of roles, join types, the mute-all flag
    /// and the group options.
    /// A table naming anything else fails when it loads.
    package static let vocabulary = MappingVocabulary(
        vendor: "tim",
        attributes: [
            "role": MappingVocabulary.roleLevels,
            "members": ["operator", "recipient"],
            "field": Set(TIMProfileField.allCases.map(\.rawValue)),
            "value": ["string", "boolean", "integer"],
            "values": Set(TIMValueTables.conversionNames),
        ],
        values: [
            "role": MappingVocabulary.roleLevels,
            "joinType": Set(JoinMethod.allCases.map(\.rawValue) + [TIMValueTables.unknownJoin]),
            "muteAll": ["all", "none"],
            "groupOption": ["forbid", "auth", "any"],
        ])
}
