/// The descriptors a run works with: standard input, where records go when they go to a descriptor,
/// and where messages for people go.
struct RunContext {
    /// The descriptor read for `RecordSource.standardInput`.
    let standardInput: Int32
    /// Where records go when the sink is a descriptor (standard output by default).
    let output: ByteSink
    /// Where diagnostics, notes, the summary and progress are printed (`RunOptions.messages`); nil
    /// prints nothing.
    let errors: ByteSink?
    /// Whether `errors` is a terminal (the progress line is shown only there).
    let errorsIsTerminal: Bool
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension RunContext {
    /// The descriptors of a run writing to `sink` as `options` say.
    init(options: RunOptions, sink: RecordSink) {
        let output: ByteSink
        if case .descriptor(let descriptor, let name) = sink.kind {
            output = ByteSink(descriptor: descriptor, name: name, ownsDescriptor: false)
        } else {
            output = ByteSink(descriptor: 1, name: "<stdout>", ownsDescriptor: false)
        }
        let errors = options.messages.map { ByteSink(descriptor: $0, name: $0 == 2 ? "<stderr>" : "<descriptor \($0)>", ownsDescriptor: false) }
        self.init(
            standardInput: options.standardInput, output: output, errors: errors, errorsIsTerminal: options.messages.map { isatty($0) == 1 } ?? false)
    }

    /// Pushes out what is buffered for the descriptors, at the end of a run however it ends.
    func flush() {
        try? output.flush()
        try? errors?.flush()
    }
}
