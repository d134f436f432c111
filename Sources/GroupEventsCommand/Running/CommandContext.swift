import GroupEventsCore

/// What every subcommand works with: the standard streams, the flavours, and whether to show progress.
struct CommandContext {
    /// The descriptor read when an input is `-` or none is given.
    let standardInput: Int32
    /// Standard output.
    let output: ByteSink
    /// Standard error.
    let errors: ByteSink
    /// Whether standard error is a terminal (progress is shown only there).
    let errorsIsTerminal: Bool
}
