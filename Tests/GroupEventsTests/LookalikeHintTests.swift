import Foundation
import GroupEventsCore
import GroupEventsJSON
import GroupEvents
import GroupEventsTestSupport
import Testing

/// A record refused under a named `--from` flavour that another flavour recognizes says which, and
/// how to read it; a record no other flavour recognizes, or one with its own flavour's marks, says nothing more.
@Suite struct LookalikeHintTests {
    static let catalog = FlavourCatalog()

    /// The messages of the malformed-record diagnostics reading `record` under the flavour `name` gives.
    func refusals(of record: JSONValue, under name: String) throws -> [String] {
        let translation = Translator(source: try Self.catalog.source(named: name), target: UnifiedAdapter()).decode(record)
        return translation.diagnostics.filter { $0.code == .malformedRecord }.map(\.message)
    }

    /// The fixture record at `path`.
    func fixture(_ path: String) throws -> JSONValue {
        try #require(try GoldenFile.read(path), "\(path) is read")
    }

    @Test func aRecordOfAnotherFlavourOfTheVendorIsNamed() throws {
        #expect(
            try refusals(of: fixture("Fixtures/tim/callback/group-created.json"), under: "tim:web")
                == [#"missing required string "type"; it looks like tim:callback: use --from auto or --from tim:callback"#])
        #expect(
            try refusals(of: fixture("Fixtures/zim/callback/group-create-ms-timestamp.json"), under: "zim:sdk")
                == ["expected an integer, found string; it looks like zim:callback: use --from auto or --from zim:callback"])
        #expect(
            try refusals(of: fixture("Fixtures/nim/v2/apply-passed.json"), under: "nim:server")
                == [#"missing required integer "id"; it looks like nim:v2: use --from auto or --from nim:v2"#])
        let v2 = try fixture("Fixtures/nim/v2/apply-passed.json")
        #expect(try refusals(of: v2, under: "nim") == refusals(of: v2, under: "nim:server"), "a vendor alone names its first flavour")
    }

    /// Every fixture read under every other flavour: whatever the other flavour refuses is said to look
    /// like the fixture's own flavour (the catalog's tests show that no other flavour recognizes it).
    @Test func everyRefusedFixtureNamesItsOwnFlavour() throws {
        var refused = 0
        for adapter in Self.catalog.adapters where adapter.id != .unified {
            for fixture in FixtureCase.all(vendor: adapter.id.vendor, flavour: adapter.id.flavour) {
                let record = try self.fixture(fixture.recordPath)
                for other in Self.catalog.adapters where other.id != adapter.id {
                    for message in try refusals(of: record, under: other.id.description) {
                        refused += 1
                        #expect(
                            message.hasSuffix("; it looks like \(adapter.id): use --from auto or --from \(adapter.id)"),
                            "\(fixture) under \(other.id): \(message)")
                    }
                }
            }
        }
        #expect(refused > 100, "most flavours refuse most other flavours' records")
    }

    /// The malformed fixtures (`Fixtures/<vendor>/malformed/<flavour>-…`) have their own flavour's marks
    /// and break its rules: refused under it, with no flavour suggested.
    @Test func aBrokenRecordOfTheNamedFlavourGetsNoHint() throws {
        var checked = 0
        for vendor in ["zim", "nim", "tim"] {
            for broken in FixtureCase.all(vendor: vendor, flavour: "malformed") {
                let flavour = String(broken.name.prefix { $0 != "-" })
                let messages = try refusals(of: fixture(broken.recordPath), under: "\(vendor):\(flavour)")
                #expect(messages.count == 1, "\(broken) is refused")
                #expect(!messages.contains { $0.contains("looks like") }, "\(broken): \(messages)")
                checked += 1
            }
        }
        #expect(checked >= 20)
    }

    @Test func aRecordNoFlavourRecognizesGetsNoHint() throws {
        #expect(try refusals(of: .object(["payload": .object(["operationType": 1])]), under: "tim:web") == [#"missing required string "type""#])
    }

    @Test func detectionNamesNoFlavourBeyondItsChoice() throws {
        let record = try fixture("Fixtures/tim/malformed/web-tip-operation-type-string.json")
        let messages = try refusals(of: record, under: "auto")
        #expect(messages.count == 1 && !messages[0].contains("looks like"))
    }
}
