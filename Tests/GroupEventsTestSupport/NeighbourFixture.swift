import Foundation

/// One record under `Fixtures/<vendor>/neighbours/<flavour>.<case>.json`: a record that reaches a
/// flavour's channel beside its group notifications (a login copy, a room callback, a one-to-one
/// message) and is no group notification. It has no goldens: read as its flavour, it passes through
/// unchanged. The dot in its name keeps it out of `FixtureCase.all`.
package struct NeighbourFixture: Sendable, CustomStringConvertible {
    /// The vendor folder (`nim`).
    package let vendor: String
    /// The flavour it reaches (`server`).
    package let flavour: String
    /// The case name (`login-copy`).
    package let name: String

    /// `nim:server`, the flavour to read it as.
    package var flavourName: String { "\(vendor):\(flavour)" }
    /// `Fixtures/nim/neighbours/server.login-copy.json`.
    package var recordPath: String { "Fixtures/\(vendor)/neighbours/\(flavour).\(name).json" }
    /// `nim/neighbours/server.login-copy`.
    package var description: String { "\(vendor)/neighbours/\(flavour).\(name)" }

    /// Every neighbour record of every vendor, sorted by vendor and file name.
    package static func all() -> [NeighbourFixture] {
        ["nim", "tim", "zim"].flatMap { vendor -> [NeighbourFixture] in
            let folder = Repository.fixtures.appending(components: vendor, "neighbours")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { $0.hasSuffix(".json") }.sorted().map { file in
                // A file without a flavour in its name gets none, which no catalog knows: the tests say so.
                let stem = file.dropLast(5)
                let dot = stem.firstIndex(of: ".") ?? stem.startIndex
                return NeighbourFixture(vendor: vendor, flavour: String(stem[..<dot]), name: String(stem[dot...].drop { $0 == "." }))
            }
        }
    }
}
