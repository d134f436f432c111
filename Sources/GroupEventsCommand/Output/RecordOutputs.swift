import GroupEventsJSON

/// The outputs of a `convert` run, opened as its `OutputPlan` says: standard output, one file, or one
/// file per input; all files are temporary until `commit()`.
///
/// An input whose framing is a single object and which produced no record (it was dropped or failed)
/// gets no file at all rather than an empty, invalid `.json` file; the report says so.
final class RecordOutputs {
    /// One input's open output.
    struct Opened {
        /// Where its records go.
        let output: FramedOutput
        /// The file written, nil for standard output.
        let destination: String?
        /// The temporary file, when this input has one of its own.
        fileprivate let file: AtomicFile?
    }

    private let plan: OutputPlan
    private let standardOutput: ByteSink
    private var files: [AtomicFile] = []
    /// The one stream every input goes into, when the plan merges inputs.
    private var merged: Opened?

    /// Outputs for `plan`, with `standardOutput` for records that go there.
    init(plan: OutputPlan, standardOutput: ByteSink) {
        self.plan = plan
        self.standardOutput = standardOutput
    }

    /// Opens the output of `input`, whose framing and layout are now known.
    func open(for input: InputFile, framing: JSONFraming, layout: InputLayout) throws(CommandFailure) -> Opened {
        if let merged { return merged }
        let destination = plan.destination(for: input, framing: framing)
        var file: AtomicFile?
        if let destination {
            file = try AtomicFile(destination: destination)
            files.append(file!)
        }
        let opened = Opened(
            output: FramedOutput(sink: file?.sink ?? standardOutput, framing: plan.mergesInputs ? .lines : framing, layout: layout),
            destination: destination, file: file)
        if plan.mergesInputs { merged = opened }
        return opened
    }

    /// Ends an input's output; false when the input left no file (a single object that produced no
    /// record). A merged stream stays open for the next input.
    func close(_ opened: Opened) throws(CommandFailure) -> Bool {
        guard merged == nil else { return true }
        if opened.output.framing == .single && opened.output.count == 0 {
            if let file = opened.file {
                file.discard()
                files.removeAll { $0 === file }
            }
            return opened.file == nil
        }
        try opened.output.finish()
        return true
    }

    /// Closes the merged stream, if any.
    func finish() throws(CommandFailure) {
        try merged?.output.finish()
    }

    /// Renames every file into place.
    func commit() throws(CommandFailure) {
        for file in files { try file.commit() }
    }

    /// Removes every temporary file, leaving nothing behind.
    func discard() {
        files.forEach { $0.discard() }
    }
}
