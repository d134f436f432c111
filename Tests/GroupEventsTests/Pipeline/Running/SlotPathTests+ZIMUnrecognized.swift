import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

@testable import GroupEvents

extension SlotPathTests {
    /// `zim:sdk` tips of codes the table names with no kind of the model's (a pinned message) or does
    /// not name at all (kept as `unrecognized` with the mapping's `unknown-code` warning), on the slot
    /// path to unified and to `tim:web` (a text message): the fixtures, mutants of them and probes give
    /// what the general path gives, and the reader and the writers take the ones they are for.
    @Suite struct ZIMUnrecognized {
        private let zimToUnified: SlotPathComparison
        private let zimToTIM: SlotPathComparison

        init() throws {
            zimToUnified = try SlotPathComparison(from: "zim:sdk", to: "unified")
            zimToTIM = try SlotPathComparison(from: "zim:sdk", to: "tim:web")
        }

        /// The codes of the built-in table's rules: events alone, and events with a change type.
        private static let tableCodes: (events: Set<Int64>, changes: Set<[Int64]>) = {
            var events: Set<Int64> = []
            var changes: Set<[Int64]> = []
            let table = FlavourCatalog.builtIn.tables.first(where: { $0.vendor == "zim" })!
            for rule in table.flavours.first(where: { $0.name == "sdk" })!.rules {
                let event = rule.codes["event"]!.numberValue!.int64!
                if let change = rule.codes["changeType"]?.numberValue?.int64 { changes.insert([event, change]) } else { events.insert(event) }
            }
            return (events, changes)
        }()

        /// Whether a record is a tips message the table names no rule for, or names as `unrecognized`
        /// (events 9 with change type 21).
        private static func isUnrecognized(_ record: JSONValue) -> Bool {
            guard record["type"]?.numberValue?.int64 == 32, let event = record["event"]?.numberValue?.int64 else { return false }
            guard let change = record["changeInfo"]?["type"]?.numberValue?.int64 else { return !tableCodes.events.contains(event) }
            return !tableCodes.changes.contains([event, change]) || [event, change] == [9, 21]
        }

        /// Whether a record is such a tips message the `tim:web` writer writes as a text message: with
        /// no application data and no new owner, which a tip's writer leaves to the general path.
        static func isTextMessageToTIM(_ record: JSONValue) -> Bool {
            isUnrecognized(record) && !TIMWeb.holdsApplicationData(record) && record["changeInfo"]?["groupNewOwner"] == nil
        }

        @Test func fixturesOfUnrecognizedTipsAreTakenAndGiveWhatTheGeneralPathGives() throws {
            var (unrecognized, toTIM) = (0, 0)
            var (taken, takenToTIM) = (0, 0)
            for fixture in FixtureCase.all(vendor: "zim", flavour: "sdk") {
                // Fixtures are written with whitespace; the slot path takes compact records.
                let record = try #require(try GoldenFile.read(fixture.recordPath))
                guard Self.isUnrecognized(record) else { continue }
                unrecognized += 1
                if Self.isTextMessageToTIM(record) { toTIM += 1 }
                taken += try zimToUnified.check([JSONWriter.compactBytes(record)])
                takenToTIM += try zimToTIM.check([JSONWriter.compactBytes(record)])
            }
            #expect(unrecognized >= 7, "unknown events 0 and 42, unknown change types of three events, pinned and unpinned messages")
            #expect(taken == unrecognized, "the slot path took \(taken) of \(unrecognized)")
            #expect(toTIM >= 7 && takenToTIM == toTIM, "the slot path took \(takenToTIM) of \(toTIM) to tim:web")
        }

        @Test func mutantsTakenGiveWhatTheGeneralPathGives() throws {
            let (taken, count) = try SlotPathTests.checkMutants(
                vendor: "zim", flavour: "sdk", where: Self.isUnrecognized, Self.mutations, through: [zimToUnified, zimToTIM])
            #expect(taken[0] >= 200 && taken[1] >= 150, "of \(count) mutants, taken to unified and tim:web: \(taken)")
        }

        /// Values a mutant gets in place of one of its own: codes the table names and does not, people
        /// and change objects of each shape.
        private static let mutations = MutationChecks(replacements: [
            .null, true, "", "é", "9", 0, 1, 2, 3, 5, 7, 8, 9, 13, 21, 42, 99, -1, .number(JSONNumber(uncheckedText: "99999999999999999999")),
            .number(JSONNumber(uncheckedText: "4.0")), .array([]), .object([:]), .array([.object(["userID": "zz", "memberRole": 3])]),
            .object(["userID": "zz", "memberRole": 2]), .object(["type": 21, "isPinned": true]), .object(["type": 99]),
            .object(["type": 13, "groupNewOwner": .object(["userID": "nn"])]),
        ])

        /// Tips of codes no rule names, with the warning, and a pinned message, without one; the
        /// people, times and owner they name read as any event's.
        @Test func unrecognizedTipsItTakes() throws {
            let base =
                #"{"type":32,"messageID":"1","conversationID":"g","timestamp":5,"event":42,"operatedUser":{"userID":"a","memberRole":1},"targetUserList":[{"userID":"b","memberRole":3}]}"#
            let taken = [
                base,
                base.replacingOccurrences(of: #""event":42"#, with: #""event":0"#),
                base.replacingOccurrences(of: #","targetUserList":[{"userID":"b","memberRole":3}]"#, with: ""),
                base.replacingOccurrences(of: #""event":42"#, with: #""event":9,"changeInfo":{"type":21,"isPinned":true}"#),
                base.replacingOccurrences(of: #""event":42"#, with: #""event":9,"changeInfo":{"type":22}"#),
                // An event the table names, with a change type no rule of it has.
                base.replacingOccurrences(of: #""event":42"#, with: #""event":6,"changeInfo":{"type":1}"#),
                base.replacingOccurrences(of: #""event":42"#, with: #""event":8,"changeInfo":{"type":99,"groupNewOwner":{"userID":"c"}}"#),
            ]
            #expect(try zimToUnified.check(taken.map { Array($0.utf8) }) == taken.count)
            // A text message to `tim:web`, but for the owner `tim:web`'s writer leaves to the general path.
            #expect(try zimToTIM.check(taken.dropLast().map { Array($0.utf8) }) == taken.count - 1)
            #expect(try zimToTIM.check([Array(taken.last!.utf8)]) == 0)
            // What the general path reads otherwise or reports stays with it.
            let left = [
                base.replacingOccurrences(of: #""event":42"#, with: #""event":"42""#),
                base.replacingOccurrences(of: #""event":42"#, with: #""event":42,"changeInfo":{"isPinned":true}"#),
                base.replacingOccurrences(of: #""event":42"#, with: #""event":42,"changeInfo":{"type":1,"isPinned":"yes"}"#),
                base.replacingOccurrences(of: #""memberRole":3"#, with: #""memberRole":"3""#),
            ]
            #expect(try zimToUnified.check(left.map { Array($0.utf8) }) == 0)
        }

        /// A table of one's own decides which codes are unrecognized: one naming event 42 as
        /// unrecognized (no warning) and event 0 as a dismissal.
        @Test func aTableOfOnesOwnDecidesWhichCodesNoRuleNames() throws {
            let table = try FlavourCatalog.mappingTable(
                bytes: Array(
                    #"""
                    {"vendor": "zim", "flavours": [{"name": "sdk", "codeFields": ["event", "changeType"], "rules": [
                      {"codes": {"event": 42}, "name": "Pinned", "kind": "unrecognized", "meaning": "pinnedMessagesChanged"},
                      {"codes": {"event": 0}, "name": "Gone", "kind": "group.dismissed"}]}]}
                    """#
                    .utf8))
            let custom = try SlotPathComparison(from: "zim:sdk", to: "unified", mappings: [table])
            let records = [42, 0, 77].map {
                #"{"type":32,"messageID":"1","conversationID":"g","timestamp":5,"event":\#($0),"operatedUser":{"userID":"a","memberRole":1}}"#
            }
            #expect(try custom.check(records.map { Array($0.utf8) }) == records.count)
        }
    }
}
