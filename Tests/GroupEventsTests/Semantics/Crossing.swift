import GroupEventsCore
import GroupEventsJSON
import GroupEvents
import GroupEventsTestSupport
import Testing

/// One translation from one vendor's flavour to another's, and what the target flavour reads back
/// from the records it wrote: the tests of how meanings cross vendors compare the two.
struct Crossing {
    /// Every vendor flavour a translation can target.
    static let targets = ["zim:sdk", "zim:callback", "nim:server", "nim:web", "nim:v2", "tim:web", "tim:v2", "tim:capi", "tim:server", "tim:callback"]

    /// The translation into the target.
    let translation: RecordTranslation
    /// The unified events the target reads back from its records.
    let readBack: [GroupEvent]

    /// A vendor record (or unified JSON) translated from `source` to `target`, and read back.
    init(_ record: JSONValue, from source: String, to target: String) throws {
        translation = try FlavourConverter(from: source, to: target).convert(record)
        let reader = try FlavourConverter(from: target, to: "unified")
        readBack = translation.outputs.flatMap { reader.convert($0).events }
    }

    /// An event composed by hand, written in `target` and read back.
    init(_ event: GroupEvent, to target: String) throws {
        translation = try FlavourConverter(from: "unified", to: target).convert([event])
        let reader = try FlavourConverter(from: target, to: "unified")
        readBack = translation.outputs.flatMap { reader.convert($0).events }
    }

    /// The fixture record `Fixtures/<vendor>/<flavour>/<name>.json`, with each `(old, new)` text
    /// replaced in its compact JSON (an edge value put in a field).
    static func record(_ flavour: String, _ name: String, replacing replacements: [(String, String)] = []) throws -> JSONValue {
        let path = "Fixtures/\(flavour.replacingOccurrences(of: ":", with: "/"))/\(name).json"
        var text = JSONWriter.compactString(try #require(try GoldenFile.read(path), "\(path) exists"))
        for (old, new) in replacements {
            #expect(text.contains(old), "\(path) holds \(old)")
            text = text.replacingOccurrences(of: old, with: new)
        }
        return try JSONReader().read(text)
    }

    /// The first record written.
    var output: JSONValue? { translation.outputs.first }

    /// The first event read back.
    var event: GroupEvent? { readBack.first }

    /// The diagnostics of the translation.
    var diagnostics: [Diagnostic] { translation.diagnostics }

    /// Whether a reported loss of `code` (any, when nil) names `path`, a field inside it or the
    /// field that holds it.
    func reports(_ path: JSONPath, _ code: DiagnosticCode? = nil) -> Bool {
        diagnostics.contains { diagnostic in
            (code == nil || diagnostic.code == code) && diagnostic.fields.contains { $0.isPrefix(of: path) || path.isPrefix(of: $0) }
        }
    }

    /// The `attach` of a NIM message copy, read from its JSON string.
    var nimAttach: JSONValue? {
        output?["attach"]?.stringValue.flatMap { try? JSONReader().read($0) }
    }
}
