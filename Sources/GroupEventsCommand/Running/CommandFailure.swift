import GroupEventsCore

/// Why a command stopped before doing its work: a usage mistake (exit 2), an I/O failure (exit 74),
/// or a signal (exit 128 + its number).
public enum CommandFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The command line is wrong.
    case usage(String)
    /// A file could not be read or written.
    case io(String)
    /// A signal stopped the run (`InterruptMonitor`), with what was done until then.
    case interrupted(InterruptSignal, String)

    /// The process exit status for this failure.
    public var exitStatus: ExitStatus {
        switch self {
        case .usage: .usage
        case .io: .ioError
        case .interrupted(.hangup, _): .hangup
        case .interrupted(.interrupt, _): .interrupted
        case .interrupted(.terminate, _): .terminated
        }
    }

    /// The message, on one line: control characters in it (a file name's, an argument's) are escaped.
    public var description: String {
        switch self {
        case .usage(let message), .io(let message), .interrupted(_, let message): message.escapingControlCharacters
        }
    }
}
