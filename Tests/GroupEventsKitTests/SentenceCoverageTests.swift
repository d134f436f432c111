import GroupEvents
import GroupEventsKit
import GroupEventsTestSupport
import Testing

/// Every event of every fixture of every flavour reads as a sentence in each language: something is
/// said, nothing of the code shows through (no placeholder, no vendor field name, no raw number where
/// a word is known), and a person the record gives a name is called by that name, not by their ID.
@Suite struct SentenceCoverageTests {
    /// Text that only a rendering mistake leaves in a sentence.
    static let leftovers = ["Optional(", "nil", "\\(", "%@", "nim.", "tim.", "zim.", "<", "  "]

    @Test(arguments: SentenceLanguage.allCases) func everyFixtureEventReadsAsASentence(_ language: SentenceLanguage) throws {
        let catalog = FlavourCatalog()
        let renderer = FlavourCatalog.renderer(language: language)
        var problems: [String] = []
        var described = 0
        for (flavour, fixture) in FlavourCatalogTests.fixtures {
            let adapter = try catalog.adapter(named: flavour.description)
            let record = try #require(try GoldenFile.read(fixture.recordPath), "\(fixture) is JSON")
            guard case .events(let events, _)? = try? adapter.decode(record) else { continue }
            for event in events {
                let sentence = renderer.sentence(for: event)
                described += 1
                if sentence.isEmpty { problems.append("\(fixture): empty") }
                // A custom notice's text is the sender's own words, quoted as they came (a word stands
                // in for it, as words may follow it: "… (to noor)").
                let said = event.text.map { sentence.replacingOccurrences(of: $0, with: "quoted") } ?? sentence
                for leftover in Self.leftovers where said.contains(leftover) {
                    problems.append("\(fixture): \"\(leftover)\" in \"\(sentence)\"")
                }
                let people = [event.actor, event.newOwner, event.addressee].compactMap { $0 } + event.members
                for person in people where person.displayName != person.userID && said.contains(person.userID)
                    && !said.contains(person.displayName)
                {
                    problems.append("\(fixture): \(person.userID) named by ID, not as \(person.displayName), in \"\(sentence)\"")
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.prefix(20).joined(separator: "\n"))")
        #expect(described > 300)
    }
}
