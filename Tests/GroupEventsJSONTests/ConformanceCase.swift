import Foundation
import GroupEventsJSON
import Testing

/// One file of the conformance corpus in `Conformance/` (see its README for the conventions).
struct ConformanceCase: CustomTestStringConvertible, Sendable {
    /// The folder: `accept`, `reject` or `implementation`.
    let folder: String
    /// The file name without `.json`.
    let name: String
    /// The file's bytes.
    let bytes: [UInt8]

    var testDescription: String { "\(folder)/\(name)" }

    /// Whether the reader must accept the file.
    var isAccepted: Bool { folder == "accept" || name.hasPrefix("accept-") }

    /// Whether the compact writer must reproduce the file byte for byte.
    var isCanonical: Bool { !name.hasSuffix("-noncanonical") }

    /// The reason a rejected file must give, from the start of its name.
    var expectedReason: JSONSyntaxError.Reason? {
        let reasonName = folder == "reject" ? name : String(name.dropFirst("reject-".count))
        return reasonName.split(separator: "-").first.flatMap { JSONSyntaxError.Reason(rawValue: String($0)) }
    }

    /// Every case in a folder of the corpus, sorted by name.
    static func all(in folder: String) -> [ConformanceCase] {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Conformance").appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { file in
            let data = FileManager.default.contents(atPath: directory.appendingPathComponent(file).path) ?? Data()
            return ConformanceCase(folder: folder, name: String(file.dropLast(".json".count)), bytes: [UInt8](data))
        }
    }
}
