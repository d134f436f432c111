import GroupEventsCore
import GroupEventsJSON

/// The diagnostics a run lets pass (`--allow CODE`, `--allow CODE:$.path`): they stay in the report and
/// its counts, but are not printed and do not fail `--strict`. A migration allows what it has looked
/// at and accepted (say, every `field-dropped` of a field the target has no place for), so that
/// `--strict` still fails on anything new.
struct DiagnosticAllowList: Sendable {
    /// One `--allow` value: a code, and optionally a JSON path.
    struct Entry: Sendable, Equatable {
        /// The diagnostic code.
        let code: DiagnosticCode
        /// The path the diagnostic must point at or concern, or nil for any.
        let path: String?
    }

    /// The entries, in the order given.
    let entries: [Entry]

    /// An empty list: every diagnostic counts.
    init() {
        entries = []
    }

    /// The allow list of the `--allow` values; a value that names no known code, or whose path does
    /// not start with `$`, is a usage error.
    init(_ values: [String]) throws(RunFailure) {
        var entries: [Entry] = []
        for value in values {
            let parts = value.split(separator: ":", maxSplits: 1).map(String.init)
            let code = DiagnosticCode(rawValue: parts.first ?? "")
            guard DiagnosticCode.known.contains(code) else {
                let known = DiagnosticCode.known.map(\.rawValue).sorted().joined(separator: ", ")
                throw RunFailure.usage("--allow \(value): '\(parts.first ?? "")' is not a diagnostic code (codes: \(known))")
            }
            let path = parts.count > 1 ? parts[1] : nil
            if let path, !path.hasPrefix("$") {
                throw RunFailure.usage("--allow \(value): the path must be a JSON path starting with '$', such as $.actor.role.raw")
            }
            entries.append(Entry(code: code, path: path))
        }
        self.entries = entries
    }

    /// Whether `diagnostic` is let pass: an entry has its code, and no path, or a path that the
    /// diagnostic points at or concerns (its location's path or one of the unified fields it is
    /// about), itself or anything below it.
    func allows(_ diagnostic: Diagnostic) -> Bool {
        allows(code: diagnostic.code, path: diagnostic.location.path, fields: diagnostic.fields)
    }

    /// Whether a diagnostic of `code` at `path` about the unified `fields` is let pass (see
    /// `allows(_:)`).
    func allows(code: DiagnosticCode, path location: JSONPath?, fields: [JSONPath]) -> Bool {
        entries.contains { entry in
            guard entry.code == code else { return false }
            guard let path = entry.path else { return true }
            let paths = (location.map { [$0] } ?? []) + fields
            return paths.contains { Self.path($0.description, isAtOrBelow: path) }
        }
    }

    private static func path(_ candidate: String, isAtOrBelow path: String) -> Bool {
        guard candidate.hasPrefix(path) else { return false }
        let rest = candidate.dropFirst(path.count)
        return rest.isEmpty || rest.hasPrefix(".") || rest.hasPrefix("[") || rest.hasPrefix("~")
    }
}
