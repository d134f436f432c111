import GroupEvents
import GroupEventsJSON
import GroupEventsTestSupport
import NIMAdapter
import Testing

/// Golden tests over every `Fixtures/nim/<flavour>` case, each translated to the other NIM flavour
/// too, run by the checks every vendor's suite shares.
@Suite struct NIMGoldenTests {
    static let server = FixtureCase.all(vendor: "nim", flavour: "server")
    static let web = FixtureCase.all(vendor: "nim", flavour: "web")
    static let fixtures = server + web

    /// The adapter of a fixture's flavour and the one it is translated to, as the vendor plugs them in:
    /// each taking templates from the other's records.
    func adapters(_ fixture: FixtureCase) -> (own: any ModelFlavourAdapter, other: any FlavourAdapter) {
        let server = NIMServerAdapter(siblings: [NIMWebMapping.id: NIMWebCodec()])
        let web = NIMWebAdapter(siblings: [NIMServerMapping.id: NIMServerCodec()])
        return fixture.flavour == "server" ? (server, web) : (web, server)
    }

    func checks(_ fixture: FixtureCase) -> FlavourGoldenChecks { FlavourGoldenChecks(adapter: adapters(fixture).own) }

    /// Expects a check to find no problems, listing them when it does.
    func expectNone(_ problems: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")), sourceLocation: sourceLocation)
    }

    @Test func everyFlavourHasFixtures() {
        #expect(Self.server.count >= 60)
        #expect(Self.web.count >= 32)
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
