import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

@testable import GroupEvents

extension SlotPathTests {
    /// `zim:sdk` changes of a group's profile (tips event 7, change types 1 to 5), and groups created
    /// and dismissed (events 1 and 2), on the slot path to unified: the fixtures, mutants of them and
    /// probes of each rule the reader keeps give what the general path gives, and the reader takes the
    /// ones it is for.
    @Suite struct ZIMProfiles {
        private let zimToUnified: SlotPathComparison

        init() throws {
            zimToUnified = try SlotPathComparison(from: "zim:sdk", to: "unified")
        }

        /// Whether a record is a profile change the slot path writes as unified: event 7 with change
        /// types 1 to 4, or 5 whose mute mode (absent: none) is none, members or all.
        private static func isProfileChange(_ record: JSONValue) -> Bool {
            guard record["type"]?.numberValue?.int64 == 32, record["event"]?.numberValue?.int64 == 7,
                let change = record["changeInfo"]?["type"]?.numberValue?.int64, (1...5).contains(change)
            else { return false }
            guard change == 5 else { return true }
            let mute = record["changeInfo"]?["groupMutedInfo"] ?? record["changeInfo"]?["groupMuteInfo"]
            return (0...2).contains(mute?["mode"]?.numberValue?.int64 ?? 0)
        }

        @Test func fixturesOfProfileChangesAreTakenAndGiveWhatTheGeneralPathGives() throws {
            var profileChanges = 0
            for fixture in FixtureCase.all(vendor: "zim", flavour: "sdk") {
                // Fixtures are written with whitespace; the slot path takes compact records.
                let record = try #require(try GoldenFile.read(fixture.recordPath))
                // Change types the table names (another is kept as unrecognized, `ZIMUnrecognized`).
                guard record["event"]?.numberValue?.int64 == 7, let change = record["changeInfo"]?["type"]?.numberValue?.int64,
                    (1...5).contains(change)
                else { continue }
                let taken = try zimToUnified.check([JSONWriter.compactBytes(record)])
                let expected = Self.isProfileChange(record)
                #expect(taken == (expected ? 1 : 0), "\(fixture): taken \(taken), a profile change it writes: \(expected)")
                if expected { profileChanges += 1 }
            }
            #expect(profileChanges >= 14, "names, notices, avatars, flagged fields and mutes of none, members and all, in every spelling")
        }

        @Test func mutantsTakenGiveWhatTheGeneralPathGives() throws {
            let records = try SlotPathTests.mutants(vendor: "zim", flavour: "sdk", where: Self.isProfileChange, Self.mutations)
            let taken = try zimToUnified.check(records)
            #expect(taken >= 500, "the slot path took \(taken) of \(records.count) mutants")
        }

        /// Values a profile change's mutant gets in place of one of its own: flags with known and unknown
        /// bits, mute modes of each scope, mute settings and texts of each type.
        private static let mutations = MutationChecks(replacements: [
            .null, true, "", "é", "a\"b\\c", "3", 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, -1, 1_735_000_000_000,
            .number(JSONNumber(uncheckedText: "99999999999999999999")), .number(JSONNumber(uncheckedText: "1.5")), .array([]), .array([3]),
            .array(["3"]), .object([:]), .object(["mode": 2, "expiredTime": -1, "roles": .array([])]), .object(["mode": 1, "roles": .array([3])]),
            .object(["mode": 3, "expiredTime": 0, "roles": .array([2, 3])]), .object(["mode": 9]), .object(["type": 1, "groupDataFlag": 7]),
        ])

        /// A name change and variations of it the slot path takes (`null`s and absent texts read as
        /// empty, every change type, both mute spellings, an unread key of the other spelling).
        @Test func profileChangesItTakes() throws {
            let taken = [
                Self.base,
                Self.change(#""type":3,"groupName":null"#),
                Self.change(#""type":3"#),
                Self.change(#""type":3,"groupName":"a\"b\u00e9\n","classType":"ZIMTipsMessageGroupChangeInfo""#),
                Self.change(#""type":2,"groupNotice":"Sat 07:30","groupName":"ignored""#),
                Self.change(#""type":4,"groupAvatarUrl":"https://a.example/g.png""#),
                Self.change(#""type":1,"groupDataFlag":7,"groupName":"N","groupNotice":"T","groupAvatarUrl":"U""#),
                Self.change(#""type":1,"groupDataFlag":5,"groupName":"N""#),
                Self.change(#""type":1,"groupDataFlag":2,"groupName":"N","groupNotice":null"#),
                Self.change(#""type":1,"groupDataFlag":0,"groupName":"N""#),
                Self.change(#""type":1,"groupDataFlag":null"#),
                Self.change(#""type":1"#),
                // Flutter channel maps: every field written, a null mute setting.
                Self.change(
                    #""classType":"ZIMTipsMessageGroupChangeInfo","groupAvatarUrl":"","groupDataFlag":3,"groupMuteInfo":null,"groupName":"N","groupNotice":"","type":1"#
                ),
                Self.change(#""type":5,"groupMutedInfo":{"mode":0,"expiredTime":0,"roles":[]}"#),
                Self.change(#""type":5,"groupMutedInfo":{"mode":1,"expiredTime":1735000000000,"roles":[3]}"#),
                Self.change(#""type":5,"groupMutedInfo":{"expiredTime":-1,"mode":2,"roles":null}"#),
                Self.change(#""type":5,"groupMutedInfo":{"mode":2,"expiredTime":null}"#),
                Self.change(#""type":5,"groupMutedInfo":{"mode":2,"expiredTime":5,"extra":[1]}"#),
                Self.change(#""type":5,"groupMutedInfo":null"#),
                Self.change(#""type":5"#),
                Self.change(#""type":5,"groupMuteInfo":{"mode":2,"expiredTime":0,"roles":[]},"groupDataFlag":0,"groupName":"""#),
                // The Flutter spelling reads `groupMuteInfo` only: a `groupMutedInfo` beside it is not read.
                Self.change(#""type":5,"groupMuteInfo":{"mode":1,"expiredTime":0,"roles":[3]},"groupMutedInfo":{"mode":9}"#),
                Self.change(#""type":5,"role":null,"groupMutedInfo":"unread""#),
                // A mute setting of a change of another type is read (its mode means nothing there).
                Self.change(#""type":3,"groupName":"N","groupMutedInfo":{"mode":9,"roles":[2,3]}"#),
                // Members, and a new owner the change names.
                Self.record(#""type":3,"groupName":"N","groupNewOwner":{"userID":"b","memberRole":1}"#, targets: #"[{"userID":"b","memberRole":3}]"#),
                Self.base.replacingOccurrences(of: #""operatedUser":{"userID":"a","memberRole":1},"#, with: ""),
            ]
            #expect(try zimToUnified.check(taken.map { Array($0.utf8) }) == taken.count)
        }

        /// Variations the slot path leaves to the general path, each breaking one of its reader's rules:
        /// what the general path reports (a bit or mute mode no table knows, a value of the wrong type),
        /// a mute of listed roles, a key twice or escaped, a change type no rule has.
        @Test func profileChangesItLeavesToTheGeneralPath() throws {
            let left = [
                Self.change(#""type":1,"groupDataFlag":8"#),
                Self.change(#""type":1,"groupDataFlag":-1"#),
                Self.change(#""type":1,"groupDataFlag":"3""#),
                Self.change(#""type":1,"groupDataFlag":1.5"#),
                Self.change(#""type":1,"groupDataFlag":1,"groupDataFlag":2"#),
                Self.change(#""type":3,"groupName":7"#),
                Self.change(#""type":3,"groupName":"N","groupName":"M""#),
                Self.change(#""type":3,"groupN\u0061me":"N""#),
                Self.change(#""type":5,"groupMutedInfo":{"mode":3,"expiredTime":0,"roles":[2,3]}"#),
                Self.change(#""type":5,"groupMutedInfo":{"mode":9,"expiredTime":0,"roles":[]}"#),
                Self.change(#""type":5,"groupMutedInfo":{"expiredTime":0}"#),
                Self.change(#""type":5,"groupMutedInfo":{"mode":null}"#),
                Self.change(#""type":5,"groupMutedInfo":{"mode":"2"}"#),
                Self.change(#""type":5,"groupMutedInfo":{"mode":2,"expiredTime":"0"}"#),
                Self.change(#""type":5,"groupMutedInfo":{"mode":2,"roles":["3"]}"#),
                Self.change(#""type":5,"groupMutedInfo":{"mode":2,"roles":[null]}"#),
                Self.change(#""type":5,"groupMutedInfo":{"mode":2,"roles":{}}"#),
                Self.change(#""type":5,"groupMutedInfo":{"mode":2,"mode":null}"#),
                Self.change(#""type":5,"groupMutedInfo":{"mode":2,"expiredTime":5,"expiredTime":null}"#),
                Self.change(#""type":5,"groupMutedInfo":{"mod\u0065":2}"#),
                Self.change(#""type":5,"groupMutedInfo":[]"#),
                Self.change(#""type":5,"groupMutedInfo":{"mode":2},"groupMutedInfo":{"mode":0}"#),
                Self.change(#""type":5,"groupMuteInfo":{"mode":3,"expiredTime":-1,"roles":[3]}"#),
                // Read whatever the change's type: a mute setting the codec cannot read is malformed.
                Self.change(#""type":3,"groupName":"N","groupMutedInfo":"x""#),
                Self.change(#""type":3,"groupName":"N","role":2,"groupMuteInfo":{}"#),
                Self.base.replacingOccurrences(of: #","changeInfo""#, with: #", "changeInfo""#),
            ]
            for record in left { #expect(try zimToUnified.check([Array(record.utf8)]) == 0, "\(record)") }
            // Codes no rule names (a change type event 7 has no rule for, none, one of another event's)
            // are kept as unrecognized, on the slot path too (`ZIMUnrecognized`).
            let unnamed = [
                Self.change(#""type":6,"groupName":"N""#),
                Self.base.replacingOccurrences(of: #","changeInfo":{"type":3,"groupName":"N"}"#, with: ""),
                Self.base.replacingOccurrences(of: #""changeInfo":{"type":3,"groupName":"N"}"#, with: #""changeInfo":null"#),
                Self.base.replacingOccurrences(of: #""event":7"#, with: #""event":8"#),
            ]
            #expect(try zimToUnified.check(unnamed.map { Array($0.utf8) }) == unnamed.count)
        }

        /// A table of one's own changes what the reader takes as the general path reads it: bits and
        /// mute modes it adds or gives another meaning, a change type it gives no field, an event it gives
        /// one without a change type.
        @Test func aTableOfOnesOwnIsReadAsTheGeneralPathReadsIt() throws {
            let table = try FlavourCatalog.mappingTable(
                bytes: Array(
                    #"""
                    {"vendor": "zim", "flavours": [{"name": "sdk", "codeFields": ["event", "changeType"], "rules": [
                      {"codes": {"event": 7, "changeType": 7}, "name": "Whatever", "kind": "group.profileChanged"},
                      {"codes": {"event": 70}, "name": "Bare", "kind": "group.profileChanged", "field": "name"}]}],
                     "values": {"groupDataFlag": [{"value": 1, "means": "name"}, {"value": 8, "means": "name"}, {"value": 16, "means": "notice"}],
                                "groupMuteMode": [{"value": 2, "means": "all"}, {"value": 4, "means": "all"}, {"value": 1, "means": "roles"}]}}
                    """#
                    .utf8))
            let custom = try SlotPathComparison(from: "zim:sdk", to: "unified", mappings: [table])
            let taken = [
                Self.change(#""type":1,"groupDataFlag":8,"groupName":"N""#),
                Self.change(#""type":1,"groupDataFlag":16,"groupName":"N""#),
                Self.change(#""type":5,"groupMutedInfo":{"mode":4,"expiredTime":0}"#),
                Self.change(#""type":7,"groupName":"N""#),
            ]
            #expect(try custom.check(taken.map { Array($0.utf8) }) == taken.count)
            let left = [
                Self.change(#""type":5,"groupMutedInfo":{"mode":1,"expiredTime":0,"roles":[3]}"#),
                Self.change(#""type":1,"groupDataFlag":32,"groupAvatarUrl":"U""#),
                // A change without a `changeInfo`: the general path reads one of type 0.
                Self.base.replacingOccurrences(of: #""event":7,"#, with: #""event":70,"#).replacingOccurrences(
                    of: #","changeInfo":{"type":3,"groupName":"N"}"#, with: ""),
            ]
            for record in left { #expect(try custom.check([Array(record.utf8)]) == 0, "\(record)") }
        }

        @Test func fixturesOfCreationsAndDismissalsAreTakenAndGiveWhatTheGeneralPathGives() throws {
            var taken = 0
            var groupEvents = 0
            for fixture in FixtureCase.all(vendor: "zim", flavour: "sdk") {
                let record = try #require(try GoldenFile.read(fixture.recordPath))
                guard record["type"]?.numberValue?.int64 == 32, let event = record["event"]?.numberValue?.int64, event == 1 || event == 2 else { continue }
                groupEvents += 1
                taken += try zimToUnified.check([JSONWriter.compactBytes(record)])
            }
            #expect(groupEvents >= 6 && taken == groupEvents, "the slot path took \(taken) of \(groupEvents) creations and dismissals")
        }

        /// Creations and dismissals with and without members, one with a change type no rule of theirs
        /// has (kept as unrecognized), and one left to the general path: a minimal record without `type`.
        @Test func creationsAndDismissalsItTakesAndLeaves() throws {
            let created = Self.base.replacingOccurrences(of: #""event":7"#, with: #""event":1"#).replacingOccurrences(
                of: #","changeInfo":{"type":3,"groupName":"N"}"#, with: "")
            let taken = [
                created,
                created.replacingOccurrences(of: #""targetUserList":[]"#, with: #""targetUserList":[{"userID":"b"},{"userID":"c","memberRole":3}]"#),
                created.replacingOccurrences(of: #""event":1"#, with: #""event":2,"changeInfo":null"#),
                created.replacingOccurrences(of: #""event":1"#, with: #""event":2"#).replacingOccurrences(of: #","targetUserList":[]"#, with: ""),
            ]
            #expect(try zimToUnified.check(taken.map { Array($0.utf8) }) == taken.count)
            #expect(try zimToUnified.check([#"{"event":2,"operatedUser":{"userID":"a"}}"#].map { Array($0.utf8) }) == 0)
            // A change type no rule of theirs has: kept as unrecognized (`ZIMUnrecognized`).
            let unnamed = created.replacingOccurrences(of: #""event":1"#, with: #""event":1,"changeInfo":{"type":3,"groupName":"N"}"#)
            #expect(try zimToUnified.check([Array(unnamed.utf8)]) == 1)
        }

        /// A name change, the probes' base.
        private static let base = record(#""type":3,"groupName":"N""#)

        /// A profile change whose `changeInfo` holds `members`, of the people `targets`.
        private static func record(_ members: String, targets: String = "[]") -> String {
            #"{"type":32,"messageID":"1","conversationID":"g","timestamp":5,"event":7,"operatedUser":{"userID":"a","memberRole":1},"targetUserList":"#
                + targets + #","changeInfo":{"# + members + "}}"
        }

        /// The base with its `changeInfo` holding `members`.
        private static func change(_ members: String) -> String { record(members) }
    }
}
