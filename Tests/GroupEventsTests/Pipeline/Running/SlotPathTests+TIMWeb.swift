import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

@testable import GroupEvents

extension SlotPathTests {
    /// `tim:web` tips written from slots (`TIMWebSlotWriter`): another vendor's events about members
    /// joining, leaving, being removed, made admins or members again, or muted, and changes of the
    /// texts of a group's profile or of its mute-all (and the text messages of the events the table
    /// has no better level than `fallback` for, `ZIMUnrecognized`). The `zim:sdk` fixtures,
    /// mutants of them and probes of each rule the writer keeps give what the general path gives, and
    /// the writer takes the ones it is for; `tim:web` records, whose own keys the general path keeps,
    /// it leaves to that path.
    @Suite struct TIMWeb {
        private let zimToTIM: SlotPathComparison
        private let timToTIM: SlotPathComparison

        init() throws {
            zimToTIM = try SlotPathComparison(from: "zim:sdk", to: "tim:web")
            timToTIM = try SlotPathComparison(from: "tim:web", to: "tim:web")
        }

        /// Whether a ZIM record is a tips message the writer writes: events 2 to 6 (dismissed, joined,
        /// invited, left, kicked) without a change, 8 with change type 11 to admin or member (2, 3), 12
        /// (muted) or 10 (the owner transferred to its one target, named nowhere else), and 7 with
        /// change type 2 to 4 or 1 with a flag (texts of the group's profile) or 5 with a mute of no
        /// one, regular members or everyone without an expiry (mute-all); with no application data,
        /// which `tim:web` reports as left out.
        private static func isTipItWrites(_ record: JSONValue) -> Bool {
            guard record["type"]?.numberValue?.int64 == 32, let event = record["event"]?.numberValue?.int64, !holdsApplicationData(record)
            else { return false }
            let change = record["changeInfo"]?["type"]?.numberValue?.int64
            guard event == 8 || event == 7 else { return (2...6).contains(event) && change == nil }
            switch change {
            case 10?: return event == 8 && record["changeInfo"]?["groupNewOwner"] == nil && record["targetUserList"]?.arrayValue?.count == 1
            case 2?, 3?, 4?: return event == 7
            case 1?: return event == 7 && ![nil, 0].contains(record["changeInfo"]?["groupDataFlag"]?.numberValue?.int64)
            case 11?: return [2, 3].contains((record["changeInfo"]?["memberRole"] ?? record["changeInfo"]?["role"])?.numberValue?.int64)
            case 12?: return event == 8
            case 5?:
                let mute = record["changeInfo"]?["groupMutedInfo"] ?? record["changeInfo"]?["groupMuteInfo"]
                return event == 7 && (0...2).contains(mute?["mode"]?.numberValue?.int64 ?? 0) && (mute?["expiredTime"]?.numberValue?.int64 ?? 0) == 0
            default: return false
            }
        }

        /// Whether a ZIM record holds application data, which `tim:web` reports as left out.
        static func holdsApplicationData(_ record: JSONValue) -> Bool {
            ["extendedData", "localExtendedData"].contains { ![nil, ""].contains(record[$0]?.stringValue) }
        }

        @Test func zimFixturesOfTipsItWritesAreTakenAndGiveWhatTheGeneralPathGives() throws {
            var tips = 0
            var textMessages = 0
            for fixture in FixtureCase.all(vendor: "zim", flavour: "sdk") {
                // Fixtures are written with whitespace; the slot path takes compact records.
                let record = try #require(try GoldenFile.read(fixture.recordPath))
                let taken = try zimToTIM.check([JSONWriter.compactBytes(record)])
                let tip = Self.isTipItWrites(record)
                let textMessage = ZIMUnrecognized.isTextMessageToTIM(record)
                #expect(taken == (tip || textMessage ? 1 : 0), "\(fixture): taken \(taken), a tip it writes: \(tip), a text message: \(textMessage)")
                if tip { tips += 1 }
                if textMessage { textMessages += 1 }
            }
            #expect(tips >= 30, "joins, invitations, quits, kicks, admins set, mutes and profile texts in every spelling")
            #expect(textMessages >= 7, "unknown events and change types, pinned and unpinned messages")
        }

        @Test func zimMutantsTakenGiveWhatTheGeneralPathGives() throws {
            let records = try SlotPathTests.mutants(vendor: "zim", flavour: "sdk", where: Self.isTipItWrites, Self.mutations)
            let taken = try zimToTIM.check(records)
            #expect(taken >= 850, "the slot path took \(taken) of \(records.count) mutants")
        }

        /// Values a mutant gets in place of one of its own: roles of every level and none, times finer
        /// than seconds and not, mutes of each form, people with and without profiles.
        private static let mutations = MutationChecks(replacements: [
            .null, true, "", "é", "a\"b", "123", 0, 1, 2, 3, 4, 5, 6, 8, 11, 12, -1, 300, 1_724_800_000_000, 1_724_886_400_500,
            .number(JSONNumber(uncheckedText: "99999999999999999999")), .number(JSONNumber(uncheckedText: "1.5")), .array([]), .object([:]),
            .array([.object(["userID": "zz"])]), .array([.object(["userID": "zz"]), .object(["userID": "zz", "userName": "Z"])]),
            .object(["userID": "zz", "memberRole": 2]), .object(["type": 12, "muteExpiredTime": 0]),
            .object(["type": 12, "muteExpiredTime": -1]), .object(["type": 11, "memberRole": 1]), .object(["type": 11, "memberRole": 2]),
        ])

        /// The fixtures of `tim:web` tips and notices are left to the general path: it writes a TIM
        /// record over its own. Its other messages are passed through as they are, on either path.
        @Test func timRecordsAreLeftToTheGeneralPath() throws {
            var tips = 0
            for fixture in FixtureCase.all(vendor: "tim", flavour: "web") {
                let record = try #require(try GoldenFile.read(fixture.recordPath))
                let isNotification = ["TIMGroupTipElem", "TIMGroupSystemNoticeElem"].contains(record["type"]?.stringValue)
                #expect(try timToTIM.check([JSONWriter.compactBytes(record)]) == (isNotification ? 0 : 1), "\(fixture)")
                if isNotification { tips += 1 }
            }
            #expect(tips >= 20)
        }

        /// A kick from ZIM (`base`), with what each rule needs.
        private static let base =
            #"{"type":32,"messageID":"1","conversationID":"g","timestamp":5000,"event":6,"operatedUser":{"userID":"a","memberRole":1},"targetUserList":[{"userID":"b","memberRole":3}]}"#

        private static func variant(_ replacements: (String, String)...) -> String {
            var record = base
            for (old, new) in replacements {
                guard let range = record.range(of: old) else { fatalError("no \(old) in the probe") }
                record.replaceSubrange(range, with: new)
            }
            return record
        }

        /// Probes of each rule the writer keeps, each taken.
        @Test func probesItTakes() throws {
            let taken = [
                Self.base,
                // A time finer than seconds, none, and no group or message ID.
                Self.variant((#""timestamp":5000"#, #""timestamp":5123"#)),
                Self.variant((#""timestamp":5000,"#, "")),
                Self.variant((#""conversationID":"g","#, ""), (#""messageID":"1","#, "")),
                // People with and without profiles, IDs with escapes, several members, none.
                Self.variant((#""operatedUser":{"userID":"a","memberRole":1}"#, #""operatedUser":{"userID":"a"}"#)),
                Self.variant((#"{"userID":"b","memberRole":3}"#, #"{"userID":"b\"\u00e9","userName":"B","userAvatarUrl":"u","memberNickname":"n"}"#)),
                Self.variant((#""targetUserList":[{"userID":"b","memberRole":3}]"#, #""targetUserList":[{"userID":"b"},{"userID":"c","memberRole":2}]"#)),
                Self.variant((#""targetUserList":[{"userID":"b","memberRole":3}]"#, #""targetUserList":[]"#)),
                // Joins of one's own (3) and invitations (4).
                Self.variant((#""event":6"#, #""event":3"#)),
                Self.variant((#""event":6"#, #""event":4"#)),
                // Quits: the leaver the operator, alone, the actor being someone else, or with none named.
                Self.variant((#""event":6"#, #""event":5"#), (#""targetUserList":[{"userID":"b","memberRole":3}]"#, #""targetUserList":[]"#)),
                Self.variant((#""event":6"#, #""event":5"#)),
                Self.variant((#""event":6"#, #""event":5"#), (#""userID":"b""#, #""userID":"a""#)),
                // Admins set and taken back.
                Self.variant((#""event":6"#, #""event":8,"changeInfo":{"type":11,"memberRole":2}"#)),
                Self.variant((#""event":6"#, #""event":8,"changeInfo":{"type":11,"memberRole":3}"#)),
                // Mutes: for a term, lifted, without end, ended before the event, of several alike.
                Self.variant((#""event":6"#, #""event":8,"changeInfo":{"type":12,"muteExpiredTime":65000}"#)),
                Self.variant((#""event":6"#, #""event":8,"changeInfo":{"type":12,"muteExpiredTime":0}"#)),
                Self.variant((#""event":6"#, #""event":8,"changeInfo":{"type":12,"muteExpiredTime":-1}"#)),
                Self.variant((#""event":6"#, #""event":8,"changeInfo":{"type":12,"muteExpiredTime":4000}"#)),
                Self.variant(
                    (#""event":6"#, #""event":8,"changeInfo":{"type":12,"muteExpiredTime":65500}"#),
                    (#"[{"userID":"b","memberRole":3}]"#, #"[{"userID":"b","memberRole":3},{"userID":"c"},{"userID":"b"},{"userID":"c"}]"#)),
                // Texts of the group's profile: each, several, empty, with escapes.
                Self.variant(
                    (#""event":6"#, #""event":7,"changeInfo":{"type":3,"groupName":"N"}"#), (#","targetUserList":[{"userID":"b","memberRole":3}]"#, "")),
                Self.variant((#""event":6"#, #""event":7,"changeInfo":{"type":2,"groupNotice":"a\"\u00e9"}"#), (#"{"userID":"b","memberRole":3}"#, "")),
                Self.variant((#""event":6"#, #""event":7,"changeInfo":{"type":4,"groupAvatarUrl":""}"#), (#"{"userID":"b","memberRole":3}"#, "")),
                Self.variant(
                    (#""event":6"#, #""event":7,"changeInfo":{"type":1,"groupDataFlag":7,"groupName":"N","groupNotice":"T","groupAvatarUrl":"U"}"#),
                    (#"{"userID":"b","memberRole":3}"#, "")),
                // Mute-all: no one, regular members (written as everyone, reported), everyone, with no expiry.
                Self.variant((#""event":6"#, #""event":7,"changeInfo":{"type":5}"#), (#"{"userID":"b","memberRole":3}"#, "")),
                Self.variant(
                    (#""event":6"#, #""event":7,"changeInfo":{"type":5,"groupMutedInfo":{"mode":1,"expiredTime":0,"roles":[3]}}"#),
                    (#"{"userID":"b","memberRole":3}"#, "")),
                Self.variant(
                    (#""event":6"#, #""event":7,"changeInfo":{"type":5,"groupMutedInfo":{"mode":2,"expiredTime":0,"roles":[]}}"#),
                    (#"{"userID":"b","memberRole":3}"#, "")),
            ]
            #expect(try zimToTIM.check(taken.map { Array($0.utf8) }) == taken.count)
        }

        /// Joins of every method, through a table of one's own: the ones `tim:web` cannot say are
        /// written as the nearest and reported.
        @Test func joinsOfEveryMethodAreWrittenAsTheMappingWritesThem() throws {
            let table = try FlavourCatalog.mappingTable(
                bytes: Array(
                    #"""
                    {"vendor": "zim", "flavours": [{"name": "sdk", "codeFields": ["event", "changeType"], "rules": [
                      {"codes": {"event": 40}, "name": "Approved", "kind": "member.joined", "joinMethod": "approved"},
                      {"codes": {"event": 41}, "name": "Free", "kind": "member.joined", "joinMethod": "free"},
                      {"codes": {"event": 42}, "name": "Accepted", "kind": "member.joined", "joinMethod": "invitationAccepted"}]}]}
                    """#
                    .utf8))
            let custom = try SlotPathComparison(from: "zim:sdk", to: "tim:web", mappings: [table])
            let taken = [40, 41, 42].map { Self.variant((#""event":6"#, "\"event\":\($0)")) }
            for record in taken { #expect(try custom.check([Array(record.utf8)]) == 1, "\(record)") }
        }

        /// Probes the writer leaves to the general path: a role the tips cannot grant (owner), a mute
        /// with no time to count from, several leavers, an owner transfer, a profile change naming
        /// members, one of a group mute with an expiry or of listed roles, one of nothing.
        @Test func probesItLeavesToTheGeneralPath() throws {
            let left = [
                Self.variant((#""event":6"#, #""event":8,"changeInfo":{"type":11,"memberRole":1}"#)),
                Self.variant((#""event":6"#, #""event":8,"changeInfo":{"type":12,"muteExpiredTime":65000}"#), (#""timestamp":5000,"#, "")),
                Self.variant(
                    (#""event":6"#, #""event":5"#),
                    (#""targetUserList":[{"userID":"b","memberRole":3}]"#, #""targetUserList":[{"userID":"b"},{"userID":"c"}]"#)),
                Self.variant((#""event":6"#, #""event":8,"changeInfo":{"type":10,"groupNewOwner":{"userID":"b","memberRole":1}}"#)),
                // A profile change naming members, muting the group.
                Self.variant((#""event":6"#, #""event":7,"changeInfo":{"type":3,"groupName":"N"}"#)),
                Self.variant(
                    (#""event":6"#, #""event":7,"changeInfo":{"type":5,"groupMutedInfo":{"mode":2,"expiredTime":-1}}"#), (#"{"userID":"b","memberRole":3}"#, "")
                ),
                Self.variant(
                    (#""event":6"#, #""event":7,"changeInfo":{"type":5,"groupMutedInfo":{"mode":3,"expiredTime":0,"roles":[2]}}"#),
                    (#"{"userID":"b","memberRole":3}"#, "")),
            ]
            for record in left { #expect(try zimToTIM.check([Array(record.utf8)]) == 0, "\(record)") }
            // A profile change of nothing TIM has a group change for is a text message, which it writes too.
            let nothing = Self.variant((#""event":6"#, #""event":7,"changeInfo":{"type":1,"groupDataFlag":0}"#), (#"{"userID":"b","memberRole":3}"#, ""))
            #expect(try zimToTIM.check([Array(nothing.utf8)]) == 1)
        }
    }
}
