import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import Testing
import ZIMAdapter

/// Records bent out of shape — values of the wrong type, missing keys, huge or negative numbers,
/// unknown codes — never crash a ZIM adapter: each is converted, reported as malformed, or passed
/// through, and whatever converts survives the trip back to ZIM and to the other flavour.
@Suite struct ZIMMutationTests {
    static let mutations = MutationChecks(replacements: [
        .null, true, "", "7392815520153600001", 0, -1, 99, .number(JSONNumber(uncheckedText: "99999999999999999999")),
        .number(JSONNumber(uncheckedText: "1.5")), .array([]), .object([:]), .array([.object(["userID": 7])]),
    ])

    @Test(arguments: ["sdk", "callback"]) func mutatedRecordsNeverCrashAndConvertedOnesRoundTrip(flavour: String) throws {
        let adapters: [any ModelFlavourAdapter] = [ZIMSDKAdapter(), ZIMCallbackAdapter()]
        let own = try #require(adapters.first { $0.id.flavour == flavour })
        let other = try #require(adapters.first { $0.id.flavour != flavour })
        let (_, problems) = try Self.mutations.run(
            FlavourGoldenChecks(adapter: own), fixtures: FixtureCase.all(vendor: "zim", flavour: flavour), seed: flavour == "sdk" ? 1 : 2
        ) { events in
            for event in events {
                _ = Translator(source: .flavour(UnifiedAdapter()), target: other).translate(.object(UnifiedEncoder.encode(event)))
            }
        }
        #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
    }
}
