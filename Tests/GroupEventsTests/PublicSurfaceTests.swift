import Foundation
import GroupEventsTestSupport
import Testing

/// What a program sees of the library is `import GroupEvents`: the converter, the model, diagnostics,
/// ID maps, mapping tables, sentences and JSON values. The machinery under them is `package` (seen by
/// this package's modules and tests, not by a program), so that it can change without breaking
/// anyone's build. These checks read the sources, so that making such a declaration `public` again
/// (to satisfy an `@inlinable` body, say: `@usableFromInline package` is the way) fails here.
@Suite struct PublicSurfaceTests {
    /// The vendors' modules: every declaration is theirs alone, reached through the catalog.
    static let adapterModules = ["ZIMAdapter", "NIMAdapter", "TIMAdapter"]

    /// Files of the JSON layer's and the core's machinery, each named after the one type it declares:
    /// the tape and its indexers, framing, raw records, composers, scanners; translation's records,
    /// readers, writers and the protocols a vendor's flavours conform to.
    static let machineryFiles = [
        "GroupEventsJSON/JSONByteBuffer.swift", "GroupEventsJSON/JSONCompactArena.swift", "GroupEventsJSON/JSONCompactObject.swift",
        "GroupEventsJSON/JSONComposer.swift",
        "GroupEventsJSON/JSONEmbeddedDocument.swift", "GroupEventsJSON/JSONIndexedText.swift", "GroupEventsJSON/JSONIndexedValue.swift",
        "GroupEventsJSON/JSONLanes.swift", "GroupEventsJSON/JSONParser.swift", "GroupEventsJSON/JSONQuoteMask.swift",
        "GroupEventsJSON/JSONQuoteMaskIndexer.swift", "GroupEventsJSON/JSONRawRecord.swift", "GroupEventsJSON/JSONRecordFramer.swift",
        "GroupEventsJSON/JSONScanner.swift", "GroupEventsJSON/JSONSource.swift", "GroupEventsJSON/JSONSourceText.swift",
        "GroupEventsJSON/JSONTape.swift", "GroupEventsJSON/JSONTapeFrame.swift", "GroupEventsJSON/JSONTapeIndexer.swift",
        "GroupEventsJSON/JSONTapeMaterializer.swift", "GroupEventsJSON/JSONTapeValue.swift", "GroupEventsJSON/JSONTextComposer.swift",
        "GroupEventsJSON/JSONValueComposer.swift", "GroupEventsJSON/JSONValueScanner.swift",
        "GroupEventsCore/Model/CopyOnWriteBox.swift", "GroupEventsCore/Model/SourceRecord.swift",
        "GroupEventsCore/Mapping/FlavourMapping.swift", "GroupEventsCore/Mapping/OneEventMapping.swift",
        "GroupEventsCore/Syntax/FieldReader.swift", "GroupEventsCore/Syntax/FlavourCodec.swift", "GroupEventsCore/Syntax/ObjectWriter.swift",
        "GroupEventsCore/Syntax/SharedModelCodec.swift", "GroupEventsCore/Translation/CodecMappingAdapter.swift",
        "GroupEventsCore/Translation/FlavourAdapter.swift", "GroupEventsCore/Translation/ModelFlavourAdapter.swift",
        "GroupEventsCore/Translation/OutputRecord.swift", "GroupEventsCore/Translation/Translator.swift",
        "GroupEventsCore/Translation/VendorPlugin.swift",
    ]

    /// A line declaring something `public` or `open`: the modifier before the declaration's keyword,
    /// after nothing but attributes and modifiers (`@inlinable public func`), so comments do not match.
    static var publicDeclaration: Regex<Substring> {
        #/^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:static|final|override|nonisolated|mutating|convenience|required|indirect|lazy)\s+)*(?:public|open)\b/#
    }

    /// The `public` or `open` declarations of a source file under `Sources/`, as `path:line: text`.
    static func publicDeclarations(inFile relativePath: String) throws -> [String] {
        let url = Repository.root.appending(path: "Sources").appending(path: relativePath)
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        return lines.enumerated().compactMap { index, line in
            line.contains(publicDeclaration) ? "\(relativePath):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))" : nil
        }
    }

    /// The Swift files of a module, relative to `Sources/`.
    static func sourceFiles(ofModule module: String) -> [String] {
        let folder = Repository.root.appending(path: "Sources").appending(component: module)
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".swift") }.sorted().map { "\(module)/\($0)" }
    }

    @Test(arguments: adapterModules)
    func anAdapterModuleDeclaresNothingPublic(module: String) throws {
        let files = Self.sourceFiles(ofModule: module)
        #expect(!files.isEmpty, "Sources/\(module) has Swift files")
        let found = try files.flatMap(Self.publicDeclarations(inFile:))
        #expect(found.isEmpty, "\(module) is reached through the catalog; make these `package`:\n\(found.joined(separator: "\n"))")
    }

    @Test func theMachineryUnderTheModelIsNotPublic() throws {
        let found = try Self.machineryFiles.flatMap(Self.publicDeclarations(inFile:))
        #expect(found.isEmpty, "machinery is `package` (`@usableFromInline` where inlinable code needs it):\n\(found.joined(separator: "\n"))")
    }

    /// The scan itself finds a public declaration where there is one, through attributes and modifiers.
    @Test func theScanFindsPublicDeclarations() throws {
        #expect(try Self.publicDeclarations(inFile: "GroupEventsCore/Model/GroupEvent.swift").contains { $0.contains("@inlinable public var kind") })
        #expect(try Self.publicDeclarations(inFile: "GroupEventsJSON/JSONWriter.swift").contains { $0.contains("public static func compactString") })
    }
}
