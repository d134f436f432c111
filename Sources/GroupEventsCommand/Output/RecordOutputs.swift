import Foundation
import GroupEventsJSON

/// The outputs of a `convert` run, opened as its `OutputPlan` says: standard output, one file, or one
/// file per input; files are temporary until `commit()`.
///
/// An input whose framing is a single object and which produced no record (it was dropped or failed)
/// gets no file rather than an empty, invalid `.json` file; a regular file left at that path by an
/// earlier run is removed at `commit()`, since it is not this run's output (a link, a FIFO or a device
/// is left alone). A destination named `.ndjson` or
/// `.jsonl` always gets one compact record per line, whatever the input's framing.
final class RecordOutputs {
    /// One input's open output.
    struct Opened {
        /// Where its records go.
        let output: FramedOutput
        /// The file written, nil for standard output.
        let destination: String?
        /// The file, when this input has one of its own.
        fileprivate let file: OutputFile?
    }

    private let plan: OutputPlan
    private let standardOutput: ByteSink
    private var files: [OutputFile] = []
    /// Regular files from earlier runs at destinations this run leaves empty.
    private var staleFiles: [String] = []
    /// The one stream every input goes into, when the plan merges inputs.
    private var merged: Opened?

    /// Outputs for `plan`, with `standardOutput` for records that go there.
    init(plan: OutputPlan, standardOutput: ByteSink) {
        self.plan = plan
        self.standardOutput = standardOutput
    }

    /// Opens the output of `input`, whose framing and layout are now known.
    func open(for input: InputFile, framing: JSONFraming, layout: RecordLayout) throws(CommandFailure) -> Opened {
        if let merged { return merged }
        let destination = plan.destination(for: input, framing: framing)
        let file = try destination.map { (path) throws(CommandFailure) in try OutputFile(destination: path) }
        if let file { files.append(file) }
        let namesLines = destination.map { JSONFraming(fileExtension: ($0 as NSString).pathExtension) == .lines } ?? false
        let opened = Opened(
            output: FramedOutput(sink: file?.sink ?? standardOutput, framing: plan.mergesInputs || namesLines ? .lines : framing, layout: layout),
            destination: destination, file: file)
        if plan.mergesInputs { merged = opened }
        return opened
    }

    /// Ends an input's output and says where its records went: the file, `<stdout>`, or nil when the
    /// input left nothing (a single object that produced no record). A merged stream stays open for
    /// the next input.
    func close(_ opened: Opened) throws(CommandFailure) -> String? {
        let name = opened.destination ?? "<stdout>"
        guard merged == nil else { return name }
        guard opened.output.framing != .single || opened.output.count > 0 else {
            if let file = opened.file {
                file.discard()
                files.removeAll { $0 === file }
            }
            var status = stat()
            if let destination = opened.destination, lstat(destination, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
                staleFiles.append(destination)
            }
            return nil
        }
        try opened.output.finish()
        return name
    }

    /// Closes the merged stream, if any.
    func finish() throws(CommandFailure) {
        try merged?.output.finish()
    }

    /// Puts every file into place and removes the files of earlier runs that this run left empty;
    /// returns those. When one file cannot be put into place, the rest are discarded.
    func commit() throws(CommandFailure) -> [String] {
        for (index, file) in files.enumerated() {
            do {
                try file.commit()
            } catch {
                files[(index + 1)...].forEach { $0.discard() }
                throw error
            }
        }
        for stale in staleFiles { unlink(stale) }
        return staleFiles
    }

    /// Removes every temporary file, leaving nothing behind.
    func discard() {
        files.forEach { $0.discard() }
    }
}
