import GroupEventsJSON

/// Proves that nothing was lost silently: the records written for some events are decoded again by
/// the target, and every unified field that did not survive, and that no diagnostic of the target's
/// encoder names, is reported.
///
/// Encoders report their own losses, so `Translator` runs this only when asked (`verify`, the
/// command's `--verify`); the tests run it on every fixture translated to every flavour, so that an
/// encoder that stops reporting a loss is caught.
@usableFromInline package struct ReadBackCheck: Sendable {
    /// The flavour the records were written in.
    @usableFromInline package let target: any FlavourAdapter

    /// A check of records written by `target`.
    @usableFromInline package init(target: any FlavourAdapter) {
        self.target = target
    }

    /// A diagnostic for each event of `events` (written as `records`) that lost fields `reported`
    /// does not name, and one when the records read back as another number of events. Same-flavour
    /// writes over the source record rebuild it and unified JSON holds everything, so both are exempt.
    @usableFromInline package func unreportedLoss(of events: [GroupEvent], in records: [JSONValue], reported: [Diagnostic]) -> [Diagnostic] {
        guard target.id != .unified, !events.contains(where: { $0.source.isRecord(of: target.id) })
        else { return [] }
        var readBack: [GroupEvent] = []
        for record in records {
            guard case .events(let decoded, _)? = try? target.decode(record) else { return [] }
            readBack += decoded
        }
        // An event the target writes as one record per part (`RecordSplit`) reads back as its parts.
        var written: [(event: GroupEvent, part: RecordSplit.Part?)] = []
        for event in events {
            if let parts = event.recordParts(target.recordSplit(for: event)) {
                written += parts.map { ($0.event, $0) }
            } else {
                written.append((event, nil))
            }
        }
        guard readBack.count == written.count else {
            return [
                Diagnostic.loss(
                    .approximated, "\(target.id) wrote \(written.count) events as \(readBack.count)", fields: [JSONPath.root])
            ]
        }
        let covered = reported.flatMap(\.fields)
        return zip(written, readBack).enumerated().compactMap { index, pair in
            // A part's fields are named as fields of its whole event, as the encoder names them.
            let lost = Self.lostFields(of: pair.0.event, readBack: pair.1)
                .flatMap { path in pair.0.part?.wholeEventPaths(path) ?? [path] }
                .filter { path in !covered.contains { $0.isPrefix(of: path) } }
            guard !lost.isEmpty else { return nil }
            let which = written.count > 1 ? "event \(index + 1) of \(written.count): " : ""
            return Diagnostic.loss(
                .fieldDropped,
                "\(which)\(target.id) has no place for \(lost.map(\.description).joined(separator: ", ")); left out",
                fields: lost)
        }
    }

    /// The unified fields of `event` whose values `readBack` (the event the target read from what it
    /// wrote) does not have as they were, in unified key order (its source aside): every difference
    /// but a field only the read-back has (`differences(of:readBack:)`).
    @usableFromInline package static func lostFields(of event: GroupEvent, readBack: GroupEvent) -> [JSONPath] {
        differences(of: event, readBack: readBack).compactMap { difference in
            if case .unexpected = difference.kind { return nil }
            return difference.path
        }
    }

    /// Where `readBack` differs from `event`, in unified key order (their sources aside). A role
    /// crosses by its level and a group mute by its scope: where the read-back has the role's level
    /// (the mute's scope), the raw value is the target's own spelling of it (TIM's `"Owner"`, ZIM's
    /// 1), no difference; a role without a level, or a mute of no known scope, is kept only by its raw value.
    @usableFromInline package static func differences(of event: GroupEvent, readBack: GroupEvent) -> [JSONDifference] {
        var expected = event
        var actual = readBack
        func compare(_ written: inout GroupRole?, _ read: inout GroupRole?) {
            guard let level = written?.level, read?.level == level else { return }
            written?.raw = nil
            read?.raw = nil
        }
        func compare(_ written: inout GroupMember?, _ read: inout GroupMember?) {
            guard var person = written, var other = read else { return }
            compare(&person.role, &other.role)
            written = person
            read = other
        }
        compare(&expected.role, &actual.role)
        compare(&expected.actor, &actual.actor)
        compare(&expected.newOwner, &actual.newOwner)
        compare(&expected.owner, &actual.owner)
        for index in expected.members.indices where index < actual.members.count {
            compare(&expected.members[index].role, &actual.members[index].role)
        }
        if let scope = expected.profile?.mute?.scope, scope != .unknown, actual.profile?.mute?.scope == scope {
            expected.profile?.mute?.rawMode = nil
            actual.profile?.mute?.rawMode = nil
        }
        var expectedJSON = UnifiedEncoder.encode(expected)
        var actualJSON = UnifiedEncoder.encode(actual)
        expectedJSON["source"] = nil
        actualJSON["source"] = nil
        return JSONDifference.between(expected: .object(expectedJSON), actual: .object(actualJSON))
    }
}
