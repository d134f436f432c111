import GroupEventsJSON

extension Diagnostic {
    /// A `field-dropped` loss naming every member of `event` after the first, where a record names
    /// one person: `statement` says which record and where ("a NIM notification names only one member
    /// here (the muted member)"); none when the event names at most one member.
    @usableFromInline package static func membersAfterTheFirstLeftOut(of event: GroupEvent, _ statement: String) -> [Diagnostic] {
        guard event.members.count > 1 else { return [] }
        return [
            .loss(
                .fieldDropped, "\(statement); the others were left out",
                fields: event.members.indices.dropFirst().map { JSONPath(keys: "members").appending(index: $0) })
        ]
    }
}
