import GroupEventsCore
import GroupEventsJSON
import GroupEvents
import GroupEventsTestSupport
import Testing

/// `FieldPlaces` reads each field's fate from sets of numbered fields; the patterns stay its
/// definition. This walks the event's unified JSON (`UnifiedEncoder`) with the patterns themselves and
/// checks that both name the same fields, in the same order, on every fixture event: for every field
/// the event fills (by its index and by `[]`), carried or left out, and for random sets of them.
@Suite struct FieldPlacesTableTests {
    /// A pattern with its role: carried, or left out.
    struct Pattern: CustomStringConvertible {
        var text: String
        var isMissing: Bool
        var description: String { (isMissing ? "-" : "+") + (text.isEmpty ? "\"\"" : text) }
    }

    static let writer = FlavourID(vendor: "x", flavour: "y")

    /// Patterns that leave the unified event's fields: they name nothing, and go below where they stop.
    static let strays = ["bogus", "members.userID", "profile.bogus", "kind[]", "members[x]", "actor[0]", "source.vendor", "mute.until.x"]

    @Test func theTablesNameWhatThePatternsNameOnEveryFixtureEvent() throws {
        var events: [GroupEvent] = []
        for (flavour, fixture) in FlavourCatalogTests.fixtures {
            let adapter = try FlavourCatalogTests.catalog.adapter(named: flavour.description)
            let record = try #require(try GoldenFile.read(fixture.recordPath), "\(fixture) is JSON")
            guard case .events(let decoded, _)? = try? adapter.decode(record) else { continue }
            events += decoded
        }
        #expect(events.count > 100)
        var random = SplitMix(seed: 10)
        var mismatches: [String] = []
        var checked = 0
        for event in events {
            let fields = Self.patterns(in: event) + Self.strays
            var sets = fields.flatMap { [[Pattern(text: $0, isMissing: true)], [Pattern(text: $0, isMissing: false)]] }
            for _ in 0..<24 {
                sets.append(
                    (0..<random.next(below: 5) + 1).map { _ in Pattern(text: fields[random.next(below: fields.count)], isMissing: random.next(below: 2) == 0) })
            }
            for set in sets {
                let places = FieldPlaces(carrying: set.filter { !$0.isMissing }.map(\.text)).without(set.filter(\.isMissing).map(\.text))
                let tabled = places.unplaced(in: event).map(\.description)
                let walked = Self.unplaced(in: event, by: set)
                if tabled != walked { mismatches.append("\(event.kind) \(set): tables \(tabled), patterns \(walked)") }
                // The report writes the paths' texts from the tree: they are the paths' own descriptions.
                let said = FieldPlaces.losses(of: [event], writer: Self.writer, reported: []) { _ in places }.map(\.message)
                let named = walked.isEmpty ? [] : ["x:y has no place for \(walked.joined(separator: ", ")); left out"]
                if said != named { mismatches.append("\(event.kind) \(set): said \(said), not \(named)") }
                checked += 1
            }
        }
        #expect(checked > 10_000)
        if !mismatches.isEmpty {
            Issue.record("\(mismatches.count) pattern sets name other fields by the tables:\n\(mismatches.prefix(10).joined(separator: "\n"))")
        }
    }

    /// Every field the event's unified JSON has, down to raw values: by index and with `[]`.
    static func patterns(in event: GroupEvent) -> [String] {
        var found: [String] = [""]
        func collect(_ value: JSONValue, _ path: String, _ abstract: String) {
            switch value {
            case .object(let object):
                for member in object {
                    let (next, nextAbstract) = (
                        path.isEmpty ? member.key : "\(path).\(member.key)", abstract.isEmpty ? member.key : "\(abstract).\(member.key)"
                    )
                    found += [next, nextAbstract]
                    // Raw values are fields of their own: no pattern goes below them.
                    if member.key != "raw", member.key != "value" { collect(member.value, next, nextAbstract) }
                }
            case .array(let array):
                for (index, element) in array.enumerated() {
                    found += ["\(path)[\(index)]", "\(abstract)[]"]
                    collect(element, "\(path)[\(index)]", "\(abstract)[]")
                }
            default: break
            }
        }
        collect(.object(encoded(event)), "", "")
        var seen = Set<String>()
        return found.filter { seen.insert($0).inserted }
    }

    static func encoded(_ event: GroupEvent) -> JSONObject {
        var written = event
        written.source = .composed
        return UnifiedEncoder.encode(written)
    }

    // MARK: The patterns' own walk

    enum Step: Equatable {
        case key(String)
        case anyIndex
        case index(Int)
    }

    static func steps(_ pattern: String) -> [Step] {
        pattern.split(separator: ".").flatMap { part -> [Step] in
            guard let open = part.firstIndex(of: "["), part.hasSuffix("]") else { return [.key(String(part))] }
            let index = part[part.index(after: open)..<part.index(before: part.endIndex)]
            return [.key(String(part[..<open])), index.isEmpty ? .anyIndex : .index(Int(index) ?? -1)]
        }
    }

    /// The fields the patterns leave out, by the rule `FieldPlaces` states: a field is carried when a
    /// carried pattern names it or a parent, unless a missing one does; a field left out, or one no
    /// pattern places or goes below, is named whole (an empty array never, unless left out); the
    /// event's own fields are always walked.
    static func unplaced(in event: GroupEvent, by patterns: [Pattern]) -> [String] {
        let parsed = patterns.map { (steps: steps($0.text), isMissing: $0.isMissing) }
        var found: [String] = []
        func matches(_ steps: ArraySlice<Step>, _ path: [JSONPath.Component]) -> Bool {
            zip(steps, path).allSatisfy { step, component in
                switch (step, component) {
                case (.key(let key), .key(let other)): key == other
                case (.anyIndex, .index): true
                case (.index(let index), .index(let other)): index == other
                default: false
                }
            }
        }
        func visit(_ value: JSONValue, _ path: [JSONPath.Component], missing: Bool, carried: Bool) {
            var (missing, carried, below) = (missing, carried, false)
            for pattern in parsed where pattern.steps.count >= path.count && matches(pattern.steps[..<path.count], path) {
                if pattern.steps.count > path.count {
                    below = true
                } else if pattern.isMissing {
                    missing = true
                } else {
                    carried = true
                }
            }
            if missing { return found.append(JSONPath(path).description) }
            switch value {
            case .object(let object) where below:
                for member in object { visit(member.value, path + [.key(member.key)], missing: false, carried: carried) }
            case .array(let array) where below:
                for (index, element) in array.enumerated() { visit(element, path + [.index(index)], missing: false, carried: carried) }
            case .array(let array) where array.isEmpty:
                break
            default:
                if !carried { found.append(JSONPath(path).description) }
            }
        }
        let root = parsed.filter { $0.steps.isEmpty }
        for member in encoded(event) {
            visit(
                member.value, [.key(member.key)], missing: root.contains { $0.isMissing }, carried: root.contains { !$0.isMissing })
        }
        return found
    }
}

/// A small seeded generator (SplitMix64), so that the random sets are the same on every run.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((value ^ (value >> 31)) % UInt64(bound))
    }
}
