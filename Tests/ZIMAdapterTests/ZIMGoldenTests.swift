import GroupEvents
import GroupEventsJSON
import GroupEventsTestSupport
import Testing
import ZIMAdapter

/// Golden tests over every `Fixtures/zim/<flavour>` case, each translated to the other ZIM flavour too.
@Suite struct ZIMGoldenTests {
    static let sdk = FixtureCase.all(vendor: "zim", flavour: "sdk")
    static let callback = FixtureCase.all(vendor: "zim", flavour: "callback")
    static let fixtures = sdk + callback

    /// The adapter of a fixture's flavour and the one it is translated to.
    func adapters(_ fixture: FixtureCase) -> (own: any ModelFlavourAdapter, other: any FlavourAdapter) {
        fixture.flavour == "sdk" ? (ZIMSDKAdapter(), ZIMCallbackAdapter()) : (ZIMCallbackAdapter(), ZIMSDKAdapter())
    }

    func checks(_ fixture: FixtureCase) -> FlavourGoldenChecks { FlavourGoldenChecks(adapter: adapters(fixture).own) }

    /// Expects a check to find no problems, listing them when it does.
    func expectNone(_ problems: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")), sourceLocation: sourceLocation)
    }

    @Test func everyFlavourHasFixtures() {
        #expect(Self.sdk.count >= 25)
        #expect(Self.callback.count >= 6)
    }

    @Test(arguments: fixtures) func decodesToUnifiedGolden(_ fixture: FixtureCase) throws {
        expectNone(try checks(fixture).decodesToGolden(fixture))
    }

    @Test(arguments: fixtures) func reencodesToTheInput(_ fixture: FixtureCase) throws {
        expectNone(try checks(fixture).reencodesToInput(fixture))
    }

    @Test(arguments: fixtures) func codecReproducesTheInput(_ fixture: FixtureCase) throws {
        expectNone(try checks(fixture).codecReproducesInput(fixture))
    }

    @Test(arguments: fixtures) func survivesUnifiedJSON(_ fixture: FixtureCase) throws {
        expectNone(try checks(fixture).survivesUnifiedJSON(fixture))
    }

    @Test(arguments: fixtures) func survivesFreshEncoding(_ fixture: FixtureCase) throws {
        expectNone(try checks(fixture).survivesFreshEncoding(fixture))
    }

    @Test(arguments: fixtures) func translatesToTheOtherFlavourGolden(_ fixture: FixtureCase) throws {
        expectNone(try checks(fixture).translatesToGolden(fixture, target: adapters(fixture).other))
    }
}
