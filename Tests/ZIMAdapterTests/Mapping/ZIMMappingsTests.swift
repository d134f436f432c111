import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import Testing
import ZIMAdapter

/// The embedded ZIM table: readable, the same as `Mappings/zim.json`, and every row exercised.
@Suite struct ZIMMappingsTests {
    @Test func embeddedTableIsTheMappingsFile() throws {
        let file = try #require(Repository.bytes("Mappings/zim.json"))
        let table = try MappingTable(bytes: file, file: "Mappings/zim.json", vocabularies: [ZIMMappings.vocabulary])
        #expect(ZIMMappings.defaultTable == table, "vendor, title, every flavour (fields, rules, capabilities, notes) and every value table")
    }

    @Test func everyFlavourListsEveryPredefinedKind() {
        for flavour in ZIMMappings.defaultTable.flavours {
            let missing = GroupEventKind.predefined.filter { flavour.capabilities[$0] == nil }
            #expect(missing.isEmpty, "\(flavour.name) has no capability for \(missing)")
        }
    }

    @Test(arguments: [("sdk", ZIMSDKAdapter() as any ModelFlavourAdapter), ("callback", ZIMCallbackAdapter())])
    func everyRuleIsExercisedByAFixture(flavour: String, adapter: any ModelFlavourAdapter) throws {
        let checks = FlavourGoldenChecks(adapter: adapter)
        var seen: Set<JSONObject> = []
        for fixture in FixtureCase.all(vendor: "zim", flavour: flavour) {
            for event in try checks.decode(fixture).0 { seen.insert(event.source.codes) }
        }
        let table = try #require(adapter.table)
        let unexercised = table.rules.filter { rule in !seen.contains { table.rules(matching: $0).rules.contains(rule) } }
        #expect(unexercised.isEmpty, "rules without a fixture: \(unexercised.map(\.name))")
    }

    @Test func everyValueRowIsExercisedByAFixture() throws {
        let checks = FlavourGoldenChecks(adapter: ZIMSDKAdapter())
        var roles: Set<Int64> = []
        var flags: Int64 = 0
        var modes: Set<Int64> = []
        for fixture in FixtureCase.all(vendor: "zim", flavour: "sdk") {
            let record = try checks.record(fixture)
            for user in (record["targetUserList"]?.arrayValue ?? []) + [record["operatedUser"] ?? .null] {
                if let role = user["memberRole"]?.numberValue?.int64 { roles.insert(role) }
            }
            let change = record["changeInfo"]
            if change?["type"]?.numberValue?.int64 == 1 { flags |= change?["groupDataFlag"]?.numberValue?.int64 ?? 0 }
            if let mode = (change?["groupMutedInfo"] ?? change?["groupMuteInfo"])?["mode"]?.numberValue?.int64 { modes.insert(mode) }
        }
        let values = ZIMMappings.defaultTable
        let tableRoles = Set(values.values(named: "memberRole").entries.compactMap { $0.value.numberValue?.int64 })
        #expect(tableRoles.isSubset(of: roles))
        #expect(values.values(named: "groupDataFlag").entries.allSatisfy { flags & ($0.value.numberValue?.int64 ?? 0) != 0 })
        let tableModes = Set(values.values(named: "groupMuteMode").entries.compactMap { $0.value.numberValue?.int64 })
        #expect(tableModes.isSubset(of: modes))
        let aliases = values.values(named: "callbackEventAlias").entries.compactMap(\.value.stringValue)
        let callbackEvents = try FixtureCase.all(vendor: "zim", flavour: "callback").compactMap {
            try FlavourGoldenChecks(adapter: ZIMCallbackAdapter()).record($0)["event"]?.stringValue
        }
        let seenEvents = Set(callbackEvents)
        #expect(Set(aliases).isSubset(of: seenEvents))
    }
}
