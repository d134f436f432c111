import GroupEventsJSON

/// How many of an event's members, and of their mutes, one record of a flavour holds, where it holds
/// fewer than an event can name: the event is then written as several records, each saying its part
/// exactly, rather than as one record carrying the first member or the first member's mute.
///
/// A flavour declares it per event (`FlavourMapping.recordSplit(for:)`); the shared encoder
/// (`ModelFlavourAdapter.encode(_:)`) and the read-back check (`ReadBackCheck`) split by it, so every
/// flavour splits the same way. Records written for one event share its message ID, which the
/// translator reports (a reader deduplicating by message ID would keep one of them).
@usableFromInline package enum RecordSplit: Sendable, Hashable {
    /// One record holds the event as it is.
    case whole
    /// A record names one member (NIM's applicant in `data.id`, TIM's leaver as the operator): one
    /// record per member, in the event's order.
    case perMember
    /// A record states one mute for all its members (ZIM's `muteExpiredTime`): one record per distinct
    /// mute, members muted alike together, in the order each mute first appears.
    case perMute
    /// A record states one mute flag for all its members, muted or lifted (NIM's `mute`): one record
    /// for the members still muted and one for those whose mute is lifted, in the order each first appears.
    case perMuteFlag
    /// A record states one new role for all its members (NIM's manager ops, TIM's admin tips, ZIM's
    /// `changeInfo.memberRole`): a role change that gives its members different roles (no event-level
    /// `role`, each member's own) is written one record per distinct role, in the order each first appears.
    case perRole

    /// One record's share of an event: the event with some of its members, and where those members
    /// stand in the event (`memberIndices[k]` is the event's index of the part's `members[k]`).
    @usableFromInline package struct Part: Sendable {
        /// The event with this part's members; everything else as it was.
        @usableFromInline package var event: GroupEvent
        /// The event's index of each of this part's members.
        @usableFromInline package var memberIndices: [Int]
        /// Whether the part's event-level `mute` is its members' own mutes in the event (all alike).
        @usableFromInline package var muteIsMembers: Bool

        /// `path` of this part's event as paths of the whole event: `members[k]` becomes
        /// `members[memberIndices[k]]`, and the part's `mute`, where it is its members' own, the
        /// `members[i].mute` of each; any other path stays.
        @usableFromInline package func wholeEventPaths(_ path: JSONPath) -> [JSONPath] {
            let components = path.components
            if muteIsMembers, components.first == .key("mute") {
                return memberIndices.map { JSONPath([.key("members"), .index($0)] + components) }
            }
            guard components.count >= 2, components[0] == .key("members"), case .index(let index) = components[1],
                memberIndices.indices.contains(index)
            else { return [path] }
            var renamed = components
            renamed[1] = .index(memberIndices[index])
            return [JSONPath(renamed)]
        }

        /// `diagnostic` about this part's event, its fields named as fields of the whole event.
        @usableFromInline package func wholeEventDiagnostic(_ diagnostic: Diagnostic) -> Diagnostic {
            let fields = diagnostic.fields.flatMap(wholeEventPaths)
            guard fields != diagnostic.fields else { return diagnostic }
            var renamed = diagnostic
            renamed.fields = fields
            return renamed
        }
    }
}

extension GroupEvent {
    /// The parts one record each of a flavour that splits as `split` writes for this event, or nil
    /// when one record holds it whole (no allocation then: the common case). Each part says exactly
    /// what the event said of its members; a mute its members share is the part's event-level mute.
    @usableFromInline package func recordParts(_ split: RecordSplit) -> [RecordSplit.Part]? {
        switch split {
        case .whole:
            return nil
        case .perMember:
            guard members.count > 1 else { return nil }
            return members.indices.map { part(of: [$0]) }
        case .perMute:
            return parts(groupedBy: { mute(of: $0) })
        case .perMuteFlag:
            return parts(groupedBy: { mute(of: $0) == .lifted })
        case .perRole:
            // An event-level role is the one granted to all; the members' own roles are then their profiles.
            guard role == nil else { return nil }
            return parts(groupedBy: { $0.role })
        }
    }

    /// One part per distinct key of the members, in the order each key first appears; nil for one key.
    private func parts<Key: Equatable>(groupedBy key: (GroupMember) -> Key) -> [RecordSplit.Part]? {
        guard let first = members.first, members.dropFirst().contains(where: { key($0) != key(first) }) else { return nil }
        var groups: [(key: Key, indices: [Int])] = []
        for index in members.indices {
            let memberKey = key(members[index])
            if let group = groups.firstIndex(where: { $0.key == memberKey }) {
                groups[group].indices.append(index)
            } else {
                groups.append((memberKey, [index]))
            }
        }
        return groups.map { part(of: $0.indices) }
    }

    /// The event with the members at `indices` alone; a mute they share is the event's (`setMutes`).
    private func part(of indices: [Int]) -> RecordSplit.Part {
        var event = self
        event.members = indices.map { members[$0] }
        let ownMutes = event.members.contains { $0.mute != nil }
        let mutes = event.members.compactMap { mute(of: $0) }
        if mutes.count == event.members.count { event.setMutes(mutes) }
        return RecordSplit.Part(event: event, memberIndices: indices, muteIsMembers: ownMutes && event.mute != nil)
    }
}
