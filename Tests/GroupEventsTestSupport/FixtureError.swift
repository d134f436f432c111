/// A fixture file that should exist but does not.
package enum FixtureError: Error, CustomStringConvertible {
    /// The file at this path is missing.
    case missing(String)

    /// The message.
    package var description: String {
        switch self {
        case .missing(let path): "missing fixture \(path)"
        }
    }
}
