import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

@testable import GroupEvents

/// The slot path gives exactly what the general path gives (outcome, events, bytes, diagnostics)
/// for every record it takes, and takes the records it is for: for each pair it serves (`tim:web` to
/// `zim:sdk`, `zim:sdk` to unified), every fixture of a tip about members, mutants of them, and
/// records made to probe the rules of its readers and writers.
@Suite struct SlotPathTests {
    private let timToZIM: SlotPathComparison
    private let zimToUnified: SlotPathComparison

    init() throws {
        timToZIM = try SlotPathComparison(from: "tim:web", to: "zim:sdk")
        zimToUnified = try SlotPathComparison(from: "zim:sdk", to: "unified")
    }

    /// Whether a record is a tip about members the slot path writes: types 1-5 (joined, quit, kicked,
    /// admin set or canceled), and 7 (member profiles: mutes) when it mutes someone (members muted
    /// differently are written one message per mute).
    static func isMemberTip(_ record: JSONValue) -> Bool {
        guard record["type"]?.stringValue == "TIMGroupTipElem", let type = record["payload"]?["operationType"]?.numberValue?.int64 else { return false }
        guard type == 7 else { return (1...5).contains(type) }
        let mutes = (record["payload"]?["memberList"]?.arrayValue ?? []).compactMap { $0["muteTime"]?.numberValue?.int64 }
        return !mutes.isEmpty
    }

    /// Whether a record is a group-profile tip (type 6) the slot path writes as tips: one that changes
    /// the group's name, notice, avatar or mute-all (a Boolean), perhaps with its introduction, join
    /// option or custom fields, or its owner, or both, each change with a value.
    private static func isProfileTip(_ record: JSONValue) -> Bool {
        guard record["type"]?.stringValue == "TIMGroupTipElem", record["payload"]?["operationType"]?.numberValue?.int64 == 6,
            let changes = record["payload"]?["newGroupProfile"]?.objectValue
        else { return false }
        let texts: Set = ["groupName", "notification", "avatar"]
        let others: Set = ["introduction", "groupCustomField", "joinOption"]
        let readable = changes.members.allSatisfy { member in
            if texts.contains(member.key) || member.key == "introduction" || member.key == "ownerID" { return member.value.stringValue != nil }
            if member.key == "muteAllMembers" { return member.value.boolValue != nil }
            return others.contains(member.key) && member.value != .null
        }
        let tips = changes.members.contains { texts.contains($0.key) || $0.key == "muteAllMembers" }
        let transfer = changes["ownerID"] != nil
        return readable && (tips || transfer && changes.members.count == 1)
    }

    @Test func everyFixtureOfATipItWritesIsTakenAndGivesWhatTheGeneralPathGives() throws {
        var memberTips = 0
        var profileTips = 0
        for fixture in FixtureCase.all(vendor: "tim", flavour: "web") {
            let bytes = try #require(Repository.bytes(fixture.recordPath))
            let taken = try timToZIM.check([bytes])
            let record = try JSONReader().read(bytes)
            let (memberTip, profileTip) = (Self.isMemberTip(record), Self.isProfileTip(record))
            #expect(taken == (memberTip || profileTip ? 1 : 0), "\(fixture): taken \(taken), a tip about members: \(memberTip), of the profile: \(profileTip)")
            if memberTip { memberTips += 1 }
            if profileTip { profileTips += 1 }
        }
        #expect(memberTips >= 10, "the fixtures of joins (with and without a join type), quits, kicks, admin changes and mutes")
        #expect(profileTips >= 6, "the fixtures of an avatar, a notice cleared, an introduction and notice, everyone muted, owners")
    }

    /// `base` with each `old` of `replacements` replaced by its `new` (the first `old` each time): a
    /// probe made from a record.
    static func variant(of base: String, _ replacements: [(String, String)]) -> String {
        var record = base
        for (old, new) in replacements {
            guard let range = record.range(of: old) else { fatalError("no \(old) in the probe") }
            record.replaceSubrange(range, with: new)
        }
        return record
    }

    /// A hundred mutants of each fixture of `vendor`'s `flavour` that `isIncluded` takes, each with one
    /// to three of its values replaced from `mutations` (a fixed seed), as compact records.
    static func mutants(
        vendor: String, flavour: String, where isIncluded: (JSONValue) -> Bool, _ mutations: MutationChecks
    ) throws -> [[UInt8]] {
        var generator = SplitMix64(seed: 27)
        var records: [[UInt8]] = []
        for fixture in FixtureCase.all(vendor: vendor, flavour: flavour) {
            guard let record = try GoldenFile.read(fixture.recordPath), isIncluded(record) else { continue }
            for _ in 0..<100 {
                var mutated = record
                for _ in 0...generator.below(3) { mutated = mutations.mutate(mutated, &generator) }
                records.append(JSONWriter.compactBytes(mutated))
            }
        }
        return records
    }

    /// The mutants of `vendor`'s `flavour` (`mutants(vendor:flavour:where:_:)`) checked through each of
    /// `comparisons`: how many each took, and of how many.
    static func checkMutants(
        vendor: String, flavour: String, where isIncluded: (JSONValue) -> Bool, _ mutations: MutationChecks, through comparisons: [SlotPathComparison]
    ) throws -> (taken: [Int], of: Int) {
        let records = try mutants(vendor: vendor, flavour: flavour, where: isIncluded, mutations)
        return (try comparisons.map { try $0.check(records) }, records.count)
    }

    @Test func mutantsTakenGiveWhatTheGeneralPathGives() throws {
        let records = try Self.mutants(vendor: "tim", flavour: "web", where: Self.isMemberTip, Self.mutations)
        let taken = try timToZIM.check(records)
        #expect(taken >= 300, "the slot path took \(taken) of \(records.count) mutants")
    }

    @Test func profileTipMutantsTakenGiveWhatTheGeneralPathGives() throws {
        let records = try Self.mutants(vendor: "tim", flavour: "web", where: Self.isProfileTip, Self.profileMutations)
        let taken = try timToZIM.check(records)
        #expect(taken >= 100, "the slot path took \(taken) of \(records.count) mutants")
    }

    /// Values a profile tip's mutant gets in place of one of its own.
    static let profileMutations = MutationChecks(replacements: [
        .null, true, false, "", "é", "Owner", 0, 1, 6, .array([]), .object([:]), .array([.object(["key": "k", "value": "v"])]),
        .array([.object(["key": "k"])]), .object(["groupName": "N"]), .object(["notification": "N", "avatar": "A"]),
        .object(["muteAllMembers": true, "introduction": "I"]), .object(["joinOption": "FreeAccess", "groupName": "N"]),
        .object(["ownerID": "o", "groupName": "N"]), .object(["ownerID": "u1"]),
    ])

    /// Records made to probe the readers' and writer's rules, each a variation of one kick or of one
    /// group-profile tip.
    @Test func probesGiveWhatTheGeneralPathGives() throws {
        let probes = SlotPathProbes.records.map { Array($0.utf8) }
        let taken = try timToZIM.check(probes)
        #expect(taken == SlotPathProbes.taken, "the slot path took \(taken) of \(probes.count) probes")
        let profileProbes = SlotPathProbes.profileRecords.map { Array($0.utf8) }
        #expect(try timToZIM.check(Array(profileProbes[..<SlotPathProbes.profileTaken])) == SlotPathProbes.profileTaken)
        #expect(try timToZIM.check(Array(profileProbes[SlotPathProbes.profileTaken...])) == 0)
    }

    /// Values a mutant gets in place of one of its own: each rule of the slot reader's has values that
    /// keep it and values that break it.
    static let mutations = MutationChecks(replacements: [
        .null, true, "", "Owner", "Admin", "Member", "Weird", "é", "TIMGroupTipElem", "TIMGroupSystemNoticeElem", "123", 0, 1, 2, 3, 4, 5,
        6, 7, 9, -1, 300, .number(JSONNumber(uncheckedText: "99999999999999999999")), .number(JSONNumber(uncheckedText: "1.5")),
        .array([]), .object([:]), .array(["op"]), .object(["userID": "zz", "nick": "Z"]), .object(["userID": "kim.j", "muteTime": 60]),
    ])

    /// Whether a record is a ZIM tips message the slot path writes as unified: events 3-6 (joined,
    /// invited, left, kicked) and 8 with change types 10 to 12 (owner transferred, role changed, muted).
    private static func isZIMMemberTip(_ record: JSONValue) -> Bool {
        guard record["type"]?.numberValue?.int64 == 32, let event = record["event"]?.numberValue?.int64 else { return false }
        let change = record["changeInfo"]?["type"]?.numberValue?.int64
        return change == nil ? (3...6).contains(event) : event == 8 && (10...12).contains(change!)
    }

    @Test func zimFixturesOfTipsAboutMembersGiveWhatTheGeneralPathGives() throws {
        var taken = 0
        var memberTips = 0
        for fixture in FixtureCase.all(vendor: "zim", flavour: "sdk") {
            // Fixtures are written with whitespace; the slot path takes compact records.
            let record = try #require(try GoldenFile.read(fixture.recordPath))
            taken += try zimToUnified.check([JSONWriter.compactBytes(record)])
            if Self.isZIMMemberTip(record) { memberTips += 1 }
        }
        #expect(memberTips >= 10 && taken >= memberTips / 2, "the slot path took \(taken) fixtures; \(memberTips) are tips about members")
    }

    @Test func zimMutantsTakenGiveWhatTheGeneralPathGives() throws {
        let records = try Self.mutants(vendor: "zim", flavour: "sdk", where: Self.isZIMMemberTip, Self.zimMutations)
        let taken = try zimToUnified.check(records)
        #expect(taken >= 300, "the slot path took \(taken) of \(records.count) mutants")
    }

    /// A kick and owner transfers the slot path takes (with `null`s, which are as if absent), and variations it leaves to
    /// the general path: whitespace, a key twice, a time as a string, a signed ID. (A change type no rule
    /// of the event has is kept as `unrecognized`, `SlotPathTests.ZIMUnrecognized`.)
    @Test func zimRecordsItLeavesToTheGeneralPath() throws {
        let base =
            #"{"type":32,"messageID":"1","conversationID":"g","timestamp":5,"event":6,"operatedUser":{"userID":"a","memberRole":1},"targetUserList":[{"userID":"b","memberRole":3}]}"#
        let taken = [
            base,
            base.replacingOccurrences(of: #""timestamp":5"#, with: #""timestamp":null,"repliedInfo":null"#),
            base.replacingOccurrences(of: #""memberRole":3"#, with: #""memberRole":3,"userName":null"#),
            // Owner transfers: the new owner named, and not (then the first member).
            base.replacingOccurrences(of: #""event":6"#, with: #""event":8,"changeInfo":{"type":10,"groupNewOwner":{"userID":"b","memberRole":1}}"#),
            base.replacingOccurrences(of: #""event":6"#, with: #""event":8,"changeInfo":{"type":10,"groupNewOwner":null}"#),
        ]
        #expect(try zimToUnified.check(taken.map { Array($0.utf8) }) == taken.count)
        let left = [
            base.replacingOccurrences(of: #","event""#, with: #", "event""#),
            base.replacingOccurrences(of: #""timestamp":5"#, with: #""timestamp":"5""#),
            base.replacingOccurrences(of: #""memberRole":3"#, with: #""memberRole":3,"userName":null,"userName":"B""#),
            base.replacingOccurrences(of: #""event":6"#, with: #""event":6,"event":5"#),
            base.replacingOccurrences(of: #""messageID":"1""#, with: #""messageID":-1"#),
            base.replacingOccurrences(of: #""userID":"b""#, with: #""userID":"b","userID":"c""#),
        ]
        #expect(try zimToUnified.check(left.map { Array($0.utf8) }) == 0)
    }

    /// Values a ZIM mutant gets in place of one of its own.
    private static let zimMutations = MutationChecks(replacements: [
        .null, true, "", "é", "123", 0, 1, 2, 3, 4, 5, 6, 8, 11, 12, 32, -1, 300, .number(JSONNumber(uncheckedText: "99999999999999999999")),
        .number(JSONNumber(uncheckedText: "1.5")), .number(JSONNumber(uncheckedText: "1e3")), .array([]), .object([:]),
        .array([.object(["userID": "zz"])]), .object(["userID": "zz", "memberRole": 2]), .object(["type": 12, "muteExpiredTime": 0]),
        .object(["type": 10, "groupNewOwner": .object(["userID": "nn", "memberRole": 1])]), 10,
    ])

    @Test func aConversionItCannotServeHasNone() throws {
        #expect(SlotPath(try FlavourConverter(from: "tim:web", to: "zim:sdk", verify: true).translator) == nil)
        #expect(SlotPath(try FlavourConverter(from: "auto", to: "zim:sdk").translator) == nil)
        // NIM's web flavour neither reads nor writes slots.
        #expect(SlotPath(try FlavourConverter(from: "zim:sdk", to: "nim:web").translator) == nil)
    }
}

/// Variations of one kick (`base`), each probing a rule of the slot path: which records it takes,
/// and that what it writes for those is the general path's, diagnostics included.
private enum SlotPathProbes {
    static let base =
        #"{"ID":"m1","type":"TIMGroupTipElem","payload":{"operationType":3,"operatorID":"op","userIDList":["u1","u2"],"operatorInfo":{"userID":"op","nick":"Op","avatar":"","role":"Owner"},"memberList":[{"userID":"u1","nick":"One","avatar":"a1"},{"userID":"u2","nick":"Two"}],"groupProfile":{"groupID":"g1","groupName":"G"}},"to":"g1","time":1727600000,"cloudCustomData":""}"#

    /// The base with `old` replaced by `new` (each once).
    static func variant(_ replacements: (String, String)...) -> String {
        SlotPathTests.variant(of: base, replacements)
    }

    /// The probes the slot path takes (a change of what it takes changes this on purpose): the kick as
    /// a system notice (type 3, a join refused) and as a tip of type 6 without its changes (no rule
    /// names the type alone: unrecognized) and as a text message (passed through) among them.
    static let taken = 51

    static let records: [String] =
        [base]
        + (1...7).map { variant(("\"operationType\":3", "\"operationType\":\($0)")) }
        + [0, 1, 2, 9].map { variant(("\"operationType\":3", "\"operationType\":1,\"groupJoinType\":\($0)")) }
        + [
            variant(("\"operationType\":3", "\"operationType\":1,\"groupJoinType\":\"1\"")),
            variant(("\"ID\":\"m1\"", "\"ID\":\"12345\"")),
            variant(("\"ID\":\"m1\",", "")),
            variant(("\"ID\":\"m1\"", #""ID":"m\u0031""#)),
            variant(("\"ID\":\"m1\"", "\"ID\":12345")),
            variant(("\"nick\":\"Op\"", #""nick":"\u00e9\"q\\""#)),
            variant(("\"nick\":\"Op\"", "\"nick\":\"Łukasz 🚀\"")),
            variant(("\"nick\":\"Op\"", "\"nick\":\"Op\",\"nameCard\":\"\"")),
            variant(("\"nick\":\"One\"", "\"nick\":\"One\",\"nameCard\":\"Card\"")),
            variant(("\"nick\":\"Op\"", "\"nick\":null")),
            variant(("\"nick\":\"Two\"", "\"nick\":2")),
            variant(("\"role\":\"Owner\"", "\"role\":\"Admin\"")),
            variant(("\"role\":\"Owner\"", "\"role\":\"Member\"")),
            variant(("\"role\":\"Owner\"", "\"role\":\"Weird\"")),
            variant(("\"role\":\"Owner\"", "\"role\":300")),
            variant(("\"role\":\"Owner\"", #""role":"Own\u0065r""#)),
            variant(("\"nick\":\"Two\"", "\"nick\":\"Two\",\"role\":\"Admin\"")),
            variant(("\"operatorInfo\":{\"userID\":\"op\",", "\"operatorInfo\":{")),
            variant(("\"operatorInfo\":{\"userID\":\"op\"", "\"operatorInfo\":{\"userID\":\"zz\"")),
            variant(("\"operatorInfo\":{\"userID\":\"op\"", "\"operatorInfo\":{\"userID\":\"\"")),
            variant(("\"operatorInfo\":{\"userID\":\"op\",\"nick\":\"Op\",\"avatar\":\"\",\"role\":\"Owner\"},", "")),
            variant(("{\"userID\":\"u2\",\"nick\":\"Two\"}", "{\"userID\":\"u2\",\"nick\":\"Two\"},{\"userID\":\"zz\"}")),
            variant(("{\"userID\":\"u2\",\"nick\":\"Two\"}", "{\"nick\":\"Two\"}")),
            variant(("{\"userID\":\"u2\",\"nick\":\"Two\"}", "{\"userID\":\"u2\",\"muteTime\":60}")),
            variant(("{\"userID\":\"u2\",\"nick\":\"Two\"}", "{\"userID\":\"op\",\"nick\":\"Op again\"}")),
            variant(("\"memberList\":[{\"userID\":\"u1\",\"nick\":\"One\",\"avatar\":\"a1\"},{\"userID\":\"u2\",\"nick\":\"Two\"}],", "")),
            variant(("\"userIDList\":[\"u1\",\"u2\"],", "")),
            variant(("\"userIDList\":[\"u1\",\"u2\"]", "\"userIDList\":[]")),
            variant(("\"userIDList\":[\"u1\",\"u2\"]", "\"userIDList\":[\"u1\",\"u2\",\"op\"]")),
            variant(("\"userIDList\":[\"u1\",\"u2\"]", "\"userIDList\":[\"u1\",\"ü\"]")),
            variant(("\"userIDList\":[\"u1\",\"u2\"]", "\"userIDList\":[\"u1\",2]")),
            variant(("\"userIDList\":[\"u1\",\"u2\"]", "\"userIDList\":[\"u1\",\"u1\"]")),
            variant(("\"operatorID\":\"op\"", "\"operatorID\":\"\"")),
            variant(("\"operatorID\":\"op\",", "")),
            variant(("\"groupProfile\":{\"groupID\":\"g1\",\"groupName\":\"G\"}", "\"groupProfile\":{\"groupName\":\"G\"}")),
            variant(("\"groupProfile\":{\"groupID\":\"g1\",\"groupName\":\"G\"}", #""groupProfile":{"groupID":"g\u0031"}"#)),
            variant(("\"groupProfile\":{\"groupID\":\"g1\",\"groupName\":\"G\"}", "\"groupProfile\":{\"groupID\":\"g1\",\"groupName\":7}")),
            variant((",\"groupProfile\":{\"groupID\":\"g1\",\"groupName\":\"G\"}", "")),
            variant((",\"groupProfile\":{\"groupID\":\"g1\",\"groupName\":\"G\"}", ""), ("\"to\":\"g1\",", "")),
            variant(("\"to\":\"g1\"", "\"to\":7")),
            variant(("\"time\":1727600000", "\"time\":0")),
            variant((",\"time\":1727600000", "")),
            variant(("\"time\":1727600000", "\"time\":-5")),
            variant(("\"time\":1727600000", "\"time\":99999999999999999")),
            variant(("\"time\":1727600000", "\"time\":1.5")),
            variant(("\"cloudCustomData\":\"\"", "\"cloudCustomData\":\"x\"")),
            variant((",\"cloudCustomData\":\"\"", "")),
            variant(("\"operationType\":3", "\"operationType\":3,\"operationType\":2")),
            variant(("\"operationType\":3", "\"operationType\":3,\"memberNum\":12")),
            variant(("\"operationType\":3", "\"operationType\":3,\"newGroupProfile\":{\"groupName\":\"N\"}")),
            variant(("\"operationType\":3", "\"operationType\":3,\"extra\":{\"x\":[1]}")),
            variant(("\"TIMGroupTipElem\"", "\"TIMGroupSystemNoticeElem\"")),
            variant(("\"TIMGroupTipElem\"", "\"TIMTextElem\"")),
            variant(("\"operationType\":3", "\"operationType\":2"), ("\"userIDList\":[\"u1\",\"u2\"]", "\"userIDList\":[\"op\"]")),
            variant(("\"operationType\":3", "\"operationType\":4"), ("\"role\":\"Owner\"", "\"role\":\"Admin\"")),
            variant(("\"operationType\":3", "\"operationType\":5"), ("\"userIDList\":[\"u1\",\"u2\"]", "\"userIDList\":[\"u2\"]")),
            variant(("{\"ID\"", "{\"flow\":\"in\",\"ID\"")),
        ]
        + mutes.map { variant(("\"operationType\":3", "\"operationType\":7"), (baseMemberList, "\"memberList\":\($0)")) }
        + [
            variant(
                ("\"operationType\":3", "\"operationType\":7"), (baseMemberList, #""memberList":[{"userID":"u1","muteTime":60}]"#), (",\"time\":1727600000", "")
            ),
            variant(
                ("\"operationType\":3", "\"operationType\":7"), (baseMemberList, #""memberList":[{"userID":"u1","muteTime":0}]"#), (",\"time\":1727600000", "")),
            variant(
                ("\"operationType\":3", "\"operationType\":7"), (baseMemberList, #""memberList":[{"userID":"u1","muteTime":60},{"userID":"u2","muteTime":0}]"#),
                (",\"time\":1727600000", "")),
            variant(
                ("\"operationType\":3", "\"operationType\":7"), (baseMemberList, #""memberList":[{"userID":"u1","muteTime":60},{"userID":"u2","muteTime":0}]"#),
                ("\"ID\":\"m1\"", "\"ID\":\"12345\"")),
        ]

    /// The base's member list, which a mute tip's probe replaces.
    static let baseMemberList = #""memberList":[{"userID":"u1","nick":"One","avatar":"a1"},{"userID":"u2","nick":"Two"}]"#

    /// `memberList`s of a mute tip.
    static let mutes = [
        #"[{"userID":"u1","nick":"One","muteTime":600}]"#,
        #"[{"userID":"u1","muteTime":600},{"userID":"u2","nick":"Two","muteTime":600}]"#,
        #"[{"userID":"u1","muteTime":600},{"userID":"u2","muteTime":60}]"#,
        #"[{"userID":"u1","muteTime":0}]"#,
        #"[{"userID":"u1","muteTime":4294967295}]"#,
        #"[{"userID":"u1","muteTime":-5}]"#,
        #"[{"userID":"u1","muteTime":9223372036854775807}]"#,
        #"[{"userID":"u1","muteTime":"60"}]"#,
        #"[{"userID":"u1","muteTime":1.5}]"#,
        #"[{"muteTime":60}]"#,
        #"[{"userID":"u1","muteTime":60},{"userID":"u2"}]"#,
        #"[{"userID":"u1","muteTime":60},{"userID":"zz","nick":"Z"}]"#,
        #"[{"userID":"u1"}]"#,
        #"[]"#,
        #"[{"userID":"u1","muteTime":60},{"userID":"u1","muteTime":60}]"#,
        // Muted differently: one message per mute, members muted alike together; lifted, without end.
        #"[{"userID":"u1","muteTime":600},{"userID":"u2","nick":"Two","muteTime":60},{"userID":"u3","muteTime":600}]"#,
        #"[{"userID":"u1","muteTime":0},{"userID":"u2","muteTime":4294967295}]"#,
    ]

    /// A group-profile tip: the base's operator renaming the group.
    static let profileBase =
        #"{"ID":"m2","type":"TIMGroupTipElem","payload":{"operationType":6,"operatorID":"op","userIDList":["op"],"operatorInfo":{"userID":"op","nick":"Op","avatar":"","role":"Admin"},"newGroupProfile":{"groupName":"N"},"groupProfile":{"groupID":"g1","groupName":"G"}},"to":"g1","time":1727600000}"#

    /// How many of `profileRecords` the slot path takes: the first ones.
    static let profileTaken = 21

    /// Variations of the group-profile tip (`profileBase`): one text, several (a `groupDataFlag`),
    /// everyone muted or no one, a mute, an introduction or vendor fields beside texts (each a loss),
    /// escaped texts, owner transfers, changes of nothing tips can say (a text message); then the tips
    /// the slot path leaves to the general path: a value that is null or of another type, an unknown
    /// key, a key twice, a custom field's key with escapes or without its value, no change.
    static let profileRecords =
        [
            #"{"groupName":"N"}"#, #"{"notification":""}"#, #"{"avatar":"https://a/b.png","notification":"Hi"}"#,
            #"{"groupName":"N","notification":"Hi","avatar":"A"}"#, #"{"muteAllMembers":true}"#, #"{"muteAllMembers":false}"#,
            #"{"muteAllMembers":true,"groupName":"N"}"#, #"{"introduction":"I","groupName":"N"}"#, #"{"joinOption":"FreeAccess","avatar":"A"}"#,
            #"{"groupCustomField":[{"key":"trail","value":"x"},{"key":"k2","value":3}],"notification":"N"}"#,
            #"{"groupName":"\u00e9\"q"}"#, #"{"groupName":"Łukasz 🚀"}"#, #"{"introduction":"I","notification":"N","muteAllMembers":false}"#,
            // An owner transfer, alone or beside a change (after it, before it), to someone named or to the operator.
            #"{"ownerID":"u1"}"#, #"{"groupName":"N","ownerID":"u1"}"#, #"{"ownerID":"u1","notification":"Hi"}"#, #"{"ownerID":"op"}"#,
            // Changes of nothing tips can say, a text message each (beside an owner transfer's tips).
            #"{"ownerID":"u1","joinOption":"x"}"#, #"{"groupCustomField":[{"key":"trail","value":"x"}]}"#, #"{"introduction":"I"}"#,
            #"{"joinOption":"FreeAccess"}"#,
            // Left to the general path.
            #"{"ownerID":7}"#, #"{"ownerID":"ü"}"#, #"{"groupName":null}"#, #"{"groupName":7}"#, #"{"muteAllMembers":1}"#,
            #"{"inviteOption":"x","groupName":"N"}"#, #"{"groupName":"N","groupName":"M"}"#,
            #"{"groupCustomField":[{"key":"tr\u0061il","value":"x"}],"groupName":"N"}"#, #"{"groupCustomField":[{"key":"trail"}],"groupName":"N"}"#,
            #"{"groupCustomField":[{"key":"trail","value":null}],"groupName":"N"}"#, #"{"groupCustomField":{},"groupName":"N"}"#, #"{}"#,
        ].map { profileBase.replacingOccurrences(of: #"{"groupName":"N"}"#, with: $0) }
        + [profileBase.replacingOccurrences(of: #""userIDList":["op"]"#, with: #""userIDList":["op",2]"#)]
}

/// A conversion run both ways, record by record: on the slot path and on the general path.
struct SlotPathComparison {
    private let converter: FlavourConverter
    private let slotPath: SlotPath

    /// The comparison of the conversion from `source` to `target` (with `mappings` over the built-in
    /// tables, and the fallback, its sender, `--events-only` and the sentences' language given), which
    /// the slot path serves.
    init(
        from source: String, to target: String, mappings: [MappingTable] = [], fallback: FallbackPolicy = .text, fallbackSender: String? = nil,
        eventsOnly: Bool = false, language: SentenceLanguage = .english
    ) throws {
        converter = try FlavourConverter(
            from: source, to: target, mappings: mappings, fallback: fallback, fallbackSender: fallbackSender, eventsOnly: eventsOnly,
            language: language)
        slotPath = try #require(SlotPath(converter.translator))
    }

    /// The record's result on the slot path (nil when it does not take it) and on the general path,
    /// each through the steps every record takes (`RecordProcessing`: indexed, its diagnostics located).
    private func results(_ bytes: [UInt8]) throws -> (slots: ProcessedRecord?, general: ProcessedRecord) {
        let record = JSONRawRecord(bytes: bytes, index: 0, offset: 0, line: 1, column: 1)
        let processing = RecordProcessing(file: Self.file)
        let scratch = RecordScratch()
        func writing(_ source: JSONSource) -> RecordWriting {
            RecordWriting(style: .compact, source: source, recordByteCount: bytes.count, scratch: scratch, recordNumber: 1)
        }
        var taken = true
        var slots = processing.run(record, in: scratch) { value, source in
            guard let processed = slotPath.process(value, writing: writing(source)) else {
                taken = false
                return ProcessedRecord(outcome: .failed, events: [], outputs: [], diagnostics: [])
            }
            return processed
        }
        var general = processing.run(record, in: scratch) { value, source in
            ProcessedRecord(converter.translator.translate(value), bytes: writing(source).bytes)
        }
        // Both wrote into the worker's chunk buffer, one after the other.
        let chunk = scratch.finishChunk()
        slots.settle(in: chunk)
        general.settle(in: chunk)
        return (taken ? slots : nil, general)
    }

    /// The input's name the diagnostics are located in.
    private static let file = "records.ndjson"

    /// Every diagnostic of `record`, its deferred ones made whole.
    private func wholeDiagnostics(_ record: ProcessedRecord) -> [Diagnostic] {
        record.diagnostics
            + record.deferredDiagnostics.range.map { record.deferredDiagnostics.diagnostic(at: $0, file: Self.file, record: record.number) }
    }

    /// The differences between the two paths' results for a record the slot path took.
    private func differences(_ slots: ProcessedRecord, _ general: ProcessedRecord) -> [String] {
        var found: [String] = []
        if slots.outcome != general.outcome { found.append("outcome \(slots.outcome) ≠ \(general.outcome)") }
        if slots.events.map(\.kind) != general.events.map(\.kind) || slots.events.map(\.outcome) != general.events.map(\.outcome) {
            found.append("events \(slots.events) ≠ \(general.events)")
        }
        let slotBytes = slots.outputs.map { String(decoding: $0, as: UTF8.self) }
        let generalBytes = general.outputs.map { String(decoding: $0, as: UTF8.self) }
        if slotBytes != generalBytes { found.append("outputs \(slotBytes) ≠ \(generalBytes)") }
        let slotDiagnostics = wholeDiagnostics(slots)
        let generalDiagnostics = wholeDiagnostics(general)
        if slotDiagnostics != generalDiagnostics { found.append("diagnostics \(slotDiagnostics) ≠ \(generalDiagnostics)") }
        return found
    }

    /// Checks each of `records` (JSON text) on its own, expecting the slot path to take it when
    /// `taken` says so and to leave it otherwise.
    func expect(_ records: [String], taken: Bool) throws {
        for record in records { #expect(try check([Array(record.utf8)]) == (taken ? 1 : 0), "\(record)") }
    }

    /// Checks `records`; returns how many the slot path took.
    func check(_ records: [[UInt8]]) throws -> Int {
        var taken = 0
        for bytes in records {
            let (slots, general) = try results(bytes)
            guard let slots else { continue }
            taken += 1
            let found = differences(slots, general)
            #expect(found.isEmpty, "\(String(decoding: bytes, as: UTF8.self)): \(found.joined(separator: "; "))")
        }
        return taken
    }
}
