import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which files a folder walk takes (`--include`, `--exclude`); files named on the command line are
/// always taken.
///
/// A pattern is a shell glob (`*`, `?`, `[…]`). One without `/` is matched against the file or folder
/// name, one with `/` against the path below the folder named on the command line (`*` then also
/// matches `/`). With no `--include`, a walk takes `*.json`, `*.jsonl` and `*.ndjson` in any letter
/// case. `--exclude` wins over `--include`, and an excluded folder is not entered.
struct FolderWalkFilter: Sendable {
    /// The file endings a walk takes when no `--include` is given.
    static let defaultExtensions = ["json", "jsonl", "ndjson"]

    /// Patterns a file must match (any of them); empty for the default endings.
    let include: [String]
    /// Patterns no file or folder may match.
    let exclude: [String]

    /// A filter from the `--include` and `--exclude` patterns; a pattern's trailing `/` (`old/`, a
    /// folder by its name) is dropped.
    init(include: [String] = [], exclude: [String] = []) {
        func trimmed(_ pattern: String) -> String {
            var pattern = pattern
            while pattern.count > 1 && pattern.hasSuffix("/") { pattern.removeLast() }
            return pattern
        }
        self.include = include.map(trimmed)
        self.exclude = exclude.map(trimmed)
    }

    /// What the walk takes, for messages: `*.json, *.jsonl, *.ndjson` or the `--include` patterns,
    /// less the `--exclude` ones.
    var summary: String {
        let taken = include.isEmpty ? Self.defaultExtensions.map { "*.\($0)" } : include
        return taken.joined(separator: ", ") + (exclude.isEmpty ? "" : " without " + exclude.joined(separator: ", "))
    }

    /// Whether the walk takes the file at `relativePath` (below the walked folder).
    func takes(file relativePath: String) -> Bool {
        guard !matches(exclude, relativePath) else { return false }
        if include.isEmpty {
            return Self.defaultExtensions.contains((relativePath as NSString).pathExtension.lowercased())
        }
        return matches(include, relativePath)
    }

    /// Whether the walk enters the folder at `relativePath`.
    func enters(folder relativePath: String) -> Bool {
        !matches(exclude, relativePath)
    }

    private func matches(_ patterns: [String], _ relativePath: String) -> Bool {
        let name = (relativePath as NSString).lastPathComponent
        return patterns.contains { pattern in
            fnmatch(pattern, pattern.contains("/") ? relativePath : name, 0) == 0
        }
    }
}
