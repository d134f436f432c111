import GroupEventsCore
import GroupEventsJSON

/// The mutation test every vendor suite runs: records bent out of shape — values of the wrong type,
/// missing keys, huge or negative numbers, unknown codes — never crash an adapter; each is converted,
/// reported as malformed (an error with a path), or passed through, and whatever converts is written
/// back as it was, both by the adapter and through its mapping and codec.
package struct MutationChecks: Sendable {
    /// The values a mutation may put in place of another.
    package let replacements: [JSONValue]
    /// Whether a string holding a JSON object (NIM's `attach`) is bent inside and written back as a string.
    package let entersEmbeddedJSON: Bool

    /// Checks bending records with `replacements`.
    package init(replacements: [JSONValue], entersEmbeddedJSON: Bool = false) {
        self.replacements = replacements
        self.entersEmbeddedJSON = entersEmbeddedJSON
    }

    /// Replaces or removes one value somewhere in `value`, chosen by `generator`.
    package func mutate(_ value: JSONValue, _ generator: inout SplitMix64) -> JSONValue {
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
        case .string(let text) where entersEmbeddedJSON && text.hasPrefix("{") && generator.below(4) > 0:
            guard let inner = try? JSONReader().read(text) else { return generator.pick(replacements) }
            return .string(JSONWriter.compactString(mutate(inner, &generator)))
        default:
            return generator.pick(replacements)
        }
    }

    /// Bends every fixture record of `checks`' adapter `rounds` times (one to three mutations each),
    /// translates it to unified, and hands the events of each converted one to `also`. Returns how
    /// many records ended in each outcome, and the problems found.
    package func run(
        _ checks: FlavourGoldenChecks, fixtures: [FixtureCase], seed: UInt64, rounds: Int = 40, also: ([GroupEvent]) -> Void = { _ in }
    ) throws -> (outcomes: [RecordTranslation.Outcome: Int], problems: [String]) {
        let adapter = checks.adapter
        var generator = SplitMix64(seed: seed)
        var outcomes: [RecordTranslation.Outcome: Int] = [:]
        var problems: [String] = []
        for fixture in fixtures {
            let record = try checks.record(fixture)
            for _ in 0..<rounds {
                var mutated = record
                for _ in 0...generator.below(3) { mutated = mutate(mutated, &generator) }
                let text = JSONWriter.compactString(mutated)
                let toUnified = Translator(source: .flavour(adapter), target: UnifiedAdapter()).translate(mutated)
                outcomes[toUnified.outcome, default: 0] += 1
                if toUnified.outcome == .failed, !toUnified.diagnostics.contains(where: { $0.severity == .error && $0.location.path != nil }) {
                    problems.append("\(fixture): a failed record names no path: \(text)")
                }
                let events = toUnified.events
                guard !events.isEmpty else { continue }
                if adapter.encode(events).records != [mutated] {
                    problems.append("\(fixture): unchanged events do not give their record back: \(text)")
                }
                let back = try checks.encodeThroughModel(events, over: mutated)
                if back.records.count != 1 { problems.append("\(fixture): \(back.records.count) records back: \(text)") }
                problems += JSONDiff.differences(expected: mutated, actual: back.records.first ?? .null).map {
                    "\(fixture): the mapping and the codec do not write a decodable record back as it was: \($0): \(text)"
                }
                also(events)
            }
        }
        if (outcomes[.converted] ?? 0) == 0 || (outcomes[.failed] ?? 0) == 0 {
            problems.append("the mutations do not exercise both paths: \(outcomes)")
        }
        return (outcomes, problems)
    }
}
