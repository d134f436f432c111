import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import TIMAdapter
import Testing

/// TIM records of every flavour with an adapter, bent out of shape, never crash it: each is converted,
/// reported as malformed, or passed through, and whatever converts is written back by the mapping and
/// the codec as it was.
@Suite struct TIMMutationTests {
    static let mutations = MutationChecks(replacements: [
        .null, true, false, "", "TIMGroupTipElem", "TIMGroupSystemNoticeElem", 0, 1, 2, 3, 7, 9, 255, -1,
        .number(JSONNumber(uncheckedText: "99999999999999999999")), .number(JSONNumber(uncheckedText: "1.5")), .array([]), .object([:]),
        .array(["kim.j"]), .object(["userID": "kim.j", "muteTime": 60]), .array([.object(["key": "k", "value": "v"])]),
    ])

    @Test(arguments: TIMVendor().adapters(table: TIMMappings.defaultTable).map(\.id.flavour))
    func mutatedRecordsNeverCrashAndConvertedOnesRoundTrip(flavour: String) throws {
        let adapter = try #require(
            TIMVendor().adapters(table: TIMMappings.defaultTable).first { $0.id.flavour == flavour } as? any ModelFlavourAdapter)
        let fixtures = FixtureCase.all(vendor: "tim", flavour: flavour)
        let (_, problems) = try Self.mutations.run(FlavourGoldenChecks(adapter: adapter), fixtures: fixtures, seed: 11)
        #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
    }
}
