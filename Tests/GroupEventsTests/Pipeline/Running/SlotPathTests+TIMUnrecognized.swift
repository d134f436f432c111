import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

@testable import GroupEvents

extension SlotPathTests {
    /// `tim:web` tips of a type no rule gives a kind (the table's own `unrecognized` codes, and codes
    /// it does not know, with their warning) read into slots and written by `zim:sdk` as the text
    /// messages they fall back to, to the group: the fixtures, mutants of them and probes of each
    /// rule give what the general path gives.
    @Suite struct TIMUnrecognized {
        private let timToZIM: SlotPathComparison
        private let timToUnified: SlotPathComparison

        init() throws {
            timToZIM = try SlotPathComparison(from: "tim:web", to: "zim:sdk")
            timToUnified = try SlotPathComparison(from: "tim:web", to: "unified")
        }

        /// Whether a record is a tip of a type with no kind the slot path takes: a type the table knows
        /// as `unrecognized` (8, 10, 11) or does not know, with no group-profile changes, its operator
        /// named (plain ASCII) and its profile the operator's, its user list of strings.
        static func isUnrecognizedTip(_ record: JSONValue) -> Bool {
            guard record["type"]?.stringValue == "TIMGroupTipElem", let payload = record["payload"]?.objectValue,
                let type = payload["operationType"]?.numberValue?.int64, ![1, 2, 3, 4, 5, 6, 7].contains(type), payload["newGroupProfile"] == nil,
                let operatorID = payload["operatorID"]?.stringValue, !operatorID.isEmpty, operatorID.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x5C })
            else { return false }
            if let info = payload["operatorInfo"], info["userID"]?.stringValue.map({ $0 != operatorID }) ?? false { return false }
            return payload["userIDList"]?.arrayValue?.allSatisfy { $0.stringValue != nil } ?? true
        }

        @Test func everyFixtureOfATipWithNoKindIsTakenAndGivesWhatTheGeneralPathGives() throws {
            var tips = 0
            for fixture in FixtureCase.all(vendor: "tim", flavour: "web") {
                // Fixtures are written with whitespace; the slot path takes compact records.
                let record = try #require(try GoldenFile.read(fixture.recordPath))
                guard Self.isUnrecognizedTip(record) else { continue }
                let bytes = JSONWriter.compactBytes(record)
                #expect(try timToZIM.check([bytes]) == 1, "\(fixture) to zim:sdk")
                #expect(try timToUnified.check([bytes]) == 1, "\(fixture) to unified")
                tips += 1
            }
            #expect(tips == 4, "a topic's tip (8), an AVChatRoom ban and unban (10, 11), a type no table knows (42)")
        }

        @Test func mutantsTakenGiveWhatTheGeneralPathGives() throws {
            let records = try SlotPathTests.mutants(vendor: "tim", flavour: "web", where: Self.isUnrecognizedTip, SlotPathTests.mutations)
            let taken = try timToZIM.check(records)
            #expect(taken >= 120, "the slot path took \(taken) of \(records.count) mutants")
        }

        /// A tip of a type no table knows, with its operator's profile and the IDs and profiles of others.
        private static let base =
            #"{"ID":"m1","type":"TIMGroupTipElem","payload":{"operationType":42,"operatorID":"op","userIDList":["u1"],"operatorInfo":{"userID":"op","nick":"Op","avatar":"","role":"Owner","nameCard":"O"},"memberList":[{"userID":"u1","nick":"One"}],"groupProfile":{"groupID":"g1","groupName":"G"}},"to":"g1","time":1727600000,"cloudCustomData":""}"#

        /// The base with `old` replaced by `new` (each once).
        private static func variant(_ replacements: (String, String)...) -> String {
            SlotPathTests.variant(of: base, replacements)
        }

        /// Probes of each rule the slot path keeps for such tips, each taken.
        @Test func probesItTakes() throws {
            // Types the table knows without a kind (8, 10, 11) and not (6 without its changes among them).
            let taken =
                [6, 8, 9, 10, 11, 12, 42, 0, -3].map { Self.variant((#""operationType":42"#, "\"operationType\":\($0)")) }
                + [
                    Self.base,
                    // The operator's profile: none, naming no one, of every role, with escapes.
                    Self.variant((#","operatorInfo":{"userID":"op","nick":"Op","avatar":"","role":"Owner","nameCard":"O"}"#, "")),
                    Self.variant((#""operatorInfo":{"userID":"op","#, #""operatorInfo":{"#)),
                    Self.variant((#""role":"Owner""#, #""role":"Admin""#)),
                    Self.variant((#""role":"Owner""#, #""role":"Member""#)),
                    Self.variant((#""nick":"Op""#, #""nick":"\u00d6\"p""#)),
                    // Profiles and IDs of others, which no event carries: of anyone, none, muted.
                    Self.variant((#""userIDList":["u1"]"#, #""userIDList":["zz","op"]"#)),
                    Self.variant((#","userIDList":["u1"]"#, ""), (#","memberList":[{"userID":"u1","nick":"One"}]"#, "")),
                    Self.variant((#"{"userID":"u1","nick":"One"}"#, #"{"userID":"zz","muteTime":60}"#)),
                    // A credential in the tip, left out of the record the text message carries.
                    Self.variant((#""operationType":42"#, #""operationType":42,"authentication":"secret""#)),
                    // No group but the one it was sent to, none at all; no time, no ID.
                    Self.variant((#","groupProfile":{"groupID":"g1","groupName":"G"}"#, "")),
                    Self.variant((#","groupProfile":{"groupID":"g1","groupName":"G"}"#, ""), (#""to":"g1","#, "")),
                    Self.variant((#","time":1727600000"#, ""), (#""ID":"m1","#, "")),
                    Self.variant((#""operationType":42"#, #""operationType":42,"memberNum":3,"groupJoinType":1"#)),
                ]
            try timToZIM.expect(taken, taken: true)
            try timToUnified.expect(taken, taken: true)
        }

        /// Probes it leaves to the general path: changes of the group's profile, a user list of
        /// anything but strings, a profile of someone but the operator, no operator, a role no table
        /// knows, a mute of no one named, the application's data.
        @Test func probesItLeavesToTheGeneralPath() throws {
            let left = [
                Self.variant((#""operationType":42"#, #""operationType":42,"newGroupProfile":{"groupName":"N"}"#)),
                Self.variant((#""userIDList":["u1"]"#, #""userIDList":["u1",2]"#)),
                Self.variant((#""operatorInfo":{"userID":"op""#, #""operatorInfo":{"userID":"zz""#)),
                Self.variant((#""operatorID":"op","#, "")),
                Self.variant((#""role":"Owner""#, #""role":"Weird""#)),
                Self.variant((#"{"userID":"u1","nick":"One"}"#, #"{"muteTime":60}"#)),
                Self.variant((#""cloudCustomData":"""#, #""cloudCustomData":"x""#)),
            ]
            try timToZIM.expect(left, taken: false)
        }
    }
}
