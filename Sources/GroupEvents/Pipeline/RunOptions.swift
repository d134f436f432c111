import Foundation
import GroupEventsCore

/// How a run goes, whatever it does (`Conversion`, `Description`, `Validation`): its workers, its
/// report, which diagnostics it lets pass, what it tells people and programs as it goes.
///
/// The defaults suit a program: every core, no report, nothing printed. The command sets what its
/// options say (`--jobs`, `--report`, `--allow`, `--strict`, …) and prints to standard error.
public struct RunOptions: Sendable {
    /// Worker threads translating records (at least 1); records come out in input order whatever
    /// the number. Defaults to every core.
    public var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    /// Whether every record read is handed on at once rather than in batches (for a live stream read
    /// a record at a time; slower on files).
    public var unbuffered = false
    /// Whether any loss or error fails the run (`RunSummary.strictFailure`) and leaves no output
    /// file behind: outputs are put in place only when the whole run is done, and only if nothing
    /// was lost.
    public var strict = false
    /// The report file (as `--report`): written as the run goes, status and counts first, then
    /// outputs and diagnostics one per line; `-` writes it to `messages`. Nil for none.
    public var report: String?
    /// Diagnostics to let pass (as `--allow`): `CODE` or `CODE:PATH` (`field-dropped:$.actor.role`).
    /// They are counted and kept in the report, marked allowed, but neither printed nor counted by
    /// `strict`.
    public var allow: [String] = []
    /// Which files a folder walk takes (as `--include`): glob patterns over the path below the
    /// folder (`*` within a name, `**` across folders); empty for `*.json`, `*.jsonl` and `*.ndjson`.
    public var include: [String] = []
    /// Which files and folders a walk leaves out (as `--exclude`); wins over `include`.
    public var exclude: [String] = []
    /// Skip the inputs an earlier, stopped run with the same `arguments` finished, as its `report`
    /// says (as `--resume`; needs `report` and a file or folder sink; not with `strict`).
    public var resume = false
    /// The run's arguments as the report records them, for `resume` to compare: the command records
    /// its command line; nil records the flavours and the inputs.
    public var arguments: [String]?
    /// The descriptor that `RecordSource.standardInput` reads.
    public var standardInput: Int32 = 0
    /// The descriptor diagnostics, notes and the summary are printed to for people (the command:
    /// standard error), with control characters escaped; nil prints nothing. At most 100 diagnostics
    /// are printed; `report` has them all.
    public var messages: Int32?
    /// Whether a progress line is shown on `messages` when that is a terminal (rewritten a few times a
    /// second, cleared at the end).
    public var showsProgressLine = false
    /// Called, on the thread running the run, as reading goes on (after every block read).
    public var progress: (@Sendable (RunProgress) -> Void)?
    /// Called, on the thread running the run, with every diagnostic in input order as the run counts
    /// it, located by input, record number and line:column; with whether `allow` let it pass.
    public var diagnostics: (@Sendable (Diagnostic, _ allowed: Bool) -> Void)?

    /// The defaults: every core, no report, nothing printed.
    public init() {}
}

extension RunOptions {
    /// Which files a folder walk takes, from `include` and `exclude`.
    var folderWalkFilter: FolderWalkFilter {
        FolderWalkFilter(include: include, exclude: exclude)
    }
}
