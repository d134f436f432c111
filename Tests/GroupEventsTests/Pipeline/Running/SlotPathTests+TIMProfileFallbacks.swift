import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

@testable import GroupEvents

extension SlotPathTests {
    /// `tim:web` group-profile tips (type 6) that change nothing ZIM tips can say (the introduction,
    /// the join option, custom fields), read into slots with their changes' codes and values and
    /// written by `zim:sdk` as the text message they fall back to (beside the tips of an owner
    /// transfer of the same tip): the fixtures, mutants of them and probes of each rule give what the
    /// general path gives.
    @Suite struct TIMProfileFallbacks {
        private let timToZIM: SlotPathComparison
        private let timToUnified: SlotPathComparison

        init() throws {
            timToZIM = try SlotPathComparison(from: "tim:web", to: "zim:sdk")
            timToUnified = try SlotPathComparison(from: "tim:web", to: "unified")
        }

        /// Whether a record is a group-profile tip of no change tips can say that the slot path takes:
        /// an introduction (a string), a join option or custom fields (`{key, value}`, the key without
        /// escapes), each value a string, a number or a Boolean, perhaps an owner transfer beside.
        static func isChangeOfNothingTipsSay(_ record: JSONValue) -> Bool {
            guard record["type"]?.stringValue == "TIMGroupTipElem", record["payload"]?["operationType"]?.numberValue?.int64 == 6,
                let changes = record["payload"]?["newGroupProfile"]?.objectValue, changes.members.contains(where: { $0.key != "ownerID" })
            else { return false }
            func isScalar(_ value: JSONValue?) -> Bool { value?.stringValue != nil || value?.numberValue != nil || value?.boolValue != nil }
            return changes.members.allSatisfy { member in
                switch member.key {
                case "introduction", "ownerID": return member.value.stringValue != nil
                case "joinOption": return isScalar(member.value)
                case "groupCustomField":
                    return member.value.arrayValue?.allSatisfy { entry in
                        entry["key"]?.stringValue.map { !$0.contains("\\") } == true && isScalar(entry["value"])
                    } ?? false
                default: return false
                }
            }
        }

        @Test func everyFixtureOfSuchATipIsTakenAndGivesWhatTheGeneralPathGives() throws {
            var tips = 0
            for fixture in FixtureCase.all(vendor: "tim", flavour: "web") {
                // Fixtures are written with whitespace; the slot path takes compact records.
                let record = try #require(try GoldenFile.read(fixture.recordPath))
                guard Self.isChangeOfNothingTipsSay(record) else { continue }
                let bytes = JSONWriter.compactBytes(record)
                #expect(try timToZIM.check([bytes]) == 1, "\(fixture) to zim:sdk")
                #expect(try timToUnified.check([bytes]) == 1, "\(fixture) to unified")
                tips += 1
            }
            #expect(tips >= 2, "custom fields changed, the join option changed")
        }

        @Test func mutantsTakenGiveWhatTheGeneralPathGives() throws {
            let records = try SlotPathTests.mutants(vendor: "tim", flavour: "web", where: Self.isChangeOfNothingTipsSay, SlotPathTests.profileMutations)
            let taken = try timToZIM.check(records)
            #expect(taken >= 60, "the slot path took \(taken) of \(records.count) mutants")
        }

        /// A tip of its operator's changing the group's introduction.
        private static let base =
            #"{"ID":"m2","type":"TIMGroupTipElem","payload":{"operationType":6,"operatorID":"op","userIDList":["op"],"operatorInfo":{"userID":"op","nick":"Op","avatar":"","role":"Admin","nameCard":"O"},"newGroupProfile":{"introduction":"I"},"groupProfile":{"groupID":"g1","groupName":"G"}},"to":"g1","time":1727600000,"cloudCustomData":""}"#

        /// The base with its changes `changes`.
        private static func changing(_ changes: String) -> String {
            SlotPathTests.variant(of: Self.base, [(#"{"introduction":"I"}"#, changes)])
        }

        /// Probes of each rule the slot path keeps for such tips, each taken.
        @Test func probesItTakes() throws {
            let taken =
                [
                    // The introduction: set, cleared, with escapes, beyond ASCII.
                    #"{"introduction":"I"}"#, #"{"introduction":""}"#, #"{"introduction":"a\"b\u00e9\n"}"#, #"{"introduction":"记得带水 🎉"}"#,
                    // The join option, of each word its label knows and not, a number, a Boolean.
                    #"{"joinOption":"FreeAccess"}"#, #"{"joinOption":"NeedPermission"}"#, #"{"joinOption":"DisableApply"}"#,
                    #"{"joinOption":"Whatever"}"#, #"{"joinOption":""}"#, #"{"joinOption":2}"#, #"{"joinOption":true}"#,
                    // Custom fields: several, a number, an escaped value, an empty one; beside the others.
                    #"{"groupCustomField":[{"key":"trail","value":"x"},{"key":"level","value":3}]}"#,
                    #"{"groupCustomField":[{"key":"trail","value":"a\"b"},{"key":"k","value":""},{"key":"f","value":1.5}]}"#,
                    #"{"groupCustomField":[{"value":"x","key":"trail"}],"introduction":"I","joinOption":"FreeAccess"}"#,
                    // Beside an owner transfer, before it and after it, to the operator.
                    #"{"introduction":"I","ownerID":"u1"}"#, #"{"ownerID":"u1","joinOption":"x"}"#, #"{"ownerID":"op","introduction":""}"#,
                ].map(Self.changing)
                + [
                    // A credential in the tip, left out of the record the text message carries; no group, no time.
                    SlotPathTests.variant(of: Self.base, [(#""operationType":6"#, #""operationType":6,"authentication":"secret""#)]),
                    SlotPathTests.variant(of: Self.base, [(#","groupProfile":{"groupID":"g1","groupName":"G"}"#, ""), (#","time":1727600000"#, "")]),
                ]
            try timToZIM.expect(taken, taken: true)
        }

        /// Probes it leaves to the general path: values the slots do not hold (objects, arrays), a
        /// `null`, an introduction that is no string, a key no table knows, a custom key with escapes,
        /// no custom field at all.
        @Test func probesItLeavesToTheGeneralPath() throws {
            let left = [
                #"{"joinOption":{"a":1}}"#, #"{"groupCustomField":[{"key":"trail","value":[1]}]}"#, #"{"joinOption":null}"#,
                #"{"introduction":7}"#, #"{"inviteOption":"x","introduction":"I"}"#, #"{"groupCustomField":[{"key":"tr\u0061il","value":"x"}]}"#,
                // Custom fields of none: no change to say, a tip the general path keeps whole.
                #"{"groupCustomField":[]}"#,
            ].map(Self.changing)
            try timToZIM.expect(left, taken: false)
        }

        /// Sentences in Chinese, and `--fallback drop`, the general path's way.
        @Test func fallbackOptionsAreTheGeneralPaths() throws {
            let records = [#"{"joinOption":"NeedPermission","introduction":"I"}"#, #"{"groupCustomField":[{"key":"trail","value":"x"}]}"#]
            let bytes = records.map(Self.changing).map { Array($0.utf8) }
            #expect(try SlotPathComparison(from: "tim:web", to: "zim:sdk", language: .simplifiedChinese).check(bytes) == 2)
            #expect(try SlotPathComparison(from: "tim:web", to: "zim:sdk", fallback: .drop).check(bytes) == 0)
        }
    }
}
