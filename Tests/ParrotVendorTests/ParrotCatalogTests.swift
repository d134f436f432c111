import GroupEvents
import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import ParrotVendor
import Testing

/// Parrot plugged into the catalog beside the built-in vendors, as `docs/adding-a-vendor.md` plugs it
/// in: found by name and by `--from auto`, translated to every vendor and back, falling back where
/// it must, and passing its text messages through.
@Suite struct ParrotCatalogTests {
    static let catalog = FlavourCatalog(vendors: FlavourCatalog.builtInVendors + [ParrotVendor()])
    static let parrotFixtures = FixtureCase.all(vendor: "parrot", flavour: "hook")
    /// One flavour of each built-in vendor, each translated to and from.
    static let otherVendors = ["zim:sdk", "nim:web", "tim:web"]

    /// A translator between two flavours of the catalog, as `FlavourConverter` makes one.
    static func translator(from source: String, to target: String, fallback: FallbackPolicy = .text) throws -> Translator {
        Translator(
            source: try catalog.source(named: source), target: try catalog.target(named: target), fallback: fallback,
            renderer: catalog.renderer(language: .english))
    }

    /// The record of a file under the repository.
    static func record(_ path: String) throws -> JSONValue {
        try #require(try GoldenFile.read(path), "\(path) is read")
    }

    @Test func theCatalogNamesParrot() throws {
        #expect(Self.catalog.names.suffix(3) == ["parrot", "parrot:hook", "unified"])
        #expect(try Self.catalog.adapter(named: "parrot").id == FlavourID(vendor: "parrot", flavour: "hook"))
        #expect(Self.catalog.tables.last?.vendor == "parrot")
    }

    @Test(arguments: parrotFixtures) func autoDetectionFindsParrot(_ fixture: FixtureCase) throws {
        guard case .adapter(let adapter) = try Self.catalog.source(named: "auto").choice(for: try Self.record(fixture.recordPath)) else {
            Issue.record("\(fixture) is not detected as one flavour")
            return
        }
        #expect(adapter.id.description == "parrot:hook")
    }

    @Test func parrotClaimsNoRecordOfAnotherFlavour() throws {
        let parrot = try Self.catalog.adapter(named: "parrot")
        for adapter in FlavourCatalog().adapters where adapter.id != .unified {
            for fixture in FixtureCase.all(vendor: adapter.id.vendor, flavour: adapter.id.flavour) {
                #expect(!parrot.recognizes(try FieldReader(record: try Self.record(fixture.recordPath))), "parrot:hook claims \(fixture)")
                if let unified = try GoldenFile.read(fixture.unifiedPath)?.objectValue {
                    #expect(!parrot.recognizes(FieldReader(unified)), "parrot:hook claims \(fixture.unifiedPath)")
                }
            }
        }
    }

    @Test(arguments: parrotFixtures) func eachRecordTranslatesToEveryVendorAsItsGoldensSay(_ fixture: FixtureCase) throws {
        let checks = FlavourGoldenChecks(adapter: ParrotHookAdapter())
        for target in Self.otherVendors {
            VendorGoldens.expectNone(try checks.translatesToGolden(fixture, target: try Self.catalog.adapter(named: target)))
        }
    }

    /// Members added and removed go to every vendor and come back as the record they were, but the
    /// key the hook does not know (`trace`), which no other vendor has a place for.
    @Test(arguments: ["member-added", "member-removed"]) func membersComeBackFromEveryVendor(_ name: String) throws {
        let fixture = FixtureCase(vendor: "parrot", flavour: "hook", name: name)
        let record = try #require(try Self.record(fixture.recordPath).objectValue)
        let expected = JSONObject(members: record.members.filter { $0.key != "trace" })
        for vendor in Self.otherVendors {
            let parts = vendor.split(separator: ":").map(String.init)
            let written = try Self.record(fixture.translationPath(vendor: parts[0], flavour: parts[1]))
            let back = try Self.translator(from: vendor, to: "parrot").translate(written)
            #expect(back.outputs == [.object(expected)], "\(name) via \(vendor): \(back.diagnostics)")
        }
    }

    @Test func anEventParrotCannotSayBecomesATextMessage() throws {
        let transfer = try Self.record("Fixtures/zim/sdk/owner-transferred-web.json")
        let written = try Self.translator(from: "zim", to: "parrot").translate(transfer)
        let message = try #require(written.outputs.first?.objectValue, "one text message")
        #expect(written.outputs.count == 1)
        #expect(message["kind"] == "text" && message["group"] != nil && message["by"] == nil)
        #expect(message["text"]?.stringValue?.contains("owner") == true, "\(message)")
        #expect(written.diagnostics.map(\.code) == [.unsupportedEvent], "\(written.diagnostics)")

        let dropped = try Self.translator(from: "zim", to: "parrot", fallback: .drop).translate(transfer)
        #expect(dropped.outputs.isEmpty && dropped.diagnostics.map(\.code) == [.unsupportedEvent])
    }

    @Test func aProfileChangeWithoutANameFallsBack() throws {
        let notice = try Self.record("Fixtures/zim/sdk/group-notice-changed-web.json")
        let written = try Self.translator(from: "zim", to: "parrot").translate(notice)
        #expect(written.outputs.first?["kind"] == "text")
        #expect(written.diagnostics.contains { $0.code == .unsupportedEvent && $0.message.contains("no other profile change") }, "\(written.diagnostics)")
    }

    @Test func aJoinOfAnotherKindSaysWhatItLost() throws {
        let joined = try Self.record("Fixtures/zim/sdk/member-joined-web.json")
        let written = try Self.translator(from: "zim", to: "parrot").translate(joined)
        #expect(written.outputs.first?["kind"] == "member_added")
        let lost = written.diagnostics.filter { $0.code == .fieldDropped }.flatMap(\.fields)
        #expect(lost.contains(JSONPath(keys: "joinMethod")), "\(written.diagnostics)")
        #expect(lost.contains(JSONPath(keys: "members").appending(index: 0).appending(key: "name")), "a hook names people by ID only")
    }

    @Test func aTextMessagePassesThrough() throws {
        let text = try Self.record("Fixtures/parrot/hook/text-message.json")
        let written = try Self.translator(from: "auto", to: "zim").translate(text)
        #expect(written.outputs == [text])
        #expect(written.diagnostics.map(\.code) == [.notAnEvent])
    }

    @Test func aKindTheTableDoesNotKnowIsReported() throws {
        let pinned = try Self.record("Fixtures/parrot/hook/message-pinned.json")
        let decoded = try Self.translator(from: "parrot", to: "unified").decode(pinned)
        #expect(decoded.events.map(\.kind) == [.unrecognized])
        #expect(decoded.diagnostics.map(\.code) == [.unknownCode] && decoded.diagnostics.first?.location.path == JSONPath(keys: "kind"))
    }

    @Test func aBrokenRecordSaysWhere() throws {
        let broken: JSONValue = .object(["kind": "member_added", "group": "g1", "who": "u2"])
        let decoded = try Self.translator(from: "parrot", to: "unified").decode(broken)
        #expect(decoded.outcome == .failed)
        #expect(decoded.diagnostics.first?.code == .malformedRecord && decoded.diagnostics.first?.location.path == JSONPath(keys: "who"))
    }
}
