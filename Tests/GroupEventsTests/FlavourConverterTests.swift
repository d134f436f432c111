import Foundation
import GroupEventsCore
import GroupEventsJSON
import GroupEvents
import Testing

/// The library's entry point: names resolved as the command resolves them, mapping overrides, ID
/// maps, whole documents located line by line, and records translated lazily one at a time.
@Suite struct FlavourConverterTests {
    /// A ZIM tip of an event number no built-in table knows.
    static let poll: JSONValue = .object(["type": 32, "event": 99, "conversationID": "g1", "operatedUser": .object(["userID": "alice"])])
    /// A ZIM member-left tip.
    static let left = #"{"type":32,"event":5,"conversationID":"g1","operatedUser":{"userID":"alice"},"targetUserList":[{"userID":"alice"}]}"#

    @Test func namesResolveAsOnTheCommandLine() throws {
        #expect(try FlavourConverter(from: "zim", to: "nim:web").translator.target.id == FlavourID(vendor: "nim", flavour: "web"))
        #expect(try FlavourConverter(from: "nim", to: "unified").translator.target.id == .unified)
        #expect(try FlavourConverter(from: "zim", to: "nim:web").translator.verify == false, "the read-back is off unless asked for")
        #expect(try FlavourConverter(from: "zim", to: "nim:web", verify: true).translator.verify)
        #expect(throws: FlavourCatalogError.autoTarget) { try FlavourConverter(from: "zim", to: "auto") }
        #expect(throws: FlavourCatalogError.unknownFlavour("icq", known: FlavourCatalog().names)) { try FlavourConverter(from: "icq", to: "zim") }
        #expect(
            FlavourCatalogError.unknownFlavour("icq", known: ["zim", "unified"]).description
                == "unknown flavour 'icq'; the flavours this build knows are: zim, unified (and auto, for reading)")
    }

    @Test func fallbackTextsTellTimesInTheZoneAskedFor() throws {
        let shanghai = try #require(TimeZone(identifier: "Asia/Shanghai"))
        let converter = try FlavourConverter(from: "unified", to: "tim:web", language: .simplifiedChinese, timeZone: shanghai)
        let muted = GroupEvent(
            kind: .memberMuted, groupID: "g1", actor: GroupMember(userID: "alice"), members: [GroupMember(userID: "bob")],
            mute: .until(milliseconds: 1_704_067_200_000), source: .composed)
        #expect(converter.translator.renderer.sentence(for: muted) == "alice 将 bob 禁言至 2024-01-01 08:00（Asia/Shanghai）")
        #expect(try FlavourConverter(from: "unified", to: "tim:web").translator.renderer.timeZone == SentenceRenderer.utc, "UTC by default")
    }

    @Test func mappingTablesAreMergedOverTheBuiltInOnes() throws {
        let table = try FlavourCatalog.mappingTable(
            bytes: Array(
                #"{"vendor": "zim", "flavours": [{"name": "sdk", "codeFields": ["event", "changeType"], "rules": [{"codes": {"event": 99}, "name": "Poll", "kind": "acme.poll"}]}]}"#
                    .utf8))
        #expect(try FlavourConverter(from: "zim", to: "unified").convert(Self.poll).events.first?.kind == .unrecognized)
        #expect(try FlavourConverter(from: "zim", to: "unified", mappings: [table]).convert(Self.poll).events.first?.kind.rawValue == "acme.poll")
        let acme = try MappingTable(bytes: Array(#"{"vendor": "acme"}"#.utf8))
        #expect(throws: FlavourCatalogError.unknownVendor("acme", known: ["zim", "nim", "tim"])) {
            try FlavourConverter(from: "zim", to: "zim", mappings: [acme])
        }
    }

    @Test func aWholeDocumentIsConvertedWithEveryDiagnosticLocated() throws {
        let converter = try FlavourConverter(from: "zim", to: "unified", idMap: IDMap(users: ["alice": "a2"]))
        let document = converter.convert(Array("\(Self.left)\n{\"type\": 32,,}\n\(Self.left)\n".utf8), file: "history.ndjson")
        #expect(document.framing == .lines)
        #expect(document.translations.map(\.outcome) == [.converted, .failed, .converted])
        #expect(document.records.count == 2 && document.records.allSatisfy { $0["actor"]?["userID"] == "a2" })
        let broken = try #require(document.diagnostics.first { $0.code == .malformedRecord })
        #expect(broken.location.description == "history.ndjson:2:13: record 2")
        let unmapped = try #require(document.diagnostics.first { $0.code == .unmappedID })
        #expect(unmapped.location.description == "history.ndjson:1:1: record 1: at $")
        #expect(document.unmappedIDs.groups == ["g1", "g1"])
        #expect(converter.convert(Data("[\(Self.left)]".utf8)).framing == .array, "Data, and an array")
    }

    @Test func aBrokenDocumentKeepsTheRecordsReadBeforeTheBreak() throws {
        let document = try FlavourConverter(from: "zim", to: "unified").convert(Array("[\(Self.left), \(Self.left) \(Self.left)]".utf8))
        #expect(document.records.count == 2)
        #expect(document.inputDiagnostics.map(\.code) == [.malformedInput])
        #expect(document.diagnostics.last?.code == .malformedInput)
    }

    @Test func eventsInHandAreTranslatedAsOneRecord() throws {
        let event = GroupEvent(
            kind: .memberLeft, groupID: "g1", actor: GroupMember(userID: "alice"), members: [GroupMember(userID: "alice")], source: .composed)
        let translation = try FlavourConverter(from: "unified", to: "zim", idMap: IDMap(groups: ["g1": "G1"])).convert([event])
        #expect(translation.outputs.first?["conversationID"] == "G1" && translation.outputs.first?["event"] == 5)
    }

    /// A thousand copies of a record, counting how many were taken, to see that translation is lazy.
    final class CountingRecords: Sequence, @unchecked Sendable {
        private(set) var taken = 0
        let record: JSONValue
        init(_ record: JSONValue) { self.record = record }
        func makeIterator() -> AnyIterator<JSONValue> {
            AnyIterator { [self] in
                guard taken < 1000 else { return nil }
                taken += 1
                return record
            }
        }
    }

    @Test func aSequenceIsTranslatedOneRecordAtATime() throws {
        let stream = CountingRecords(try JSONReader().read(Self.left))
        let translations = try FlavourConverter(from: "zim", to: "unified").convert(records: stream)
        var iterator = translations.makeIterator()
        #expect(iterator.next()?.events.first?.kind == .memberLeft)
        #expect(iterator.next()?.outcome == .converted)
        #expect(stream.taken == 2, "the stream is taken as far as asked")
    }

    @Test func anAsyncSequenceIsTranslatedAsRecordsArrive() async throws {
        let (records, continuation) = AsyncStream.makeStream(of: JSONValue.self)
        let converter = try FlavourConverter(from: "zim", to: "unified")
        var iterator = converter.convert(records: records).makeAsyncIterator()
        continuation.yield(try JSONReader().read(Self.left))
        #expect(await iterator.next()?.events.first?.actor?.userID == "alice")
        continuation.yield(.object(["type": 1, "conversationID": "g1", "message": "hi"]))
        #expect(await iterator.next()?.outcome == .passedThrough)
        continuation.finish()
        #expect(await iterator.next() == nil)
    }
}
