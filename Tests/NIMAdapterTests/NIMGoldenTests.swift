import GroupEvents
import GroupEventsJSON
import GroupEventsTestSupport
import NIMAdapter
import Testing

/// Golden tests over every `Fixtures/nim/server` case, run by the checks every vendor's suite shares.
@Suite struct NIMGoldenTests {
    static let fixtures = FixtureCase.all(vendor: "nim", flavour: "server")

    func checks() -> FlavourGoldenChecks { FlavourGoldenChecks(adapter: NIMServerAdapter()) }

    /// Expects a check to find no problems, listing them when it does.
    func expectNone(_ problems: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")), sourceLocation: sourceLocation)
    }

    @Test func theFlavourHasFixtures() {
        #expect(Self.fixtures.count >= 60)
    }

    @Test(arguments: fixtures) func decodesToUnifiedGolden(_ fixture: FixtureCase) throws {
        expectNone(try checks().decodesToGolden(fixture))
    }

    @Test(arguments: fixtures) func reencodesToTheInput(_ fixture: FixtureCase) throws {
        expectNone(try checks().reencodesToInput(fixture))
    }

    @Test(arguments: fixtures) func codecReproducesTheInput(_ fixture: FixtureCase) throws {
        expectNone(try checks().codecReproducesInput(fixture))
    }

    @Test(arguments: fixtures) func survivesUnifiedJSON(_ fixture: FixtureCase) throws {
        expectNone(try checks().survivesUnifiedJSON(fixture))
    }

    @Test(arguments: fixtures) func survivesFreshEncoding(_ fixture: FixtureCase) throws {
        expectNone(try checks().survivesFreshEncoding(fixture))
    }
}
