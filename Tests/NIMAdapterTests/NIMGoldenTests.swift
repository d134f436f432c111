import GroupEventsCore
import GroupEventsTestSupport
import NIMAdapter
import Testing

/// Golden tests over every `Fixtures/nim/<flavour>` case, each translated to every other NIM flavour
/// too, run by the suite every vendor shares.
@Suite struct NIMGoldenTests {
    static let goldens = VendorGoldens(NIMVendor())

    @Test func everyFlavourHasFixtures() {
        #expect(FixtureCase.all(vendor: "nim", flavour: "server").count >= 60)
        #expect(FixtureCase.all(vendor: "nim", flavour: "web").count >= 32)
        #expect(FixtureCase.all(vendor: "nim", flavour: "v2").count >= 43)
        #expect(Self.goldens.adapters.count == 3)
    }

    @Test(arguments: goldens.fixtures, VendorGoldens.Check.allCases) func meetsItsGoldens(_ fixture: FixtureCase, _ check: VendorGoldens.Check) throws {
        VendorGoldens.expectNone(try Self.goldens.problems(fixture, check))
    }
}
