/// How a run ended, as the first member of its report says (`"status"`), with the reason when it did
/// not complete (`"reason"`).
enum RunStatus: Sendable, Equatable {
    /// Every input was read to its end.
    case complete
    /// A signal stopped the run; what was finished before it is kept.
    case interrupted(InterruptSignal)
    /// A file could not be read or written (the message says which and why).
    case failed(String)

    /// `complete`, `interrupted` or `failed`.
    var name: String {
        switch self {
        case .complete: "complete"
        case .interrupted: "interrupted"
        case .failed: "failed"
        }
    }

    /// Why the run stopped early: the signal's name, or the failure; nil when it completed.
    var reason: String? {
        switch self {
        case .complete: nil
        case .interrupted(let signal): "interrupted by \(signal.name)"
        case .failed(let message): message
        }
    }
}
