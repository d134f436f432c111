import Foundation
import GroupEventsTestSupport
import Testing

@testable import GroupEvents

/// A set of paths finds a path naming the same file exactly when `ResolvedPath.namesSameFile(as:)` says
/// so, without comparing every pair.
@Suite struct ResolvedPathSetTests {
    @Test func findsWhatNamesSameFileFinds() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.json", "{}")
        try folder.write("b.json", "{}")
        try FileManager.default.createSymbolicLink(atPath: folder.path("link-to-a.json"), withDestinationPath: folder.path("a.json"))
        link(folder.path("b.json"), folder.path("hard-b.json"))
        try FileManager.default.createSymbolicLink(atPath: folder.path("dangling.json"), withDestinationPath: folder.path("new/later.json"))
        let spellings = [
            "a.json", "b.json", "link-to-a.json", "hard-b.json", "sub/../a.json", "missing.json", "sub/../missing.json", "dangling.json",
            "new/later.json", "new/./later.json", "other.json",
        ].map { ResolvedPath(folder.path($0)) }
        for order in [spellings, spellings.reversed(), spellings.shuffled()] {
            var set = ResolvedPathSet<Int>()
            var seen: [(index: Int, path: ResolvedPath)] = []
            for (index, path) in order.enumerated() {
                let expected = seen.first { $0.path.namesSameFile(as: path) }?.index
                #expect(set.value(namingSameFileAs: path) == expected, "\(path.typed) after \(seen.map(\.path.typed))")
                if expected == nil {
                    set.insert(path, index)
                    seen.append((index, path))
                }
            }
            #expect(seen.count == 6, "a, b, missing, new/later, other, and the link that leads to new/later")
        }
    }
}
