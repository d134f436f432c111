import Foundation

/// Paths inside this repository, found from this file's location (no SwiftPM resources needed).
package enum Repository {
    /// The repository's root folder.
    package static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Fixtures/`.
    package static let fixtures = root.appending(component: "Fixtures")

    /// The bytes of a file under the root, or nil.
    package static func bytes(_ relativePath: String) -> [UInt8]? {
        FileManager.default.contents(atPath: root.appending(path: relativePath).path).map(Array.init)
    }
}
