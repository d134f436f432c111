import GroupEventsCore
import GroupEventsTestSupport
import Testing
import ZIMAdapter

/// Golden tests over every `Fixtures/zim/<flavour>` case, each translated to the other ZIM flavour too,
/// run by the suite every vendor shares.
@Suite struct ZIMGoldenTests {
    static let goldens = VendorGoldens(ZIMVendor())

    @Test func everyFlavourHasFixtures() {
        #expect(FixtureCase.all(vendor: "zim", flavour: "sdk").count >= 25)
        #expect(FixtureCase.all(vendor: "zim", flavour: "callback").count >= 6)
        #expect(Self.goldens.adapters.count == 2)
    }

    @Test(arguments: goldens.fixtures, VendorGoldens.Check.allCases) func meetsItsGoldens(_ fixture: FixtureCase, _ check: VendorGoldens.Check) throws {
        VendorGoldens.expectNone(try Self.goldens.problems(fixture, check))
    }
}
