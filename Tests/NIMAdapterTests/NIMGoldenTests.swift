import GroupEvents
import GroupEventsJSON
import GroupEventsTestSupport
import NIMAdapter
import Testing

/// Golden tests over every `Fixtures/nim/<flavour>` case, each translated to every other NIM flavour
/// too, run by the checks every vendor's suite shares.
@Suite struct NIMGoldenTests {
    static let server = FixtureCase.all(vendor: "nim", flavour: "server")
    static let web = FixtureCase.all(vendor: "nim", flavour: "web")
    static let v2 = FixtureCase.all(vendor: "nim", flavour: "v2")
    static let fixtures = server + web + v2

    /// Every NIM adapter as the vendor plugs them in, each taking templates from the others' records.
    static let adapters: [any ModelFlavourAdapter] = NIMVendor().adapters(table: NIMMappings.defaultTable).compactMap {
        $0 as? any ModelFlavourAdapter
    }

    /// The adapter of a fixture's flavour and those it is translated to: every other NIM flavour.
    func adapters(_ fixture: FixtureCase) -> (own: any ModelFlavourAdapter, others: [any FlavourAdapter]) {
        let own = Self.adapters.first { $0.id.flavour == fixture.flavour }!
        return (own, Self.adapters.filter { $0.id.flavour != fixture.flavour })
    }

    func checks(_ fixture: FixtureCase) -> FlavourGoldenChecks { FlavourGoldenChecks(adapter: adapters(fixture).own) }

    /// Expects a check to find no problems, listing them when it does.
    func expectNone(_ problems: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")), sourceLocation: sourceLocation)
    }

    @Test func everyFlavourHasFixtures() {
        #expect(Self.server.count >= 60)
        #expect(Self.web.count >= 32)
        #expect(Self.v2.count >= 43)
        #expect(Self.adapters.count == 3)
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

    @Test(arguments: fixtures) func translatesToEveryOtherFlavourGolden(_ fixture: FixtureCase) throws {
        for other in adapters(fixture).others {
            expectNone(try checks(fixture).translatesToGolden(fixture, target: other))
        }
    }
}
