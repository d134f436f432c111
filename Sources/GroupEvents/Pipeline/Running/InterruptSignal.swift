/// A signal that asks a run to stop: the run stops reading, keeps what it finished, removes its
/// temporary files, writes its report marked interrupted and exits 128 + the signal's number (its raw
/// value, the same on Linux and macOS).
public enum InterruptSignal: Int32, Sendable, CaseIterable {
    /// The terminal hung up (exit 129).
    case hangup = 1
    /// Control-C (exit 130).
    case interrupt = 2
    /// `kill`, or a scheduler stopping the job (exit 143).
    case terminate = 15

    /// `SIGHUP`, `SIGINT` or `SIGTERM`.
    public var name: String {
        switch self {
        case .hangup: "SIGHUP"
        case .interrupt: "SIGINT"
        case .terminate: "SIGTERM"
        }
    }
}
