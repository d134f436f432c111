import GroupEvents
import GroupEventsJSON
import GroupEventsTestSupport
import Testing
import ZIMAdapter

/// Records bent out of shape — values of the wrong type, missing keys, huge or negative numbers,
/// unknown codes — never crash a ZIM adapter: each is converted, reported as malformed, or passed
/// through, and whatever converts survives the trip back to ZIM and to the other flavour.
@Suite struct ZIMMutationTests {
    static let replacements: [JSONValue] = [
        .null, true, "", "7392815520153600001", 0, -1, 99, .number(JSONNumber(uncheckedText: "99999999999999999999")),
        .number(JSONNumber(uncheckedText: "1.5")), .array([]), .object([:]), .array([.object(["userID": 7])]),
    ]

    /// Replaces or removes one value somewhere in `value`, chosen by `generator`.
    static func mutate(_ value: JSONValue, _ generator: inout SplitMix64) -> JSONValue {
        switch value {
        case .object(var object) where !object.members.isEmpty && generator.below(3) > 0:
            let index = generator.below(object.members.count)
            switch generator.below(4) {
            case 0: object.members.remove(at: index)
            case 1: object.members[index].value = generator.pick(replacements)
            default: object.members[index].value = mutate(object.members[index].value, &generator)
            }
            return .object(object)
        case .array(var array) where !array.entries.isEmpty && generator.below(3) > 0:
            let index = generator.below(array.count)
            array.entries[index].value = mutate(array.entries[index].value, &generator)
            return .array(array)
        default:
            return generator.pick(replacements)
        }
    }

    @Test(arguments: ["sdk", "callback"]) func mutatedRecordsNeverCrashAndConvertedOnesRoundTrip(flavour: String) throws {
        let adapters: [any ModelFlavourAdapter] = [ZIMSDKAdapter(), ZIMCallbackAdapter()]
        let own = try #require(adapters.first { $0.id.flavour == flavour })
        let other = try #require(adapters.first { $0.id.flavour != flavour })
        let checks = FlavourGoldenChecks(adapter: own)
        var generator = SplitMix64(seed: flavour == "sdk" ? 1 : 2)
        var outcomes: [RecordTranslation.Outcome: Int] = [:]
        for fixture in FixtureCase.all(vendor: "zim", flavour: flavour) {
            let record = try checks.record(fixture)
            for _ in 0..<40 {
                var mutated = record
                for _ in 0...generator.below(3) { mutated = Self.mutate(mutated, &generator) }
                let toUnified = Translator(source: .flavour(own), target: UnifiedAdapter()).translate(mutated)
                outcomes[toUnified.outcome, default: 0] += 1
                if toUnified.outcome == .failed {
                    #expect(toUnified.diagnostics.contains { $0.severity == .error && $0.location.path != nil })
                }
                let events = toUnified.events
                guard !events.isEmpty else { continue }
                #expect(own.encode(events).records == [mutated], "\(fixture): unchanged events give their record back")
                let back = try checks.encodeThroughModel(events, over: mutated)
                #expect(back.records.count == 1, "\(fixture): one record back")
                #expect(
                    JSONDiff.differences(expected: mutated, actual: back.records.first ?? .null) == [],
                    "\(fixture): the mapping and the codec write a decodable record back as it was: \(JSONWriter.compactString(mutated))")
                for event in events {
                    _ = Translator(source: .flavour(UnifiedAdapter()), target: other).translate(.object(UnifiedEncoder.encode(event)))
                }
            }
        }
        #expect((outcomes[.converted] ?? 0) > 0 && (outcomes[.failed] ?? 0) > 0, "the mutations exercise both paths: \(outcomes)")
    }
}
