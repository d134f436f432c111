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
        guard readBack.count == events.count else {
            return [
                Diagnostic.loss(
                    .approximated, "\(target.id) wrote \(events.count) events as \(readBack.count)", fields: [JSONPath.root])
            ]
        }
        let covered = reported.flatMap(\.fields)
        return zip(events, readBack).enumerated().compactMap { index, pair in
            var expected = UnifiedEncoder.encode(pair.0)
            var actual = UnifiedEncoder.encode(pair.1)
            expected["source"] = nil
            actual["source"] = nil
            let lost = JSONDifference.between(expected: .object(expected), actual: .object(actual))
                .filter { difference in
                    if case .unexpected = difference.kind { return false }
                    return !covered.contains { $0.isPrefix(of: difference.path) }
                }
            guard !lost.isEmpty else { return nil }
            let fields = lost.map(\.path)
            let which = events.count > 1 ? "event \(index + 1) of \(events.count): " : ""
            return Diagnostic.loss(
                .fieldDropped,
                "\(which)\(target.id) has no place for \(fields.map(\.description).joined(separator: ", ")); left out",
                fields: fields)
        }
    }
}
