import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

@testable import GroupEvents

extension SlotPathTests {
    /// `tim:web` messages that are no group notification (a text message, a custom one: most of a
    /// history), passed through as they are on the slot path with the general path's `not-an-event`
    /// note, to every target the slot path serves; the ones the general path reads otherwise (a
    /// fallback text message whose event it recovers), or reports, are left to it.
    @Suite struct TIMPassThrough {
        /// The comparisons from `tim:web` to `zim:sdk`, unified and `tim:web` (which passes them through too).
        private let comparisons: [SlotPathComparison]

        init() throws {
            comparisons = try ["zim:sdk", "unified", "tim:web"].map { try SlotPathComparison(from: "tim:web", to: $0) }
        }

        /// How many of `records` each comparison takes.
        private func taken(_ records: [String]) throws -> [Int] {
            let bytes = records.map { Array($0.utf8) }
            return try comparisons.map { try $0.check(bytes) }
        }

        /// A text message from `a` in group `g1`, its parts replaced where given.
        private static let text =
            #"{"ID":"144115233117782901-1727603100-1357913579","type":"TIMTextElem","payload":{"text":"大家好 👋 \"hi\""},"conversationID":"GROUPg1","conversationType":"GROUP","to":"g1","from":"a","time":1727603100,"atUserList":[],"cloudCustomData":"","sequence":1067}"#

        @Test func fixturesOfOtherMessagesArePassedThrough() throws {
            var records: [String] = []
            for fixture in FixtureCase.all(vendor: "tim", flavour: "web") {
                let record = try #require(try GoldenFile.read(fixture.recordPath))
                guard let type = record["type"]?.stringValue, type != "TIMGroupTipElem", type != "TIMGroupSystemNoticeElem" else { continue }
                // Fixtures are written with whitespace; the slot path takes compact records.
                records.append(JSONWriter.compactString(record))
            }
            #expect(records.count == 2, "a text message and a custom message")
            #expect(try taken(records) == [2, 2, 2])
        }

        @Test func messagesItPassesThrough() throws {
            let records = [
                Self.text,
                Self.text.replacingOccurrences(of: #""TIMTextElem""#, with: #""TIMCustomElem""#),
                Self.text.replacingOccurrences(of: #""TIMTextElem""#, with: #""""#),
                // No payload, one of any shape, two; no ID, time or extension data; keys with anything in them.
                Self.text.replacingOccurrences(of: #""payload":{"text":"大家好 👋 \"hi\""},"#, with: ""),
                Self.text.replacingOccurrences(of: #"{"text":"大家好 👋 \"hi\""}"#, with: "[1,null]"),
                Self.text.replacingOccurrences(of: #""payload":{"#, with: #""payload":7,"payload":{"#),
                Self.text.replacingOccurrences(of: #""ID":"144115233117782901-1727603100-1357913579","#, with: ""),
                Self.text.replacingOccurrences(of: #","time":1727603100"#, with: ""),
                Self.text.replacingOccurrences(of: #","cloudCustomData":"""#, with: ""),
                Self.text.replacingOccurrences(of: #""sequence":1067"#, with: #""sequence":1067,"extra":{"a":[1,2.50,"\u00e9"]}"#),
            ]
            #expect(try taken(records) == [records.count, records.count, records.count])
        }

        /// Messages each breaking one rule, left to the general path: a type with escapes, twice, not a
        /// string; extension data (a fallback text message's event, or the application's); whitespace;
        /// a key with escapes; a time or ID the reader does not read.
        @Test func messagesItLeaves() throws {
            let left = [
                Self.text.replacingOccurrences(of: #""TIMTextElem""#, with: #""TIMText\u0045lem""#),
                Self.text.replacingOccurrences(of: #""type":"TIMTextElem""#, with: #""type":"TIMTextElem","type":"TIMCustomElem""#),
                Self.text.replacingOccurrences(of: #""TIMTextElem""#, with: "7"),
                Self.text.replacingOccurrences(of: #""type":"TIMTextElem","#, with: ""),
                Self.text.replacingOccurrences(of: #""cloudCustomData":"""#, with: #""cloudCustomData":"{\"kind\":\"member.left\"}""#),
                Self.text.replacingOccurrences(of: #""cloudCustomData":"""#, with: #""cloudCustomData":"app data""#),
                Self.text.replacingOccurrences(of: #""to":"g1","#, with: #""to":"g1", "#),
                Self.text.replacingOccurrences(of: #""from":"a""#, with: #""fr\u006fm":"a""#),
                Self.text.replacingOccurrences(of: #""time":1727603100"#, with: #""time":1.5"#),
                Self.text.replacingOccurrences(of: #""ID":"144115233117782901-1727603100-1357913579""#, with: #""ID":7"#),
            ]
            for record in left { #expect(try taken([record]) == [0, 0, 0], "\(record)") }
        }

        @Test func eventsOnlyLeavesThemToTheGeneralPath() throws {
            let eventsOnly = try SlotPathComparison(from: "tim:web", to: "zim:sdk", eventsOnly: true)
            #expect(try eventsOnly.check([Array(Self.text.utf8)]) == 0)
        }
    }

    /// `zim:sdk` messages of another type than tips (a text message, a custom one), passed through as
    /// they are with the general path's note, to every target the slot path serves; a fallback text
    /// message (its `extendedData`) and what the reader does not read are left to the general path.
    @Suite struct ZIMPassThrough {
        /// The comparisons from `zim:sdk` to unified, `tim:web` and `zim:sdk`.
        private let comparisons: [SlotPathComparison]

        init() throws {
            comparisons = try ["unified", "tim:web", "zim:sdk"].map { try SlotPathComparison(from: "zim:sdk", to: $0) }
        }

        /// How many of `records` each comparison takes.
        private func taken(_ records: [String]) throws -> [Int] {
            let bytes = records.map { Array($0.utf8) }
            return try comparisons.map { try $0.check(bytes) }
        }

        /// A text message from `a` in group `g1`.
        private static let text =
            #"{"type":1,"messageID":7392815520153600020,"senderUserID":"a","conversationID":"g1","conversationType":2,"timestamp":1718000024661,"extendedData":"","message":"Who's bringing snacks? 🍪 \"x\""}"#

        @Test func publishedMessagesOfOtherTypesArePassedThrough() throws {
            let records = try ["sdk.text-message.json", "sdk.custom-message-peer.json"].map { name in
                // Written with whitespace; the slot path takes compact records.
                JSONWriter.compactString(try #require(try GoldenFile.read("Fixtures/zim/neighbours/\(name)")))
            }
            #expect(try taken(records) == [2, 2, 2])
        }

        @Test func messagesItPassesThrough() throws {
            let records = [
                Self.text,
                Self.text.replacingOccurrences(of: #""type":1"#, with: #""type":-7"#),
                Self.text.replacingOccurrences(of: #""type":1"#, with: #""type":200"#),
                // No extension data, no ID or time; a key the codec does not read, twice.
                Self.text.replacingOccurrences(of: #","extendedData":"""#, with: ""),
                Self.text.replacingOccurrences(of: #""messageID":7392815520153600020,"#, with: ""),
                Self.text.replacingOccurrences(of: #","timestamp":1718000024661"#, with: ""),
                Self.text.replacingOccurrences(of: #""message":"#, with: #""message":1,"message":"#),
            ]
            #expect(try taken(records) == [records.count, records.count, records.count])
        }

        /// Messages each breaking one rule, left to the general path: a type that is no integer, null
        /// or twice; extension data (a fallback text message's event, or the application's);
        /// whitespace; a key with escapes; an ID or a time the reader does not read.
        @Test func messagesItLeaves() throws {
            let left = [
                Self.text.replacingOccurrences(of: #""type":1"#, with: #""type":"1""#),
                Self.text.replacingOccurrences(of: #""type":1"#, with: #""type":1.5"#),
                Self.text.replacingOccurrences(of: #""type":1"#, with: #""type":null"#),
                Self.text.replacingOccurrences(of: #""type":1"#, with: #""type":1,"type":2"#),
                Self.text.replacingOccurrences(of: #""type":1,"#, with: ""),
                Self.text.replacingOccurrences(of: #""extendedData":"""#, with: #""extendedData":"{\"kind\":\"member.left\"}""#),
                Self.text.replacingOccurrences(of: #""extendedData":"""#, with: #""extendedData":"app""#),
                Self.text.replacingOccurrences(of: #""extendedData":"""#, with: #""extendedData":null"#),
                Self.text.replacingOccurrences(of: #""conversationType":2,"#, with: #""conversationType":2, "#),
                Self.text.replacingOccurrences(of: #""senderUserID""#, with: #""sender\u0055serID""#),
                Self.text.replacingOccurrences(of: #""messageID":7392815520153600020"#, with: #""messageID":1.5"#),
                Self.text.replacingOccurrences(of: #""timestamp":1718000024661"#, with: #""timestamp":"soon""#),
            ]
            for record in left { #expect(try taken([record]) == [0, 0, 0], "\(record)") }
        }
    }
}
