import Foundation

/// Paths inside this repository, found from this file's location (no SwiftPM resources needed).
public enum Repository {
    /// The repository's root folder.
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Fixtures/`.
    public static let fixtures = root.appending(component: "Fixtures")

    /// The bytes of a file under the root, or nil.
    public static func bytes(_ relativePath: String) -> [UInt8]? {
        FileManager.default.contents(atPath: root.appending(path: relativePath).path).map(Array.init)
    }
}
