import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

@testable import GroupEvents

extension SlotPathTests {
    /// `tim:web` system notices read into slots (`TIMWebSlotReader`) and written by `zim:sdk` as the
    /// text messages they fall back to (`ZIMSDKSlotWriter`, `SlotFallback`): the sentence, the unified
    /// event it carries without its credentials, the warning and notes; and by unified JSON. Every
    /// notice fixture, mutants of them and probes of each rule give what the general path gives, and
    /// the slot path takes the ones it is for.
    @Suite struct TIMNotices {
        private let timToZIM: SlotPathComparison
        private let timToUnified: SlotPathComparison

        init() throws {
            timToZIM = try SlotPathComparison(from: "tim:web", to: "zim:sdk")
            timToUnified = try SlotPathComparison(from: "tim:web", to: "unified")
        }

        /// Whether a record is a system notice the slot path takes: one delivered to a user it names
        /// (`to`, without escapes), whose values are of the types the codec reads, its credential
        /// (`authentication`) a string, in a record with no escape when that credential is to be left
        /// out, with no application data.
        static func isNoticeItTakes(_ record: JSONValue) -> Bool {
            guard record["type"]?.stringValue == "TIMGroupSystemNoticeElem", let payload = record["payload"]?.objectValue,
                payload["operationType"]?.numberValue?.int64 != nil, let to = record["to"]?.stringValue, !to.isEmpty, !to.contains("\\")
            else { return false }
            for key in ["operatorID", "handleMessage", "userDefinedField", "authentication"] where payload[key] != nil {
                guard payload[key]?.stringValue != nil else { return false }
            }
            if let key = payload["messageKey"] { guard key.stringValue != nil || key.numberValue?.int64 != nil else { return false } }
            if let group = payload["groupProfile"] {
                guard let group = group.objectValue else { return false }
                for key in ["groupID", "name", "groupType"] where group[key] != nil { guard group[key]?.stringValue != nil else { return false } }
            }
            if let data = record["cloudCustomData"] { guard data.stringValue == "" else { return false } }
            let credential = payload["authentication"]?.stringValue ?? ""
            return credential.isEmpty || !String(decoding: JSONWriter.compactBytes(record), as: UTF8.self).contains("\\")
        }

        @Test func everyNoticeFixtureIsTakenAndGivesWhatTheGeneralPathGives() throws {
            var notices = 0
            for fixture in FixtureCase.all(vendor: "tim", flavour: "web") {
                // Fixtures are written with whitespace; the slot path takes compact records.
                let record = try #require(try GoldenFile.read(fixture.recordPath))
                guard record["type"]?.stringValue == "TIMGroupSystemNoticeElem" else { continue }
                let bytes = JSONWriter.compactBytes(record)
                let expected = Self.isNoticeItTakes(record) ? 1 : 0
                #expect(try timToZIM.check([bytes]) == expected, "\(fixture) to zim:sdk")
                #expect(try timToUnified.check([bytes]) == expected, "\(fixture) to unified")
                notices += expected
            }
            #expect(
                notices == 20,
                "requests and their answers, removals, invitations, quits, admins, groups created, dismissed and recycled, custom notices, known and unknown codes"
            )
        }

        @Test func noticeMutantsTakenGiveWhatTheGeneralPathGives() throws {
            let records = try SlotPathTests.mutants(vendor: "tim", flavour: "web", where: Self.isNoticeItTakes, Self.mutations)
            let taken = try timToZIM.check(records)
            #expect(taken >= 600, "the slot path took \(taken) of \(records.count) mutants")
            // Unified JSON keeps the source record whole, credentials and all: it takes those with escapes too.
            #expect(try timToUnified.check(records) >= taken)
        }

        /// Values a notice's mutant gets in place of one of its own: every notice type and one no table
        /// knows, empty and escaped texts, names beyond ASCII, values of other types.
        private static let mutations = MutationChecks(replacements: [
            .null, true, "", "é", "a\"b", "Łukasz 🚀", "x\\y", 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 20, 21, 30, 255, -1,
            .number(JSONNumber(uncheckedText: "99999999999999999999")), .number(JSONNumber(uncheckedText: "1.5")), .array([]), .object([:]),
            .object(["groupID": "g2", "name": "N"]), .object(["groupID": "g2"]),
        ])

        /// A join request delivered to its admin, with a credential.
        private static let base =
            #"{"ID":"m1","type":"TIMGroupSystemNoticeElem","payload":{"operationType":1,"operatorID":"op","handleMessage":"let me in","userDefinedField":"","authentication":"secret","messageKey":7,"groupProfile":{"groupID":"g1","name":"G","from":"op","to":"ad","groupType":"Public"}},"conversationID":"@TIM#SYSTEM","to":"ad","time":1727600000,"cloudCustomData":""}"#

        /// The base with `old` replaced by `new` (each once).
        private static func variant(_ replacements: (String, String)...) -> String {
            SlotPathTests.variant(of: base, replacements)
        }

        /// Probes of each rule the slot path keeps for notices, each taken.
        @Test func probesItTakes() throws {
            let taken =
                (1...15).map { Self.variant((#""operationType":1"#, "\"operationType\":\($0)")) }
                + [16, 20, 21, 30, 255].map { Self.variant((#""operationType":1"#, "\"operationType\":\($0)")) }
                + [
                    Self.base,
                    // The credential empty, first, last, alone, absent.
                    Self.variant((#""authentication":"secret""#, #""authentication":"""#)),
                    Self.variant((#""authentication":"secret","#, ""), (#""payload":{"#, #""payload":{"authentication":"secret","#)),
                    Self.variant(
                        (
                            #""authentication":"secret","messageKey":7,"groupProfile":{"groupID":"g1","name":"G","from":"op","to":"ad","groupType":"Public"}"#,
                            #""messageKey":7,"authentication":"secret""#
                        )),
                    Self.variant(
                        (
                            #"{"operationType":1,"operatorID":"op","handleMessage":"let me in","userDefinedField":"","authentication":"secret","messageKey":7,"groupProfile":{"groupID":"g1","name":"G","from":"op","to":"ad","groupType":"Public"}}"#,
                            #"{"authentication":"secret","operationType":8}"#
                        )),
                    Self.variant((#""authentication":"secret","#, "")),
                    // Escapes anywhere but in `to`, without a credential to leave out.
                    Self.variant((#""authentication":"secret""#, #""authentication":"""#), (#""let me in""#, #""let \"me\" in \u00e9""#)),
                    Self.variant((#""authentication":"secret""#, #""authentication":"""#), (#""operatorID":"op""#, #""operatorID":"\u006fp""#)),
                    // Messages and words: none, empty, beyond ASCII; a custom notice's, empty and not.
                    Self.variant((#""handleMessage":"let me in","#, "")),
                    Self.variant((#""let me in""#, #""""#)),
                    Self.variant((#""let me in""#, #""我想一起去爬山 🙏""#)),
                    Self.variant(
                        (#""operationType":1"#, #""operationType":255"#), (#""userDefinedField":"""#, #""userDefinedField":"{\"kind\":\"x\"}""#),
                        (#""authentication":"secret""#, #""authentication":"""#)),
                    Self.variant((#""operationType":1"#, #""operationType":255"#), (#""userDefinedField":"","#, "")),
                    // No operator (the service), none named, no group, a group created with an empty name.
                    Self.variant((#""operatorID":"op""#, #""operatorID":"""#)),
                    Self.variant((#""operatorID":"op","#, "")),
                    Self.variant((#","groupProfile":{"groupID":"g1","name":"G","from":"op","to":"ad","groupType":"Public"}"#, "")),
                    Self.variant((#""operationType":1"#, #""operationType":6"#), (#""name":"G""#, #""name":"""#)),
                    // A message key as a string, none; no ID, no time, an ID to which zim:sdk gives a number.
                    Self.variant((#""messageKey":7"#, #""messageKey":"k7""#)),
                    Self.variant((#""ID":"m1","#, ""), (#","time":1727600000"#, "")),
                    Self.variant((#""ID":"m1""#, #""ID":"12345""#)),
                    // Whom it was delivered to, beyond ASCII; the operator's name with escapes.
                    Self.variant((#""to":"ad","time""#, #""to":"Łukasz","time""#)),
                    Self.variant(
                        (#""operationType":1"#, #""operationType":4"#), (#""operatorID":"op""#, #""operatorID":"o\"p""#),
                        (#""authentication":"secret","#, "")),
                    // Keys of tips, which a notice does not read.
                    Self.variant((#""operationType":1"#, #""operationType":1,"userIDList":[2],"memberList":{}"#)),
                ]
            try timToZIM.expect(taken, taken: true)
            try timToUnified.expect(taken, taken: true)
        }

        /// Probes the slot path leaves to the general path: no one named as the recipient, or named
        /// with escapes; a credential twice, of another type, or to leave out of a record with an
        /// escape; two payloads; whitespace; values of other types; application data.
        @Test func probesItLeavesToTheGeneralPath() throws {
            let left = [
                Self.variant((#""to":"ad","time""#, #""to":"","time""#)),
                Self.variant((#","to":"ad","time""#, #","time""#)),
                Self.variant((#""to":"ad","time""#, #""to":"a\u0064","time""#)),
                Self.variant((#""to":"ad","time""#, #""to":7,"time""#)),
                Self.variant((#""authentication":"secret""#, #""authentication":"secret","authentication":"""#)),
                Self.variant((#""authentication":"secret""#, #""authentication":null"#)),
                Self.variant((#""authentication":"secret""#, #""authentication":5"#)),
                Self.variant((#""let me in""#, #""let \"me\" in""#)),
                Self.variant((#""ID":"m1","#, #""ID":"m1","payload":{},"#)),
                Self.variant((#""ID":"m1","#, #""ID": "m1","#)),
                Self.variant((#""groupID":"g1""#, #""groupID":1"#)),
                Self.variant((#""handleMessage":"let me in""#, #""handleMessage":null"#)),
                Self.variant((#""operationType":1"#, #""operationType":"1""#)),
                Self.variant((#""messageKey":7"#, #""messageKey":1.5"#)),
                Self.variant((#""cloudCustomData":"""#, #""cloudCustomData":"x""#)),
                Self.variant((#""payload":{"#, #""payload":{"\u006fperationType":2,"#)),
            ]
            try timToZIM.expect(left, taken: false)
        }

        /// The text messages of a sender named with `--fallback-sender` and in another language are
        /// written as the general path writes them; `--fallback drop` is the general path's.
        @Test func fallbackOptionsAreTheGeneralPaths() throws {
            let records = [Self.base, Self.variant((#""operationType":1"#, #""operationType":4"#))].map { Array($0.utf8) }
            #expect(try SlotPathComparison(from: "tim:web", to: "zim:sdk", fallbackSender: "ops\"bot").check(records) == 2)
            #expect(try SlotPathComparison(from: "tim:web", to: "zim:sdk", language: .simplifiedChinese).check(records) == 2)
            #expect(try SlotPathComparison(from: "tim:web", to: "zim:sdk", fallback: .drop).check(records) == 0)
        }
    }
}
