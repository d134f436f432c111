import GroupEvents
import GroupEventsJSON

/// What a run did: counts per outcome and per kind, diagnostic counts per code, and the diagnostics
/// themselves when a report file was asked for (`--report`).
struct RunReport: Sendable {
    /// The inputs, in the order they were read.
    var inputs: [String] = []
    /// Records seen.
    var records = 0
    /// Events the records gave (a record may give several, or none).
    var events = 0
    /// Records per outcome.
    var outcomes: [RecordTranslation.Outcome: Int] = [:]
    /// Events per kind and outcome.
    var kinds: [GroupEventKind: [RecordTranslation.Outcome: Int]] = [:]
    /// Diagnostics per code.
    var codes: [DiagnosticCode: Int] = [:]
    /// Diagnostics per severity.
    var severities: [DiagnosticSeverity: Int] = [:]
    /// Every diagnostic, kept only when `keepsDiagnostics`.
    var diagnostics: [Diagnostic] = []
    /// For `convert`: where each input's records went, and which were not written.
    var outputs: [OutputEntry] = []
    /// With an ID map (`--id-map`): the IDs it had no entry for; nil without one.
    private(set) var unmappedIDs: UnmappedIDTally?
    /// Whether every diagnostic is kept for the report file.
    let keepsDiagnostics: Bool

    /// An empty report; `countsUnmappedIDs` when the run has an ID map.
    init(keepsDiagnostics: Bool, countsUnmappedIDs: Bool = false) {
        self.keepsDiagnostics = keepsDiagnostics
        unmappedIDs = countsUnmappedIDs ? UnmappedIDTally() : nil
    }

    /// Counts one record's result, its events', and the IDs of its events the ID map had no entry for.
    mutating func count(
        outcome: RecordTranslation.Outcome, events: [(kind: GroupEventKind, outcome: RecordTranslation.Outcome)],
        unmappedIDs unmapped: UnmappedIDs = UnmappedIDs()
    ) {
        records += 1
        outcomes[outcome, default: 0] += 1
        self.events += events.count
        for event in events { kinds[event.kind, default: [:]][event.outcome, default: 0] += 1 }
        unmappedIDs?.add(unmapped)
    }

    /// Counts (and keeps, if asked) a diagnostic.
    mutating func add(_ diagnostic: Diagnostic) {
        codes[diagnostic.code, default: 0] += 1
        severities[diagnostic.severity, default: 0] += 1
        if keepsDiagnostics { diagnostics.append(diagnostic) }
    }

    /// Whether anything was lost or failed (a warning or an error).
    var hasLoss: Bool { (severities[.warning] ?? 0) + (severities[.error] ?? 0) > 0 }

    /// Whether any record or input was malformed or undecodable.
    var hasDataError: Bool { (severities[.error] ?? 0) > 0 }

    /// One line for the end of a run: `12 records (11 events): 10 converted, 1 passedThrough, 1 failed; 2 warnings, 1 error`.
    ///
    /// Commands that only decode (`validate`, `describe`) say `decoded` and `not events` instead of
    /// `converted` and `passedThrough`.
    func summary(decodingOnly: Bool = false) -> String {
        let parts = RecordTranslation.Outcome.allCases.compactMap { outcome in
            outcomes[outcome].map { "\($0) \(decodingOnly ? Self.decodingName(outcome, count: $0) : outcome.rawValue)" }
        }
        var line = "\(records) record\(records == 1 ? "" : "s") (\(events) event\(events == 1 ? "" : "s"))"
        if !parts.isEmpty { line += ": " + parts.joined(separator: ", ") }
        let warnings = severities[.warning] ?? 0
        let errors = severities[.error] ?? 0
        line += "; \(warnings) warning\(warnings == 1 ? "" : "s"), \(errors) error\(errors == 1 ? "" : "s")"
        return line
    }

    /// Why `--strict` fails the run, or nil when it does not: warnings and errors, IDs the ID map
    /// had no entry for, and with `countingNonEvents` (for `validate`) records that are not group
    /// notifications.
    func strictFailure(countingNonEvents: Bool) -> String? {
        var reasons: [String] = []
        let warnings = severities[.warning] ?? 0
        let errors = severities[.error] ?? 0
        if errors > 0 { reasons.append("\(errors) error\(errors == 1 ? "" : "s")") }
        if warnings > 0 { reasons.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
        if let unmapped = unmappedIDs?.total, unmapped > 0 {
            reasons.append("\(unmapped) ID\(unmapped == 1 ? "" : "s") with no entry in the ID map")
        }
        let nonEvents = codes[.notAnEvent] ?? 0
        if countingNonEvents && nonEvents > 0 {
            reasons.append("\(nonEvents) record\(nonEvents == 1 ? " that is" : "s that are") not a group notification")
        }
        guard !reasons.isEmpty else { return nil }
        return "--strict: exit 1 because of " + reasons.joined(separator: " and ")
    }

    private static func decodingName(_ outcome: RecordTranslation.Outcome, count: Int) -> String {
        switch outcome {
        case .converted: "decoded"
        case .passedThrough: count == 1 ? "not an event" : "not events"
        default: outcome.rawValue
        }
    }

    /// The report as JSON: `{"inputs", "records", "events", "outcomes", "kinds", "diagnosticCodes",
    /// "unmappedIDs", "outputs", "diagnostics"}`; `outcomes` counts records, `kinds` counts events,
    /// `unmappedIDs` (only with an ID map) the IDs the map had no entry for, `outputs` (only for
    /// `convert`) ties output records to input records, and each diagnostic names its record.
    var json: JSONValue {
        func counts(_ table: [RecordTranslation.Outcome: Int]) -> JSONValue {
            .object(JSONObject(members: RecordTranslation.Outcome.allCases.compactMap { outcome in
                table[outcome].map { JSONObject.Member(key: outcome.rawValue, value: .integer($0)) }
            }))
        }
        var object = JSONObject()
        object.append("inputs", .array(JSONArray(inputs.map(JSONValue.string))))
        object.append("records", .integer(records))
        object.append("events", .integer(events))
        object.append("outcomes", counts(outcomes))
        object.append("kinds", .object(JSONObject(members: kinds.keys.sorted().map { JSONObject.Member(key: $0.rawValue, value: counts(kinds[$0]!)) })))
        object.append(
            "diagnosticCodes",
            .object(JSONObject(members: codes.keys.sorted().map { JSONObject.Member(key: $0.rawValue, value: .integer(codes[$0]!)) })))
        if let unmappedIDs { object.append("unmappedIDs", unmappedIDs.json) }
        if !outputs.isEmpty { object.append("outputs", .array(JSONArray(outputs.map(\.json)))) }
        object.append("diagnostics", .array(JSONArray(diagnostics.map(RunReport.json))))
        return .object(object)
    }

    /// One diagnostic as a report entry.
    static func json(_ diagnostic: Diagnostic) -> JSONValue {
        var object: JSONObject = ["code": .string(diagnostic.code.rawValue), "severity": .string(diagnostic.severity.rawValue)]
        let location = diagnostic.location
        object.append("file", location.file.map(JSONValue.string) ?? .null)
        if let record = location.record { object.append("record", .integer(record)) }
        if let position = location.position {
            object.append("line", .integer(position.line))
            object.append("column", .integer(position.column))
        }
        if let path = location.path { object.append("path", .string(path.description)) }
        object.append("message", .string(diagnostic.message))
        return .object(object)
    }
}
