import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import ParrotVendor
import Testing

/// The embedded Parrot table: every kind has a level, and every row is exercised by a fixture.
@Suite struct ParrotMappingsTests {
    @Test func everyFlavourListsEveryPredefinedKind() {
        for flavour in ParrotMappings.defaultTable.flavours {
            let missing = GroupEventKind.predefined.filter { flavour.capabilities[$0] == nil }
            #expect(missing.isEmpty, "\(flavour.name) has no capability for \(missing)")
        }
    }

    @Test func everyRuleIsExercisedByAFixture() throws {
        let checks = FlavourGoldenChecks(adapter: ParrotHookAdapter())
        var seen: Set<JSONObject> = []
        for fixture in FixtureCase.all(vendor: "parrot", flavour: "hook") {
            for event in try checks.decode(fixture).0 { seen.insert(event.source.codes) }
        }
        let table = try #require(checks.adapter.table)
        let unexercised = table.rules.filter { rule in !seen.contains { table.rules(matching: $0).rules.contains(rule) } }
        #expect(unexercised.isEmpty, "rules without a fixture: \(unexercised.map(\.name))")
    }
}
