import GroupEventsCore
import GroupEventsJSON
import GroupEvents
import GroupEventsTestSupport
import Testing

/// What only a record's source record holds (an application's extension data, an undocumented key,
/// a code no table knows) is said to be kept there only where the output keeps that record, and is
/// reported by name as left out everywhere else: another flavour, or `--id-map`.
@Suite struct SourceRecordFateTests {
    let catalog = FlavourCatalog()

    func translate(_ path: String, from source: String, to target: String, idMap: IDMap? = nil) throws -> RecordTranslation {
        let record = try #require(try GoldenFile.read("Fixtures/" + path), "\(path) is JSON")
        let translator = Translator(
            source: .flavour(try catalog.adapter(named: source)), target: try catalog.adapter(named: target), idMap: idMap)
        return translator.translate(record)
    }

    static let extended = "zim/sdk/member-left-extended-data-dart-newer.json"
    static let uncarried = [JSONPath(keys: "extendedData"), JSONPath(keys: "localExtendedData"), JSONPath(keys: "threadRootID")]

    @Test func zimExtensionDataAndUnknownKeysAreNamedWhereTIMLeavesThemOut() throws {
        let toTIM = try translate(Self.extended, from: "zim:sdk", to: "tim:web")
        let named = toTIM.diagnostics.filter { $0.fields.first.map { JSONPath(keys: "source", "record").isPrefix(of: $0) } == true }
        #expect(named.map(\.location.path) == Self.uncarried)
        #expect(named.allSatisfy { $0.code == .fieldDropped && $0.severity == .warning })
        #expect(named.allSatisfy { $0.message.hasSuffix("; tim:web keeps no source record and has no place for this, so it is left out") })
    }

    @Test func whereTheOutputKeepsTheSourceRecordNothingIsLost() throws {
        for target in ["unified", "zim:sdk"] {
            let kept = try translate(Self.extended, from: "zim:sdk", to: target)
            #expect(kept.diagnostics.filter { $0.location.path.map(Self.uncarried.contains) == true }.isEmpty, "\(target)")
        }
        let decoded = Translator(source: .flavour(try catalog.adapter(named: "zim:sdk")), target: UnifiedAdapter())
            .decode(try #require(try GoldenFile.read("Fixtures/" + Self.extended)))
        #expect(decoded.diagnostics.isEmpty, "validate and describe: the events hold their source record")
    }

    @Test func anIDMapLeavesTheSourceRecordOutAndSaysSo() throws {
        let mapped = try translate(Self.extended, from: "zim:sdk", to: "unified", idMap: IDMap(users: ["u_party": "p2"]))
        let named = mapped.diagnostics.filter { $0.location.path.map(Self.uncarried.contains) == true }
        #expect(named.count == 3)
        #expect(named.allSatisfy { $0.message.hasSuffix("; --id-map leaves the source record out, so this is left out") })
    }

    @Test func aCodeNoTableKnowsIsKeptOnlyWhereTheSourceRecordIs() throws {
        let path = "tim/web/group-profile-unknown-key.json"
        let unified = try translate(path, from: "tim:web", to: "unified").diagnostics.map(\.message)
        #expect(unified == ["TIM group changes inviteOption are not in the tim:web table; kept in the source record only"])
        let capi = try translate(path, from: "tim:web", to: "tim:capi").diagnostics.map(\.message)
        let capiLoss =
            "TIM group changes inviteOption are not in the tim:web table; tim:capi keeps no source record and has no place for this, so it is left out"
        #expect(capi == [capiLoss])
        let zim = try translate(path, from: "tim:web", to: "zim:sdk").diagnostics.map(\.message)
        #expect(zim.first?.hasSuffix("zim:sdk keeps no source record and has no place for this, so it is left out") == true)
    }

    /// Unified input carries its events' source records as they came; what only they hold is found as
    /// their own flavour finds it, at its place in the unified record, and settled the same way.
    @Test func aUnifiedEventsSourceRecordIsLookedAtWhereItIsLeftOut() throws {
        let record = try #require(try GoldenFile.read("Fixtures/" + Self.extended))
        let unified = try #require(
            Translator(source: .flavour(try catalog.adapter(named: "zim:sdk")), target: UnifiedAdapter()).translate(record).outputs.first)
        let inUnified = Self.uncarried.map { JSONPath(JSONPath(keys: "source", "record").components + $0.components) }
        let fromUnified = { (target: String) in
            Translator(source: try self.catalog.source(named: "unified"), target: try self.catalog.adapter(named: target)).translate(unified)
        }
        let toTIM = try fromUnified("tim:web")
        #expect(toTIM.diagnostics.compactMap(\.location.path).filter(inUnified.contains) == inUnified)
        #expect(toTIM.diagnostics.filter { $0.location.path.map(inUnified.contains) == true }.allSatisfy { $0.code == .fieldDropped })
        for kept in ["zim:sdk", "unified"] {
            #expect(try fromUnified(kept).diagnostics.filter { $0.location.path.map(inUnified.contains) == true }.isEmpty, "\(kept) keeps it")
        }
    }
}
