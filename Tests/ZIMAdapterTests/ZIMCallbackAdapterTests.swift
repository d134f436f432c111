import GroupEvents
import GroupEventsJSON
import GroupEventsTestSupport
import Testing
import ZIMAdapter

/// Golden tests over every `Fixtures/zim/callback` case.
@Suite struct ZIMCallbackAdapterTests {
    static let fixtures = FixtureCase.all(vendor: "zim", flavour: "callback")
    let checks = FlavourGoldenChecks(adapter: ZIMCallbackAdapter())

    @Test func fixturesExist() {
        #expect(Self.fixtures.count >= 6)
    }

    @Test(arguments: fixtures) func decodesToUnifiedGolden(_ fixture: FixtureCase) throws {
        #expect(try checks.decodesToGolden(fixture) == [])
    }

    @Test(arguments: fixtures) func reencodesToTheInput(_ fixture: FixtureCase) throws {
        #expect(try checks.reencodesToInput(fixture) == [])
    }

    @Test(arguments: fixtures) func codecReproducesTheInput(_ fixture: FixtureCase) throws {
        #expect(try FlavourGoldenChecks.codecReproducesInput(fixture, adapter: ZIMCallbackAdapter()) == [])
    }

    @Test(arguments: fixtures) func survivesUnifiedJSON(_ fixture: FixtureCase) throws {
        #expect(try checks.survivesUnifiedJSON(fixture) == [])
    }

    @Test(arguments: fixtures) func survivesFreshEncoding(_ fixture: FixtureCase) throws {
        #expect(try checks.survivesFreshEncoding(fixture) == [])
    }

    @Test(arguments: fixtures) func translatesToSDKGolden(_ fixture: FixtureCase) throws {
        #expect(try checks.translatesToGolden(fixture, target: ZIMSDKAdapter()) == [])
    }
}
