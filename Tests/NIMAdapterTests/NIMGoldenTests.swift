import GroupEvents
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

    @Test(arguments: goldens.fixtures) func decodesToUnifiedGolden(_ fixture: FixtureCase) throws {
        VendorGoldens.expectNone(try Self.goldens.checks(fixture).decodesToGolden(fixture))
    }

    @Test(arguments: goldens.fixtures) func reencodesToTheInput(_ fixture: FixtureCase) throws {
        VendorGoldens.expectNone(try Self.goldens.checks(fixture).reencodesToInput(fixture))
    }

    @Test(arguments: goldens.fixtures) func codecReproducesTheInput(_ fixture: FixtureCase) throws {
        VendorGoldens.expectNone(try Self.goldens.checks(fixture).codecReproducesInput(fixture))
    }

    @Test(arguments: goldens.fixtures) func survivesUnifiedJSON(_ fixture: FixtureCase) throws {
        VendorGoldens.expectNone(try Self.goldens.checks(fixture).survivesUnifiedJSON(fixture))
    }

    @Test(arguments: goldens.fixtures) func survivesFreshEncoding(_ fixture: FixtureCase) throws {
        VendorGoldens.expectNone(try Self.goldens.checks(fixture).survivesFreshEncoding(fixture))
    }

    @Test(arguments: goldens.fixtures) func translatesToEveryOtherFlavourGolden(_ fixture: FixtureCase) throws {
        VendorGoldens.expectNone(try Self.goldens.translationProblems(fixture))
    }
}
