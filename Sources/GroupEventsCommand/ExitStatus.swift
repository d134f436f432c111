import GroupEvents

/// The command's exit statuses: a contract that scripts rely on, listed in the README and in `--help`.
public enum ExitStatus: Int32, Sendable, CaseIterable {
    /// Done; losses, if any, were reported.
    case success = 0
    /// `--strict` and something was lost or failed.
    case strictLoss = 1
    /// The command line is wrong.
    case usage = 2
    /// Malformed or undecodable input records (all reported, the rest converted).
    case dataError = 65
    /// A file could not be read or written.
    case ioError = 74
    /// SIGHUP stopped the run (128 + 1); what was finished is kept and the report says so.
    case hangup = 129
    /// SIGINT (Control-C) stopped the run (128 + 2).
    case interrupted = 130
    /// SIGTERM stopped the run (128 + 15).
    case terminated = 143
}

extension ExitStatus {
    /// The status of a run that went to its end: 1 when `--strict` fails it, 65 when a record was
    /// malformed or could not be decoded, 0 otherwise.
    init(_ summary: RunSummary) {
        if summary.strictFailure != nil {
            self = .strictLoss
        } else {
            self = summary.hasDataError ? .dataError : .success
        }
    }
}

extension RunFailure {
    /// The exit status for this failure: 2 for usage, 74 for I/O, 128 + the signal's number.
    var exitStatus: ExitStatus {
        switch self {
        case .usage: .usage
        case .io: .ioError
        case .interrupted(.hangup, _): .hangup
        case .interrupted(.interrupt, _): .interrupted
        case .interrupted(.terminate, _): .terminated
        }
    }
}
