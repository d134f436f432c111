import GroupEventsCore

/// Why a run stopped before its end: it was asked for something it cannot do, a file could not be
/// read or written, or a stop signal arrived. What was finished is kept, and the report (if any) says
/// what was done.
public enum RunFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The request is wrong (conflicting paths, an unknown `allow` code, `resume` without a report…);
    /// nothing was read. The command exits 2.
    case usage(String)
    /// A file could not be read or written (the message names it), or a function sink threw. The
    /// command exits 74.
    case io(String)
    /// A stop signal ended the run (once `InterruptMonitor.install()` was called), with what was done until then. The
    /// command exits 128 + the signal's number.
    case interrupted(InterruptSignal, String)

    /// The message, on one line: control characters in it (a file name's, an argument's) are escaped.
    public var description: String {
        switch self {
        case .usage(let message), .io(let message), .interrupted(_, let message): message.escapingControlCharacters
        }
    }
}
