import GroupEventsCore
import GroupEventsTestSupport
import TIMAdapter
import Testing

/// Golden tests over every `Fixtures/tim/<flavour>` case of a flavour with an adapter, each translated
/// to every other TIM flavour too, run by the suite every vendor shares.
@Suite struct TIMGoldenTests {
    static let goldens = VendorGoldens(TIMVendor())

    @Test func everyFlavourHasFixtures() {
        #expect(FixtureCase.all(vendor: "tim", flavour: "web").count >= 46)
        #expect(FixtureCase.all(vendor: "tim", flavour: "v2").count >= 31)
        #expect(FixtureCase.all(vendor: "tim", flavour: "capi").count >= 60)
        #expect(FixtureCase.all(vendor: "tim", flavour: "server").count >= 37)
        #expect(FixtureCase.all(vendor: "tim", flavour: "callback").count >= 18)
        #expect(Self.goldens.adapters.map(\.id.description) == ["tim:web", "tim:v2", "tim:capi", "tim:server", "tim:callback"])
    }

    @Test(arguments: goldens.fixtures, VendorGoldens.Check.allCases) func meetsItsGoldens(_ fixture: FixtureCase, _ check: VendorGoldens.Check) throws {
        VendorGoldens.expectNone(try Self.goldens.problems(fixture, check))
    }
}
