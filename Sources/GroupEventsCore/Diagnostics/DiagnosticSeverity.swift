/// How serious a diagnostic is.
public enum DiagnosticSeverity: String, Sendable, Hashable, Comparable, CaseIterable {
    /// For the record: nothing was lost.
    case info
    /// Something was lost or approximated; the output is still usable.
    case warning
    /// A record could not be converted.
    case error

    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }

    /// Orders by seriousness.
    public static func < (lhs: DiagnosticSeverity, rhs: DiagnosticSeverity) -> Bool { lhs.rank < rhs.rank }
}
