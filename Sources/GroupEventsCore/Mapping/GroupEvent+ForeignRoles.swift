extension GroupEvent {
    /// The event as a `vendor` record writes its roles: unchanged when the event was read from that
    /// vendor or composed by hand (its raw values are its author's), else with every role's raw value
    /// left out, keeping the level for the target to spell. Another vendor's raw value means nothing,
    /// or something else, there: ZIM's admin is 2, which is an admin only in TIM's old C numbering,
    /// and ZIM's member 3 is TIM's old owner.
    @usableFromInline package func rolesSpelled(for vendor: String) -> GroupEvent {
        // An event without raw roles is spelled as it is: no copy of its people.
        guard !keepsRawRoles(for: vendor), hasRawRole else { return self }
        func level(of role: GroupRole?) -> GroupRole? { role.map { GroupRole(level: $0.level) } }
        func levelled(_ person: GroupMember) -> GroupMember {
            // A person whose role has no raw value stays as it is: no copy of their fields.
            guard person.role?.raw != nil else { return person }
            var person = person
            person.role = level(of: person.role)
            return person
        }
        var event = self
        event.role = level(of: role)
        event.actor = actor.map(levelled)
        event.members = members.map(levelled)
        event.newOwner = newOwner.map(levelled)
        event.owner = owner.map(levelled)
        event.addressee = addressee.map(levelled)
        return event
    }

    /// Whether a role of the event or of one of its people has a raw value.
    private var hasRawRole: Bool {
        role?.raw != nil || actor?.role?.raw != nil || members.contains { $0.role?.raw != nil } || newOwner?.role?.raw != nil
            || owner?.role?.raw != nil || addressee?.role?.raw != nil
    }

    /// Whether a `vendor` record keeps the raw values of this event's roles (see `rolesSpelled(for:)`).
    @usableFromInline package func keepsRawRoles(for vendor: String) -> Bool {
        source.flavour.vendor == vendor || source.flavour == .unified
    }
}
