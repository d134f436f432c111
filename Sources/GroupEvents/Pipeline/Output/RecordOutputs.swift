import Foundation
import GroupEventsJSON

/// The outputs of a `convert` run, opened as its `OutputPlan` says: standard output, one file, or one
/// file per input.
///
/// An input's file is closed as soon as the input is done, so that a run over any number of inputs
/// holds one output descriptor at a time, and put into place at once (renamed from its temporary
/// name) — or, under `--strict` (`defersCommit`), only when the whole run is done, since a loss
/// anywhere must leave no output behind. A run that stops early keeps the files already in place and
/// removes the temporary one.
///
/// An input none of whose records is written (every one dropped or failed, or none at all) gets no
/// file rather than an empty or invalid one; a regular file left at that path by an earlier run is
/// removed, since it is not this run's output (a link, a FIFO or a device is left alone). A
/// destination named `.ndjson` or `.jsonl` always gets one compact record per line, whatever the
/// input's framing; several inputs merged into one NDJSON stream keep one file, empty or not.
final class RecordOutputs {
    /// One input's open output.
    struct Opened {
        /// Where its records go.
        let output: FramedOutput
        /// The file written, nil for standard output.
        let destination: String?
        /// The file, when this input has one of its own.
        fileprivate let file: OutputFile?
        /// Whether this is the one stream every input goes into.
        fileprivate let isMerged: Bool

        /// The bytes written to this input's own file so far; nil for standard output and for one
        /// stream of several inputs.
        var bytesWritten: Int? {
            isMerged ? nil : file?.sink.bytesWritten
        }
    }

    private let plan: OutputPlan
    private let standardOutput: ByteSink
    /// Whether finished files wait for `commit()` at the end of the run instead of being put into place as their input ends.
    private let defersCommit: Bool
    /// The file being written, if any.
    private var current: OutputFile?
    /// Finished files waiting for `commit()` (`defersCommit`).
    private var finishedFiles: [OutputFile] = []
    /// Regular files from earlier runs at destinations this run leaves empty, to remove at `commit()` (`defersCommit`).
    private var staleFiles: [String] = []
    /// The one stream every input goes into, when the plan merges inputs.
    private var merged: Opened?

    /// Outputs for `plan`, with `standardOutput` for records that go there; `defersCommit` keeps
    /// every file temporary until `commit()`.
    init(plan: OutputPlan, standardOutput: ByteSink, defersCommit: Bool) {
        self.plan = plan
        self.standardOutput = standardOutput
        self.defersCommit = defersCommit
    }

    /// Opens the output of `input`, whose framing and layout are now known.
    func open(for input: InputFile, framing: JSONFraming, layout: RecordLayout) throws(RunFailure) -> Opened {
        if let merged { return merged }
        let destination = plan.destination(for: input, framing: framing)
        let file = try destination.map { (path) throws(RunFailure) in try OutputFile(destination: path) }
        current = file
        let namesLines = destination.map { JSONFraming(fileExtension: ($0 as NSString).pathExtension) == .lines } ?? false
        let opened = Opened(
            output: FramedOutput(sink: file?.sink ?? standardOutput, framing: plan.mergesInputs || namesLines ? .lines : framing, layout: layout),
            destination: destination, file: file, isMerged: plan.mergesInputs)
        if plan.mergesInputs { merged = opened }
        return opened
    }

    /// Ends an input's output and says where its records went: the file, `<stdout>`, or nil when the
    /// input left nothing (no record of it was written to a file, or of a single object to standard output). The file is closed and, unless
    /// `defersCommit`, put into place; earlier runs' files at an empty input's path are removed and
    /// returned in `removed`. A merged stream stays open for the next input.
    func close(_ opened: Opened, removed: inout [String]) throws(RunFailure) -> String? {
        let name = opened.destination ?? "<stdout>"
        guard merged == nil else { return name }
        guard let file = opened.file else {
            try opened.output.finish()
            return opened.output.framing == .single && opened.output.count == 0 ? nil : name
        }
        current = nil
        guard opened.output.count > 0 else {
            file.discard()
            var status = stat()
            if let destination = opened.destination, lstat(destination, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
                if defersCommit {
                    staleFiles.append(destination)
                } else {
                    unlink(destination)
                    removed.append(destination)
                }
            }
            return nil
        }
        do {
            try opened.output.finish()
        } catch {
            file.discard()
            throw error
        }
        if defersCommit {
            try file.close()
            finishedFiles.append(file)
        } else {
            try file.commit()
        }
        return name
    }

    /// Closes the merged stream, if any, and puts it into place unless `defersCommit`.
    func finish() throws(RunFailure) {
        guard let merged else { return }
        do {
            try merged.output.finish()
        } catch {
            merged.file?.discard()
            throw error
        }
        current = nil
        guard let file = merged.file else { return }
        if defersCommit {
            try file.close()
            finishedFiles.append(file)
        } else {
            try file.commit()
        }
    }

    /// Puts every finished file into place and removes the files of earlier runs that this run left
    /// empty; returns those (`defersCommit`). When one file cannot be put into place, the rest are
    /// discarded.
    func commit() throws(RunFailure) -> [String] {
        for (index, file) in finishedFiles.enumerated() {
            do {
                try file.commit()
            } catch {
                for unfinished in finishedFiles[(index + 1)...] { unfinished.discard() }
                finishedFiles.removeAll()
                throw error
            }
        }
        finishedFiles.removeAll()
        for stale in staleFiles { unlink(stale) }
        defer { staleFiles.removeAll() }
        return staleFiles
    }

    /// Removes every temporary file — the one being written and those waiting for `commit()` —
    /// leaving the files already in place; what was written to standard output is pushed out.
    func discard() {
        current?.discard()
        current = nil
        for file in finishedFiles { file.discard() }
        finishedFiles.removeAll()
        try? standardOutput.flush()
    }
}
