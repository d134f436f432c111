import GroupEventsTestSupport
import ParrotVendor
import Testing

/// Golden tests over every `Fixtures/parrot/hook` case, run by the suite every vendor shares.
@Suite struct ParrotGoldenTests {
    static let goldens = VendorGoldens(ParrotVendor())

    @Test func theFlavourHasFixtures() {
        #expect(FixtureCase.all(vendor: "parrot", flavour: "hook").count == 5)
        #expect(Self.goldens.adapters.count == 1)
    }

    @Test(arguments: goldens.fixtures, VendorGoldens.Check.allCases) func meetsItsGoldens(_ fixture: FixtureCase, _ check: VendorGoldens.Check) throws {
        VendorGoldens.expectNone(try Self.goldens.problems(fixture, check))
    }
}
