import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import NIMAdapter
import Testing

/// NIM records of every flavour bent out of shape — inside the server's `attach` string too — never crash the adapter: each is
/// converted, reported as malformed, or passed through, and whatever converts is written back by the
/// mapping and the codec as it was.
@Suite struct NIMMutationTests {
    static let mutations = MutationChecks(
        replacements: [
            .null, true, "", "6128405905923021606", 0, 1, -1, 404, 409, .number(JSONNumber(uncheckedText: "99999999999999999999")),
            .number(JSONNumber(uncheckedText: "1.5")), .array([]), .object([:]), .array(["mei.ch"]), .object(["1": "kai_w"]), "{\"id\":3",
        ],
        entersEmbeddedJSON: true)

    @Test func mutatedServerRecordsNeverCrashAndConvertedOnesRoundTrip() throws {
        let (_, problems) = try Self.mutations.run(
            FlavourGoldenChecks(adapter: NIMServerAdapter()), fixtures: FixtureCase.all(vendor: "nim", flavour: "server"), seed: 7)
        #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
    }

    @Test func mutatedWebRecordsNeverCrashAndConvertedOnesRoundTrip() throws {
        let (_, problems) = try Self.mutations.run(
            FlavourGoldenChecks(adapter: NIMWebAdapter()), fixtures: FixtureCase.all(vendor: "nim", flavour: "web"), seed: 7)
        #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
    }

    @Test func mutatedV2RecordsNeverCrashAndConvertedOnesRoundTrip() throws {
        let (_, problems) = try Self.mutations.run(
            FlavourGoldenChecks(adapter: NIMV2Adapter()), fixtures: FixtureCase.all(vendor: "nim", flavour: "v2"), seed: 7)
        #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
    }
}
