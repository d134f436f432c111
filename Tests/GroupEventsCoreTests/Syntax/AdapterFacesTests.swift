import Foundation
import GroupEventsTestSupport
import Testing

/// Adapters read records only through `FieldReader` and write them only through `ObjectWriter`, so the
/// JSON representation beneath those faces can change without touching any adapter: no codec or
/// model of any vendor target names the JSON tree, its reader or its writer.
@Suite struct AdapterFacesTests {
    static let forbidden = ["JSONObject", "JSONArray", "JSONReader", "JSONWriter", "ObjectTemplate", "JSONParser", "JSONSource"]

    /// The Swift files under `Syntax/` and `Model/` of every vendor adapter target.
    static func adapterFiles() throws -> [URL] {
        let sources = Repository.root.appending(component: "Sources")
        let targets = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix("Adapter") }
        return targets.flatMap { target in
            ["Syntax", "Model"].flatMap { folder -> [URL] in
                let url = sources.appending(components: target, folder)
                let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
                return names.filter { $0.hasSuffix(".swift") }.map { url.appending(component: $0) }
            }
        }
    }

    @Test func codecsAndModelsUseOnlyTheCoresFaces() throws {
        let files = try Self.adapterFiles()
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let named = Self.forbidden.filter { text.contains($0) }
            #expect(named.isEmpty, "\(file.lastPathComponent) names \(named)")
        }
    }
}
