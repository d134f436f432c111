extension IDMap {
    /// `event` with every ID it names replaced by its new ID: the group, the actor, the members, the
    /// new owner, the owner and the addressee. IDs without an entry are kept and noted in `unmapped`.
    ///
    /// The event's source record is left out: it holds the old IDs, and whatever is written from
    /// the event (a record of its own flavour encoded over it, the unified form, a fallback's
    /// extension field) would carry them on. The event is written from what it names instead.
    public func applied(to event: GroupEvent, unmapped: inout UnmappedIDs) -> GroupEvent {
        var mapped = event
        mapped.groupID = event.groupID.map { map($0, .group, &unmapped) }
        mapped.actor = event.actor.map { applied(to: $0, unmapped: &unmapped) }
        mapped.members = event.members.map { applied(to: $0, unmapped: &unmapped) }
        mapped.newOwner = event.newOwner.map { applied(to: $0, unmapped: &unmapped) }
        mapped.owner = event.owner.map { applied(to: $0, unmapped: &unmapped) }
        // An addressee the record does not name (an empty ID) is no ID to map.
        mapped.addressee = event.addressee.map { $0.userID.isEmpty ? $0 : applied(to: $0, unmapped: &unmapped) }
        mapped.source.record = nil
        return mapped
    }

    /// The events of one record (or unified events) mapped, with the IDs that had no entry.
    public func applied(to events: [GroupEvent]) -> (events: [GroupEvent], unmapped: UnmappedIDs) {
        var unmapped = UnmappedIDs()
        let mapped = events.map { applied(to: $0, unmapped: &unmapped) }
        return (mapped, unmapped)
    }

    private func applied(to member: GroupMember, unmapped: inout UnmappedIDs) -> GroupMember {
        var mapped = member
        mapped.userID = map(member.userID, .user, &unmapped)
        return mapped
    }

    private func map(_ id: String, _ kind: Kind, _ unmapped: inout UnmappedIDs) -> String {
        guard let new = newID(for: id, kind: kind) else {
            unmapped.append(id, kind: kind)
            return id
        }
        return new
    }
}
