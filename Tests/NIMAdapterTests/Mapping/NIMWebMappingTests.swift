import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import NIMAdapter
import Testing

/// The `nim:web` mapping beyond the goldens: its codes are the Web SDK's names, and an op the SDK
/// has no name for is an unknown code where the web message holds it.
@Suite struct NIMWebMappingTests {
    func decode(_ name: String) throws -> ([GroupEvent], [Diagnostic]) {
        try FlavourGoldenChecks(adapter: NIMWebAdapter()).decode(FixtureCase(vendor: "nim", flavour: "web", name: name))
    }

    @Test func codesAreTheSDKsNames() throws {
        let (events, diagnostics) = try decode("super-team-updated")
        #expect(diagnostics.isEmpty)
        #expect(events.first?.source.codes["type"] == "updateSuperTeam")
        #expect(events.first?.source.codes["teamKeys"] == .array(["name", "intro", "mute", "muteType"]))
    }

    @Test func anUnnamedOpIsAnUnknownCodeAtItsType() throws {
        let (events, diagnostics) = try decode("unknown-type-number")
        #expect(events.map(\.kind) == [.unrecognized])
        #expect(events.first?.source.codes["type"] == 11)
        #expect(diagnostics.map { "\($0.code) \($0.location.path?.description ?? "")" } == ["unknown-code $.attach.type"])
    }
}
