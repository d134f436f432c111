import Foundation
import GroupEventsCore
import GroupEventsJSON

/// The `--report` file of a run, written as the run goes so that memory stays flat however many
/// diagnostics it has: each diagnostic and each input's output entry goes to a temporary spool as it
/// comes (`JSONArraySpool`), and `finish` writes the report — its status and counts first, then
/// `outputs` and `diagnostics`, one compact entry per line — atomically to its path, or to standard
/// error for `-`.
///
/// A run that stops early (a signal, a write failure) still finishes its report, with `"status":
/// "interrupted"` or `"failed"` and the reason, listing what was done until then.
final class ReportFile {
    /// The path as given (`-` for standard error).
    let path: String
    private let errors: ByteSink?
    private let diagnostics: JSONArraySpool
    private let outputs: JSONArraySpool
    /// Whether the run lists its outputs (`convert`).
    private let listsOutputs: Bool
    /// The run's arguments, recorded for a resumed run to compare (`convert`); nil when not recorded.
    private let arguments: RunArguments?

    /// A report to `path` (`-`: `errors`, where messages are printed; it must then be given), listing outputs when `listsOutputs` and
    /// recording `arguments` when given. Its spools are made beside it (in the temporary folder for
    /// standard error); its folder is created if need be.
    init(path: String, errors: ByteSink?, listsOutputs: Bool, arguments: RunArguments? = nil) throws(RunFailure) {
        self.path = path
        self.errors = errors
        self.listsOutputs = listsOutputs
        self.arguments = arguments
        let folder: String
        if path == "-" {
            folder = NSTemporaryDirectory().isEmpty ? "/tmp" : NSTemporaryDirectory()
        } else {
            folder = (ResolvedPath(path).canonical as NSString).deletingLastPathComponent
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw RunFailure.io("\(folder): cannot create folder: \(error.localizedDescription)")
            }
        }
        let name = path == "-" ? "the report" : path
        diagnostics = try JSONArraySpool(folder: folder, name: name)
        outputs = try JSONArraySpool(folder: folder, name: name)
    }

    /// Adds a diagnostic; `allowed` when `--allow` let it pass.
    func add(_ diagnostic: Diagnostic, allowed: Bool) throws(RunFailure) {
        try diagnostics.append(RunReport.json(diagnostic, allowed: allowed))
    }

    /// Adds where one input's records went.
    func add(_ entry: OutputEntry) throws(RunFailure) {
        try outputs.append(compact: entry.compactJSON)
    }

    /// Adds a diagnostic entry of an earlier report, carried over as it is (`--resume`).
    func add(carriedDiagnostic line: [UInt8]) throws(RunFailure) {
        try diagnostics.append(compact: line)
    }

    /// Adds an output entry of an earlier report, carried over as it is (`--resume`).
    func add(carriedOutput line: [UInt8]) throws(RunFailure) {
        try outputs.append(compact: line)
    }

    /// Writes the report: `counts` (the run's status and counts) and `arguments` (when recorded),
    /// then `outputs` (for `convert`) and `diagnostics`.
    func finish(counts: JSONObject) throws(RunFailure) {
        if path == "-", let errors {
            try write(counts, to: errors)
            try errors.flush()
            return
        }
        let file = try OutputFile(destination: path)
        do {
            try write(counts, to: file.sink)
            try file.commit()
        } catch {
            file.discard()
            throw error
        }
    }

    private func write(_ counts: JSONObject, to sink: ByteSink) throws(RunFailure) {
        var members = counts
        if let arguments { members.append("arguments", .array(JSONArray(arguments.tokens.map(JSONValue.string)))) }
        var head = JSONWriter.prettyString(.object(members), indent: 2)
        // Reopen the object after its last counted member, to add the spooled arrays.
        head.removeLast(2)
        try sink.write(head)
        if listsOutputs {
            try sink.write(",\n  \"outputs\": ")
            try outputs.copy(into: sink)
        }
        try sink.write(",\n  \"diagnostics\": ")
        try diagnostics.copy(into: sink)
        try sink.write("\n}\n")
    }
}
