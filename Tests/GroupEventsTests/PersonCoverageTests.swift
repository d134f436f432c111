import GroupEventsCore
import GroupEventsJSON
import GroupEvents
import GroupEventsTestSupport
import Testing

/// A present field is never ignored: every person a fixture record names — its operator, its targets,
/// its member infos — appears in the events it decodes to (as `actor`, in `members`, as `newOwner` or
/// `owner`), or a diagnostic of the decoding says why not (its path leads to the person's place, or
/// its message names them). Every fixture of every flavour is checked.
///
/// Where a flavour names people is listed below, per flavour, by path (`PersonPath`). The lists
/// leave out, on purpose:
/// - a message's sender where the vendor's sender is the transport's, not the operator's (ZIM's
///   `senderUserID`, TIM's `from` / `message_sender` / `From_Account`, often `@TIM#SYSTEM`); NIM's
///   sender *is* the operator and is listed;
/// - whom a message is addressed to (TIM's web `to`, the wire's `GroupInfo.To_Account`) and who
///   receives it (NIM's `tMembers`, the whole team): recipients, not people the event is about;
/// - a group snapshot's owner beside what happened (NIM's `tinfo` tag 5, the web's `team.owner`):
///   the group's state, not a person the event concerns;
/// - people inside a record that decodes as `unrecognized`: such an event keeps the whole record in
///   its source and says it was not understood, so no one in it is lost without a word;
/// - a place the vendor documents as meaning nothing in some records (`meaningless`).
@Suite struct PersonCoverageTests {
    /// Where each flavour's records name people, by flavour.
    static let personPaths: [String: [PersonPath]] = [
        "zim:sdk": ["operatedUser.userID", "targetUserList[].userID", "changeInfo.groupNewOwner.userID"],
        "zim:callback": ["operator_account", "owner_account", "user_ids[]", "new_user_ids[]", "exit_user_ids[]"],
        // The operator is the sender; `data` holds the targets and the name cards (`uinfos`, tag 1 the account).
        "nim:server": ["fromAccount"] + ["attach~.data.", "data."].flatMap { data in ["id", "ids[]", "uinfos[].1"].map { PersonPath(data + $0) } },
        "nim:web": ["from", "attach.account", "attach.accounts[]", "attach.users[].account", "attach.members[].account"],
        "nim:v2": ["senderId", "attachment.targetIds[]"],
        "tim:web": [
            "payload.operatorID", "payload.operatorInfo.userID", "payload.userIDList[]", "payload.memberList[].userID",
            "payload.newGroupProfile.ownerID",
        ],
        "tim:v2": [
            "groupTipsElem.opMember.userID", "groupTipsElem.memberList[].userID", "groupTipsElem.memberChangeInfoList[].userID",
            "groupTipsElem.groupChangeInfoList[type=5].value",
        ],
        // A C SDK message holds its element in `message_elem_array`; a Flutter bare element is the record.
        "tim:capi": ["message_elem_array[].", ""].flatMap { element in
            [
                "group_tips_elem_op_user", "group_tips_elem_op_group_memberinfo.group_member_info_identifier",
                "group_tips_elem_op_user_info.user_profile_identifier", "group_tips_elem_user_array[]",
                "group_tips_elem_changed_group_memberinfo_array[].group_member_info_identifier",
                "group_tips_elem_changed_user_info_array[].user_profile_identifier",
                "group_tips_elem_member_change_info_array[].group_tips_member_change_info_identifier",
                "group_tips_elem_group_change_info_array[group_tips_group_change_info_flag=5].group_tips_group_change_info_value",
                "group_report_elem_op_user", "group_report_elem_op_group_memberinfo.group_member_info_identifier",
                "group_report_elem_op_user_info.user_profile_identifier",
            ].map { PersonPath(element + $0) }
        },
        // A tip is an element of `MsgBody`, or the body itself in the legacy long-poll shape; a notice's body is an object.
        "tim:server": ["MsgBody[].MsgContent.", "MsgBody."].flatMap { content in
            [
                "Operator_Account", "List_Account[]", "MsgMemberInfo[].User_Account", "MsgMemberExtraInfo[].UserId",
                "MsgOperatorMemberExtraInfo.UserId", "MsgGroupNewInfo.Owner_Account",
            ].map { PersonPath(content + $0) }
        },
        "tim:callback": [
            "Operator_Account", "Owner_Account", "NewMemberList[].Member_Account", "ExitMemberList[].Member_Account",
            "MemberList[].Member_Account", "Modified_Account", "Member_Account", "ToMembers_Account[]",
        ],
    ]

    /// Places that name no one in the records whose top-level `key` has `value`, as the vendor documents:
    /// ZIM's callback documentation calls `operator_account` of an `Apply` join meaningless.
    static let meaningless: [String: [(path: String, key: String, value: JSONValue)]] = [
        "zim:callback": [("operator_account", "join_type", "Apply")]
    ]

    @Test func everyFlavourListsWhereItNamesPeople() {
        for (flavour, _) in FlavourCatalogTests.fixtures {
            #expect(Self.personPaths[flavour.description] != nil, "\(flavour) has no person paths")
        }
    }

    @Test func everyPersonARecordNamesIsInItsEventsOrADiagnostic() throws {
        var problems: [String] = []
        var people = 0
        for (flavour, fixture) in FlavourCatalogTests.fixtures {
            let adapter = try FlavourCatalogTests.catalog.adapter(named: flavour.description)
            let record = try #require(try GoldenFile.read(fixture.recordPath), "\(fixture) is JSON")
            guard case .events(let events, let diagnostics)? = try? adapter.decode(record), !events.isEmpty,
                !events.contains(where: { $0.kind == .unrecognized })
            else { continue }
            let named = Set(events.flatMap { event in [event.actor, event.newOwner, event.owner].compactMap { $0 } + event.members }.map(\.userID))
            let ignored = (Self.meaningless[flavour.description] ?? []).filter { record[$0.key] == $0.value }.map(\.path)
            for path in Self.personPaths[flavour.description] ?? [] where !ignored.contains(path.description) {
                for (place, userID) in path.people(in: record) where !userID.isEmpty {
                    people += 1
                    guard !named.contains(userID) else { continue }
                    let explained = diagnostics.contains { diagnostic in
                        diagnostic.location.path.map { $0 != .root && $0.isPrefix(of: place) } == true
                            || diagnostic.message.contains("\"\(userID)\"")
                    }
                    if !explained { problems.append("\(fixture): \(userID) at \(place) is in no event and no diagnostic") }
                }
            }
        }
        #expect(people > 850)
        #expect(problems.isEmpty, "\(problems.count) people lost silently:\n\(problems.joined(separator: "\n"))")
    }
}
