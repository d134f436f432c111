import GroupEventsCore
import GroupEventsJSON

/// What a run did, counted: records per outcome, events per kind, diagnostics per code and severity,
/// and the IDs an ID map had no entry for. The diagnostics themselves and where each input's records
/// went are not kept here: `ReportFile` writes them to the report as they come, so that memory stays
/// flat however long the run.
struct RunReport: Sendable {
    /// The inputs, in the order they were read.
    var inputs: [String] = []
    /// Records seen.
    var records = 0
    /// Events the records gave (a record may give several, or none).
    var events = 0
    /// Records per outcome.
    private var outcomeTally = CountTally<RecordTranslation.Outcome>()
    /// Events per kind and outcome.
    private var kindTally = CountTally<KindOutcome>()
    /// Diagnostics per code.
    private var codeTally = CountTally<DiagnosticCode>()
    /// Diagnostics per severity.
    private var severityTally = CountTally<DiagnosticSeverity>()
    /// Diagnostics per severity that `--allow` let pass: counted in `severities` too, but they
    /// neither print nor fail `--strict`.
    private var allowedTally = CountTally<DiagnosticSeverity>()
    /// Inputs the run was to read (for messages when it stops early).
    var inputsPlanned = 0
    /// Inputs read to their end.
    var inputsCompleted = 0
    /// In a run resuming an earlier one (`--resume`): the inputs carried over from the earlier
    /// report as complete, not read again; nil for a run that does not resume.
    var skippedAsComplete: Int?
    /// With an ID map (`--id-map`): the IDs it had no entry for; nil without one.
    private(set) var unmappedIDs: UnmappedIDTally?

    /// An empty report; `countsUnmappedIDs` when the run has an ID map.
    init(countsUnmappedIDs: Bool = false) {
        unmappedIDs = countsUnmappedIDs ? UnmappedIDTally() : nil
    }

    /// An event kind and what happened to events of it, counted together.
    struct KindOutcome: Hashable, Sendable {
        /// The events' kind.
        var kind: GroupEventKind
        /// What happened to them.
        var outcome: RecordTranslation.Outcome
    }

    /// Records per outcome.
    var outcomes: [RecordTranslation.Outcome: Int] { outcomeTally.dictionary }
    /// Diagnostics per code.
    var codes: [DiagnosticCode: Int] { codeTally.dictionary }
    /// Diagnostics per severity.
    var severities: [DiagnosticSeverity: Int] { severityTally.dictionary }
    /// Diagnostics per severity that `--allow` let pass.
    var allowedSeverities: [DiagnosticSeverity: Int] { allowedTally.dictionary }

    /// Events per kind and outcome.
    var kinds: [GroupEventKind: [RecordTranslation.Outcome: Int]] {
        var kinds: [GroupEventKind: [RecordTranslation.Outcome: Int]] = [:]
        for entry in kindTally.entries { kinds[entry.key.kind, default: [:]][entry.key.outcome, default: 0] += entry.count }
        return kinds
    }

    /// Counts one record's result and its events'.
    mutating func count(outcome: RecordTranslation.Outcome, events: EventOutcomes) {
        records += 1
        outcomeTally.add(outcome)
        self.events += events.count
        for event in events { kindTally.add(KindOutcome(kind: event.kind, outcome: event.outcome)) }
    }

    /// Counts the IDs of a record's events the ID map had no entry for (a run with an ID map).
    mutating func count(unmappedIDs unmapped: UnmappedIDs) {
        unmappedIDs?.add(unmapped)
    }

    /// Counts a diagnostic by its code and severity (one an earlier report lists); `allowed` when
    /// `--allow` let it pass.
    mutating func add(code: DiagnosticCode, severity: DiagnosticSeverity, allowed: Bool) {
        codeTally.add(code)
        severityTally.add(severity)
        if allowed { allowedTally.add(severity) }
    }

    /// Adds the record counts of `other` (an input's own, or one a resumed run carries over):
    /// records, events, outcomes and kinds.
    mutating func addCounts(of other: RunReport) {
        records += other.records
        events += other.events
        outcomeTally.add(other.outcomeTally)
        kindTally.add(other.kindTally)
    }

    /// Whether anything was lost or failed (a warning or an error), or an ID map left IDs unmapped.
    var hasLoss: Bool { (severityTally[.warning] ?? 0) + (severityTally[.error] ?? 0) + (unmappedIDs?.total ?? 0) > 0 }

    /// Whether any record or input was malformed or undecodable.
    var hasDataError: Bool { (severityTally[.error] ?? 0) > 0 }

    /// One line for the end of a run: `12 records (11 events): 10 converted, 1 passedThrough, 1 failed; 2 warnings, 1 error`,
    /// then how many of those `--allow` let pass (`2 warnings (2 allowed)`) and, with an ID map, the
    /// IDs it left unmapped (`; 3 IDs not in the ID map (2 users, 1 group)`).
    ///
    /// Commands that only decode (`validate`, `describe`) say `decoded` and `not events` instead of
    /// `converted` and `passedThrough`.
    func summary(decodingOnly: Bool = false) -> String {
        let parts = RecordTranslation.Outcome.allCases.compactMap { outcome in
            outcomeTally[outcome].map { "\($0) \(decodingOnly ? Self.decodingName(outcome, count: $0) : outcome.rawValue)" }
        }
        var line = "\(records) record\(records == 1 ? "" : "s") (\(events) event\(events == 1 ? "" : "s"))"
        if !parts.isEmpty { line += ": " + parts.joined(separator: ", ") }
        func counted(_ severity: DiagnosticSeverity, _ word: String) -> String {
            let count = severityTally[severity] ?? 0
            let allowed = allowedTally[severity] ?? 0
            return "\(count) \(word)\(count == 1 ? "" : "s")" + (allowed > 0 ? " (\(allowed) allowed)" : "")
        }
        line += "; " + counted(.warning, "warning") + ", " + counted(.error, "error")
        if let unmappedIDs, unmappedIDs.total > 0 {
            let kinds = IDMap.Kind.allCases.compactMap { kind in
                unmappedIDs.occurrences[kind].map { "\($0) \(kind.rawValue)\($0 == 1 ? "" : "s")" }
            }
            line += "; \(unmappedIDs.total) ID\(unmappedIDs.total == 1 ? "" : "s") not in the ID map (" + kinds.joined(separator: ", ") + ")"
        }
        return line
    }

    /// Why `--strict` fails the run, or nil when it does not: warnings and errors, IDs the ID map
    /// had no entry for, and with `countingNonEvents` (for `validate`) records that are not group
    /// notifications.
    /// Diagnostics that `--allow` let pass do not count.
    func strictFailure(countingNonEvents: Bool) -> String? {
        var reasons: [String] = []
        let warnings = (severityTally[.warning] ?? 0) - (allowedTally[.warning] ?? 0)
        let errors = (severityTally[.error] ?? 0) - (allowedTally[.error] ?? 0)
        if errors > 0 { reasons.append("\(errors) error\(errors == 1 ? "" : "s")") }
        if warnings > 0 { reasons.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
        if let unmapped = unmappedIDs?.total, unmapped > 0 {
            reasons.append("\(unmapped) ID\(unmapped == 1 ? "" : "s") with no entry in the ID map")
        }
        let nonEvents = codeTally[.notAnEvent] ?? 0
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

    /// The counted part of the report as JSON: `{"status", "inputs", "inputsCompleted", "resumed",
    /// "records", "events", "outcomes", "kinds", "diagnosticCodes", "allowed", "unmappedIDs"}`;
    /// `resumed` (only in a run resuming an earlier one) says how many inputs it skipped; `outcomes` counts
    /// records, `kinds` counts events, `allowed` (only when `--allow` let some pass) the diagnostics
    /// per severity it let pass, `unmappedIDs` (only with an ID map) the IDs the map had no entry for.
    /// `ReportFile` adds `outputs` and `diagnostics`.
    func json(status: RunStatus) -> JSONObject {
        var object = JSONObject()
        object.append("status", .string(status.name))
        if let reason = status.reason { object.append("reason", .string(reason)) }
        object.append("inputs", .array(JSONArray(inputs.map(JSONValue.string))))
        object.append("inputsCompleted", .integer(inputsCompleted))
        if let skippedAsComplete { object.append("resumed", .object(["skipped": .integer(skippedAsComplete)])) }
        for member in countsJSON { object.append(member.key, member.value) }
        object.append(
            "diagnosticCodes",
            .object(
                JSONObject(
                    members: codeTally.entries.sorted { $0.key < $1.key }.map { JSONObject.Member(key: $0.key.rawValue, value: .integer($0.count)) })))
        if !allowedTally.isEmpty {
            object.append(
                "allowed",
                .object(
                    JSONObject(
                        members: DiagnosticSeverity.allCases.compactMap { severity in
                            allowedTally[severity].map { JSONObject.Member(key: severity.rawValue, value: .integer($0)) }
                        })))
        }
        if let unmappedIDs { object.append("unmappedIDs", unmappedIDs.json) }
        return object
    }

    /// The record counts as JSON, `{"records", "events", "outcomes", "kinds"}`: the report's head
    /// holds the run's, each `outputs` entry its input's.
    var countsJSON: JSONObject {
        func counts(_ table: [RecordTranslation.Outcome: Int]) -> JSONValue {
            .object(
                JSONObject(
                    members: RecordTranslation.Outcome.allCases.compactMap { outcome in
                        table[outcome].map { JSONObject.Member(key: outcome.rawValue, value: .integer($0)) }
                    }))
        }
        var object = JSONObject()
        object.append("records", .integer(records))
        object.append("events", .integer(events))
        object.append("outcomes", counts(outcomes))
        let kinds = self.kinds
        object.append("kinds", .object(JSONObject(members: kinds.keys.sorted().map { JSONObject.Member(key: $0.rawValue, value: counts(kinds[$0]!)) })))
        return object
    }

    /// The record counts `countsJSON` wrote, read back (an earlier report's entry, for `--resume`);
    /// nil when `json` is not of that shape.
    init?(counts json: JSONObject) {
        func counts(_ value: JSONValue?) -> [RecordTranslation.Outcome: Int]? {
            guard let object = value?.objectValue else { return nil }
            var table: [RecordTranslation.Outcome: Int] = [:]
            for member in object {
                guard let outcome = RecordTranslation.Outcome(rawValue: member.key), let count = member.value.numberValue?.int else { return nil }
                table[outcome] = count
            }
            return table
        }
        guard let records = json["records"]?.numberValue?.int, let events = json["events"]?.numberValue?.int,
            let outcomes = counts(json["outcomes"]), let kindsObject = json["kinds"]?.objectValue
        else { return nil }
        var kinds: [GroupEventKind: [RecordTranslation.Outcome: Int]] = [:]
        for member in kindsObject {
            guard let table = counts(member.value) else { return nil }
            kinds[GroupEventKind(rawValue: member.key)] = table
        }
        self.init()
        self.records = records
        self.events = events
        outcomeTally = CountTally(outcomes)
        for (kind, table) in kinds {
            for (outcome, count) in table { kindTally.add(KindOutcome(kind: kind, outcome: outcome), count) }
        }
    }

    /// The code, severity and `allowed` mark of a diagnostic entry `json(_:allowed:)` wrote, read back
    /// (an earlier report's, for `--resume`); nil when `entry` is not of that shape.
    static func countedParts(ofEntry entry: JSONObject) -> (code: DiagnosticCode, severity: DiagnosticSeverity, allowed: Bool)? {
        guard let code = entry["code"]?.stringValue, let severity = entry["severity"]?.stringValue.flatMap(DiagnosticSeverity.init(rawValue:))
        else { return nil }
        return (DiagnosticCode(rawValue: code), severity, entry["allowed"]?.boolValue ?? false)
    }

    /// One diagnostic as a report entry; `allowed` when `--allow` let it pass (`"allowed": true`).
    static func json(_ diagnostic: Diagnostic, allowed: Bool = false) -> JSONValue {
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
        if allowed { object.append("allowed", .bool(true)) }
        return .object(object)
    }
}
