import GroupEventsJSON

/// The loss a flavour reports when it names people by user ID only: the names, nicknames, avatars and
/// roles of the event's actor and members that it cannot carry.
@usableFromInline package enum IDsOnlyLoss {
    /// A `field-dropped` diagnostic naming every profile field of `event`'s people that is left out,
    /// or nil when they carry none; `writer` names the flavour for people (`ZIM callbacks`).
    @usableFromInline package static func diagnostic(for event: GroupEvent, writer: String) -> Diagnostic? {
        var people: [String] = []
        var fields: [JSONPath] = []
        func leaveOut(_ person: GroupMember?, at base: JSONPath) {
            guard let person else { return }
            let present =
                [("name", person.name), ("nickname", person.nickname), ("avatarURL", person.avatarURL)]
                .filter { $0.1 != nil }.map(\.0) + (person.role == nil ? [] : ["role"])
            guard !present.isEmpty else { return }
            if !people.contains(person.userID) { people.append(person.userID) }
            fields += present.map { base.appending(key: $0) }
        }
        leaveOut(event.actor, at: JSONPath(keys: "actor"))
        for (index, member) in event.members.enumerated() {
            leaveOut(member, at: JSONPath(keys: "members").appending(index: index))
        }
        guard !people.isEmpty else { return nil }
        return .loss(
            .fieldDropped, "\(writer) carry user IDs only; names, avatars and roles of \(people.joined(separator: ", ")) were left out",
            fields: fields)
    }
}
