import Foundation

/// A folder under the system's temporary directory, removed when the value is released.
public final class TemporaryFolder {
    /// The folder's path.
    public let root: String

    /// A fresh, empty folder.
    public init() throws {
        root = NSTemporaryDirectory() + "groupevents-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// The path of `name` inside the folder.
    public func path(_ name: String) -> String { root + "/" + name }

    /// Writes `text` to `name` (creating folders) and returns its path.
    @discardableResult
    public func write(_ name: String, _ text: String) throws -> String {
        let target = path(name)
        try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: target))
        return target
    }

    /// The text of `name`, or nil when it does not exist.
    public func read(_ name: String) -> String? {
        try? String(contentsOfFile: path(name), encoding: .utf8)
    }

    /// The names of the files in the folder, recursively, sorted.
    public func files() -> [String] {
        ((try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? []).filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path(name), isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }
}
