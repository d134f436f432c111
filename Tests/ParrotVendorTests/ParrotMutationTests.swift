import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import ParrotVendor
import Testing

/// Records bent out of shape — values of the wrong type, missing keys, huge numbers, unknown kinds —
/// never crash the Parrot adapter: each is converted, reported as malformed, or passed through, and
/// whatever converts survives the trip back to Parrot.
@Suite struct ParrotMutationTests {
    static let mutations = MutationChecks(replacements: [
        .null, true, "", "text", "member_added", 0, -1, .number(JSONNumber(uncheckedText: "99999999999999999999")),
        .number(JSONNumber(uncheckedText: "1.5")), .array([]), .object([:]), .array([7]),
    ])

    @Test func mutatedRecordsNeverCrashAndConvertedOnesRoundTrip() throws {
        let adapter = ParrotHookAdapter()
        let (_, problems) = try Self.mutations.run(
            FlavourGoldenChecks(adapter: adapter), fixtures: FixtureCase.all(vendor: "parrot", flavour: "hook"), seed: 1
        ) { events in
            for event in events {
                _ = Translator(source: .flavour(UnifiedAdapter()), target: adapter).translate(.object(UnifiedEncoder.encode(event)))
            }
        }
        #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
    }
}
