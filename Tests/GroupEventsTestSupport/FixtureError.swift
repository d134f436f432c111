/// A fixture file that should exist but does not.
public enum FixtureError: Error, CustomStringConvertible {
    /// The file at this path is missing.
    case missing(String)

    /// The message.
    public var description: String {
        switch self {
        case .missing(let path): "missing fixture \(path)"
        }
    }
}
