/// The command's exit statuses (DESIGN §6, contract).
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
}
