import GroupEventsCore
import GroupEventsJSON
import GroupEvents
import Testing

/// Where a target's record holds one mute, or one person, for an event that names several, the event
/// is written as one record per distinct mute or per person, each exact, never as one record carrying
/// the first member's: members muted alike share a record; the records share the message ID, which
/// is reported; `--verify` finds nothing unreported in them.
@Suite struct RecordSplitSemanticsTests {
    /// A mute of TIM V2 members, each for their own number of seconds, at 1727702486 s.
    static func timMute(_ seconds: [Int64]) -> GroupEvent {
        let members = seconds.enumerated().map { index, seconds in
            var member = GroupMember(userID: "m\(index)")
            member.mute = .duration(seconds: seconds)
            return member
        }
        return GroupEvent(
            kind: .memberMuted, groupID: "@TGS#2HKQ7XZNB", actor: GroupMember(userID: "lin.yue"), members: members, time: 1_727_702_486_000,
            messageID: "144115219238871560-1727702486-1102304038", source: EventSource(flavour: FlavourID(vendor: "tim", flavour: "v2")))
    }

    /// Whether a diagnostic says the member at `index` was left out whole (not one of their fields).
    static func leavesOut(member index: Int, _ crossing: Crossing) -> Bool {
        crossing.diagnostics.contains { $0.fields.contains(JSONPath(keys: "members").appending(index: index)) }
    }

    /// Whether a diagnostic still says a first member's value was written for all.
    static func firstMemberWritten(_ crossing: Crossing) -> Bool {
        crossing.diagnostics.contains { $0.message.contains("first member") }
    }

    @Test func membersMutedForDifferentTimesGetOneZIMTipEach() throws {
        let crossing = try Crossing(try Crossing.record("tim:web", "members-muted-different-times"), from: "tim:web", to: "zim:sdk")
        #expect(crossing.translation.outputs.count == 2, "\(crossing.diagnostics)")
        let time: Int64 = 1_727_602_400_000
        #expect(crossing.translation.outputs.map { $0["changeInfo"]?["muteExpiredTime"] } == [.integer(time + 600_000), .integer(time + 86_400_000)])
        #expect(crossing.readBack.map { $0.members.map(\.userID) } == [["tanaka"], ["noor"]])
        #expect(crossing.readBack.map(\.mute) == [.until(milliseconds: time + 600_000), .until(milliseconds: time + 86_400_000)])
        #expect(!Self.firstMemberWritten(crossing), "\(crossing.diagnostics)")
        // Each expiry's change of form is reported at the member it belongs to.
        #expect(crossing.reports(JSONPath(keys: "members").appending(index: 1).appending(key: "mute"), .approximated))
        #expect(crossing.reports(JSONPath(keys: "messageID"), .approximated), "the two tips share one message ID")
    }

    @Test func membersMutedAlikeShareARecord() throws {
        let crossing = try Crossing(Self.timMute([600, 86_400, 600]), to: "zim:sdk")
        #expect(crossing.translation.outputs.map { $0["targetUserList"]?.arrayValue?.compactMap { $0["userID"]?.stringValue } } == [["m0", "m2"], ["m1"]])
        #expect(crossing.translation.outcome == .converted)
    }

    @Test func nimWritesStillMutedAndLiftedApartAndEveryTermIsReported() throws {
        for target in ["nim:server", "nim:web", "nim:v2"] {
            var event = Self.timMute([600, 0, 86_400])
            event.members[1].mute = .lifted
            let crossing = try Crossing(event, to: target)
            #expect(crossing.readBack.map { $0.members.map(\.userID) } == [["m0", "m2"], ["m1"]], "\(target)")
            #expect(crossing.readBack.map(\.mute) == [.muted, .lifted], "\(target): a flag per record")
            #expect(!Self.firstMemberWritten(crossing), "\(target): \(crossing.diagnostics)")
            for index in [0, 2] {
                #expect(crossing.reports(JSONPath(keys: "members").appending(index: index).appending(key: "mute"), .approximated), "\(target)")
            }
        }
    }

    @Test func twoApplicantsLetInAreOneNIMNotificationEach() throws {
        let record = try Crossing.record("zim:sdk", "members-joined-two-web")
        for target in ["nim:server", "nim:web", "nim:v2"] {
            let crossing = try Crossing(record, from: "zim:sdk", to: target)
            #expect(crossing.translation.outputs.count == 2, "\(target): \(crossing.diagnostics)")
            #expect(crossing.readBack.map { $0.members.map(\.userID) } == [["u_party"], ["ravi.p"]], "\(target)")
            #expect(crossing.readBack.allSatisfy { $0.kind == .memberJoined }, "\(target)")
            #expect(!Self.leavesOut(member: 1, crossing), "\(target): \(crossing.diagnostics)")
            #expect(
                crossing.diagnostics.contains { $0.code == .approximated && $0.message.contains("share its message ID") },
                "\(target): the two share one message ID")
        }
        let web = try Crossing(record, from: "zim:sdk", to: "nim:web")
        #expect(web.translation.outputs.map { $0["attach"]?["type"] } == ["passTeamApply", "passTeamApply"])
        #expect(web.translation.outputs.map { $0["attach"]?["account"] } == ["u_party", "ravi.p"])
    }

    @Test func timWritesALeaverPerRecordAndAWebhookARoleChangePerMember() throws {
        var leave = Self.timMute([])
        leave.kind = .memberLeft
        leave.actor = nil
        leave.members = [GroupMember(userID: "kim.j"), GroupMember(userID: "noor")]
        let quit = try Crossing(leave, to: "tim:web")
        #expect(quit.translation.outputs.map { $0["payload"]?["operatorID"] } == ["kim.j", "noor"], "\(quit.diagnostics)")
        let roles = try Crossing(try Crossing.record("tim:web", "admin-canceled-two"), from: "tim:web", to: "tim:callback")
        #expect(roles.translation.outputs.map { $0["Modified_Account"] } == ["ravi.p", "kim.j"])
        #expect(!Self.leavesOut(member: 1, roles), "\(roles.diagnostics)")
    }

    @Test func membersGivenDifferentRolesGetARecordPerRole() throws {
        let members = [
            GroupMember(userID: "bob", role: GroupRole(level: .admin)), GroupMember(userID: "carol", role: GroupRole(level: .member)),
            GroupMember(userID: "dan", role: GroupRole(level: .admin)),
        ]
        let event = GroupEvent(
            kind: .memberRoleChanged, groupID: "3081726354", actor: GroupMember(userID: "lin.yue"), members: members, time: 1_727_601_400_000,
            source: .composed)
        let nim = try Crossing(event, to: "nim:server")
        #expect(nim.translation.outputs.count == 2, "\(nim.diagnostics)")
        #expect(nim.readBack.map { $0.members.map(\.userID) } == [["bob", "dan"], ["carol"]])
        #expect(nim.readBack.map { $0.grantedRole?.level } == [.admin, .member], "managers added, then removed")
        let tim = try Crossing(event, to: "tim:web")
        #expect(tim.translation.outputs.map { $0["payload"]?["operationType"] } == [4, 5], "admin set, admin canceled")
        // An event-level role is granted to all: the members' own roles are their profiles, and one record holds it.
        var granted = event
        granted.role = GroupRole(level: .admin)
        #expect(try Crossing(granted, to: "nim:server").translation.outputs.count == 1)
    }

    @Test func verifyFindsNothingUnreportedInSplitRecords() throws {
        let crossings: [(JSONValue, String, String)] = [
            (try Crossing.record("zim:sdk", "members-joined-two-web"), "zim:sdk", "nim:web"),
            (try Crossing.record("tim:web", "members-muted-different-times"), "tim:web", "zim:sdk"),
            (try Crossing.record("tim:web", "admin-canceled-two"), "tim:web", "tim:callback"),
        ]
        for (record, source, target) in crossings {
            let plain = try FlavourConverter(from: source, to: target).convert(record)
            let verified = try FlavourConverter(from: source, to: target, verify: true).convert(record)
            #expect(verified.diagnostics == plain.diagnostics, "\(source) → \(target): the read-back adds nothing")
        }
    }
}
