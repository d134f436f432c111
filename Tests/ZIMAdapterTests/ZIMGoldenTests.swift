import GroupEvents
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

    @Test(arguments: goldens.fixtures) func translatesToTheOtherFlavourGolden(_ fixture: FixtureCase) throws {
        VendorGoldens.expectNone(try Self.goldens.translationProblems(fixture))
    }
}
