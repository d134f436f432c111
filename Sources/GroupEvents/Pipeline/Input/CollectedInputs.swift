import GroupEventsCore

/// What the INPUT arguments name: the files in order, whether a folder was among the arguments, and
/// what is worth reporting about them (a folder walk that found nothing).
struct CollectedInputs: Sendable {
    /// The inputs, in order.
    var inputs: [InputFile]
    /// Whether a folder was named, so that several files may come from one argument.
    var namesFolder: Bool
    /// Warnings about the arguments, reported with the run's diagnostics.
    var problems: [Diagnostic]
}
