import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import NIMAdapter
import Testing

/// The `nim:v2` mapping beyond the goldens: its codes are the op number and the `updatedTeamInfo`
/// keys, and an unknown type is an unknown code where the V2 message holds it.
@Suite struct NIMV2MappingTests {
    func decode(_ name: String) throws -> ([GroupEvent], [Diagnostic]) {
        try FlavourGoldenChecks(adapter: NIMV2Adapter()).decode(FixtureCase(vendor: "nim", flavour: "v2", name: name))
    }

    @Test func codesAreTheTypeAndTheUpdatedTeamInfoKeys() throws {
        let (events, diagnostics) = try decode("super-team-updated-chat-banned-mode-3")
        #expect(diagnostics.isEmpty)
        #expect(events.first?.source.codes["type"] == 404)
        #expect(events.first?.source.codes["updatedTeamInfo"] == .array(["name", "chatBannedMode"]))
    }

    @Test(arguments: [("unknown-type-minus-one", -1), ("unknown-type-12", 12)]) func anUnknownTypeIsAnUnknownCodeAtItsType(name: String, type: Int) throws {
        let (events, diagnostics) = try decode(name)
        #expect(events.map(\.kind) == [.unrecognized])
        #expect(events.first?.source.codes["type"] == .integer(Int64(type)))
        let paths = diagnostics.map { "\($0.code) \($0.location.path?.description ?? "")" }
        #expect(paths == ["unknown-code $.attachment.type"] || paths == ["unknown-code $.attachment.raw~.id"], "\(paths)")
    }
}
