import GroupEventsCore
import GroupEvents
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
        let renderer = FlavourCatalog().renderer(language: language)
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
                for person in people
                where person.displayName != person.userID && said.contains(person.userID)
                    && !said.contains(person.displayName)
                {
                    problems.append("\(fixture): \(person.userID) named by ID, not as \(person.displayName), in \"\(sentence)\"")
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.prefix(20).joined(separator: "\n"))")
        #expect(described > 300)
    }

    /// Every text of a value: a template's and a plural's texts, strings, and those of its children.
    static func texts(of value: Any) -> [String] {
        switch value {
        case let text as String: [text]
        case let template as SentenceTemplate: [template.text]
        case let plural as PluralTemplate: [plural.one.text, plural.other.text]
        default: Mirror(reflecting: value).children.flatMap { texts(of: $0.value) }
        }
    }

    /// Terms the Chinese sentences do not use, each with the one they use for that concept (the
    /// glossary on `SentenceTable.simplifiedChinese`).
    static let chineseVariants = [
        "有人": "某人", "新成员": "某人 / 成员", "进群": "入群", "加群": "入群", "群角色": "角色", "群组通知": "群通知", "允许任何人加入": "自由加入",
        "需要验证": "需要审批", "禁言了": "将…禁言", "解除了 ": "将…解除禁言", "群聊": "群组", "踢出": "移出", "退群": "退出群组",
    ]

    @Test func chineseSentencesUseOneTermPerConcept() {
        let labels = FlavourCatalog.profileFieldLabels.values.flatMap { label in
            [label.names["zh-Hans"]].compactMap { $0 } + label.values.values.compactMap { $0.byLanguage["zh-Hans"] }
        }
        let texts = Self.texts(of: SentenceTable.simplifiedChinese) + labels
        #expect(texts.count > 130)
        for text in texts {
            for (variant, term) in Self.chineseVariants where text.contains(variant) {
                Issue.record("\"\(text)\" says \(variant) where the glossary says \(term)")
            }
        }
    }

    @Test(arguments: SentenceLanguage.allCases) func knownCodesAreSaidInWords(_ language: SentenceLanguage) throws {
        let catalog = FlavourCatalog()
        let renderer = catalog.renderer(language: language)
        var said = 0
        for (flavour, fixture) in FlavourCatalogTests.fixtures {
            let adapter = try catalog.adapter(named: flavour.description)
            let record = try #require(try GoldenFile.read(fixture.recordPath), "\(fixture) is JSON")
            guard case .events(let events, _)? = try? adapter.decode(record) else { continue }
            // Whom a notice was delivered to follows the words ("… (to kim.j)"); the words are what is checked here.
            for var event in events where event.kind == .unrecognized {
                event.addressee = nil
                let table = catalog.tables.first { $0.vendor == event.source.flavour.vendor }?.flavour(named: event.source.flavour.flavour)
                let meaning = table?.rule(matching: event.source.codes)?[attribute: "meaning"]
                let sentence = renderer.sentence(for: event)
                if let meaning {
                    let words = try #require(language.table.knownNotifications[meaning], "\(meaning) has words in \(language)")
                    #expect(sentence.lowercased() == words.text.lowercased(), "\(fixture): \(sentence)")
                    said += 1
                } else {
                    #expect(!sentence.contains("tipType Group."), "\(fixture): a webhook's command is not a tip type: \(sentence)")
                }
            }
        }
        #expect(said >= 30, "the TIM and ZIM fixtures of known codes without a unified kind")
    }
}
