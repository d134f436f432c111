import GroupEventsCore

/// Which source records of several events one translated record speaks for, when unified events are
/// written back to their own flavour: the first event of a source record writes the whole record,
/// and its later events, unchanged, write nothing because they ride in it (`merged`). Source records
/// are told apart by the hash of their JSON.
struct RecordParts: Sendable {
    /// Source records this record wrote whole, for their first event.
    var written: [Int] = []
    /// Source records whose later events this record left to the record written for the first event.
    var carried: [Int] = []

    /// No parts.
    init() {}

    /// Whether the record speaks for no source record of several events (every record not read from
    /// unified JSON).
    var isEmpty: Bool { written.isEmpty && carried.isEmpty }

    /// The parts of a translation's events.
    init(_ translation: RecordTranslation) {
        for (event, outcome) in zip(translation.events, translation.eventOutcomes) {
            guard let part = event.source.part, let record = event.source.original else { continue }
            if outcome == .merged {
                carried.append(record.hashValue)
            } else if part.index == 0 && outcome == .converted {
                written.append(record.hashValue)
            }
        }
    }
}
