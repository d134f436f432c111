import GroupEventsJSON

/// Proves that nothing was lost silently: the records written for some events are decoded again by
/// the target, and every unified field that did not survive, and that no diagnostic of the target's
/// encoder names, is reported.
///
/// Encoders report their own losses, so `Translator` runs this only when asked (`verify`, the
/// command's `--verify`); the tests run it on every fixture translated to every flavour, so that an
/// encoder that stops reporting a loss is caught.
public struct ReadBackCheck: Sendable {
    /// The flavour the records were written in.
    public let target: any FlavourAdapter

    /// A check of records written by `target`.
    public init(target: any FlavourAdapter) {
        self.target = target
    }

    /// A diagnostic for each event of `events` (written as `records`) that lost fields `reported`
    /// does not name, and one when the records read back as another number of events. Same-flavour
    /// writes over the source record rebuild it and unified JSON holds everything, so both are exempt.
    public func unreportedLoss(of events: [GroupEvent], in records: [JSONValue], reported: [Diagnostic]) -> [Diagnostic] {
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
            var expected = UnifiedEncoder.encode(pair.0.event)
            var actual = UnifiedEncoder.encode(pair.1)
            expected["source"] = nil
            actual["source"] = nil
            // A part's fields are named as fields of its whole event, as the encoder names them.
            let fields = JSONDifference.between(expected: .object(expected), actual: .object(actual))
                .flatMap { difference -> [JSONPath] in
                    if case .unexpected = difference.kind { return [] }
                    return pair.0.part?.wholeEventPaths(difference.path) ?? [difference.path]
                }
                .filter { path in !covered.contains { $0.isPrefix(of: path) } }
            guard !fields.isEmpty else { return nil }
            let which = written.count > 1 ? "event \(index + 1) of \(written.count): " : ""
            return Diagnostic.loss(
                .fieldDropped,
                "\(which)\(target.id) has no place for \(fields.map(\.description).joined(separator: ", ")); left out",
                fields: fields)
        }
    }
}
