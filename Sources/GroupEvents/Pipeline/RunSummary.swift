import GroupEventsCore

/// What a run did, when it ran to its end: records and events counted by outcome, diagnostics by
/// severity and code, IDs the ID map lacked, and whether `strict` fails it.
public struct RunSummary: Sendable {
    /// The counts, as the report has them.
    let report: RunReport
    /// Why `RunOptions.strict` fails the run (`--strict: exit 1 because of 2 warnings`), or nil.
    public let strictFailure: String?
    /// Whether the run only decoded (`Description`, `Validation`), for the words of `text`.
    let decodingOnly: Bool

    /// Records read (every input, resumed inputs' included).
    public var records: Int { report.records }
    /// Events decoded from them.
    public var events: Int { report.events }
    /// Records per outcome (`converted`, `passedThrough`, `failed`, …).
    public var outcomes: [RecordTranslation.Outcome: Int] { report.outcomes }
    /// Diagnostics per code, those `allow` let pass included.
    public var codes: [DiagnosticCode: Int] { report.codes }
    /// Diagnostics per severity, those `allow` let pass included.
    public var severities: [DiagnosticSeverity: Int] { report.severities }
    /// Diagnostics per severity that `allow` let pass.
    public var allowed: [DiagnosticSeverity: Int] { report.allowedSeverities }
    /// Occurrences of IDs the ID map had no entry for (0 without an ID map).
    public var unmappedIDs: Int { report.unmappedIDs?.total ?? 0 }
    /// Inputs a resumed run skipped as finished before (nil when not resuming).
    public var skippedAsComplete: Int? { report.skippedAsComplete }
    /// Whether anything was lost: a warning or an error, or an ID the ID map had no entry for.
    public var hasLoss: Bool { report.hasLoss }
    /// Whether a record was malformed or could not be decoded (the command exits 65).
    public var hasDataError: Bool { report.hasDataError }

    /// The summary in one line, as the command prints it (`3 records (3 events): 2 converted, 1
    /// fallback; 1 warning, 0 errors`).
    public var text: String {
        report.summary(decodingOnly: decodingOnly)
    }
}
