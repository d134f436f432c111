import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import TIMAdapter
import Testing

/// The `tim:callback` table: commands as the type's name, `ExitType` and `Role` as subcodes, join
/// types as words, a destroyed group's owner as its owner rather than its actor, the REST body as a
/// custom notice, and everything else a webhook cannot say as a capability level, reported, never
/// an error.
@Suite struct TIMCallbackMappingTests {
    /// The adapters as the vendor plugs them in, each taking templates from the others' records.
    static let adapters = TIMVendor().adapters(table: TIMMappings.defaultTable)
    let web = adapters.first { $0.id.flavour == "web" }!
    let callback = adapters.first { $0.id.flavour == "callback" }!

    func decode(_ name: String) throws -> ([GroupEvent], [Diagnostic]) {
        try TIMFixture.decode(try TIMFixture.record("callback", name), with: callback)
    }

    func translate(_ flavour: String, _ name: String, to target: any FlavourAdapter) throws -> RecordTranslation {
        let source = try #require(Self.adapters.first { $0.id.flavour == flavour })
        return Translator(source: .flavour(source), target: target).translate(try TIMFixture.record(flavour, name))
    }

    @Test func theJoinTypeSaysHowAndItsAbsenceSaysNothing() throws {
        #expect(try decode("new-member-join-apply").0[0].joinMethod == .selfJoined)
        #expect(try decode("new-member-join-invited-two").0[0].joinMethod == .invited)
        let (absent, diagnostics) = try decode("new-member-join-type-absent")
        #expect(absent.map(\.kind) == [.memberJoined] && absent[0].joinMethod == nil)
        #expect(diagnostics.isEmpty)
    }

    @Test func aJoinTypeIsWrittenInTheTargetsOwnForm() throws {
        // Web numbers and webhook words mean the same: each flavour writes its own, never the other's.
        #expect(try translate("web", "members-invited-two", to: callback).outputs.first?["JoinType"] == "Invited")
        #expect(try translate("callback", "new-member-join-apply", to: web).outputs.first?["payload"]?["groupJoinType"] == 1)
        let unknown = try translate("web", "member-joined-join-type-0", to: callback).outputs.first
        #expect(unknown?["JoinType"] == nil, "the web's 0 says nothing, and the webhook has no word for it")
        var invitation = TIMFixture.fresh(try decode("new-member-join-invited-two").0)
        invitation[0].joinMethod = .invitationAccepted
        let encoded = callback.encode(invitation)
        #expect(encoded.records.first?["JoinType"] == "Invited")
        #expect(encoded.diagnostics.contains { $0.code == .approximated && $0.fields == [JSONPath(keys: "joinMethod")] })
    }

    @Test func theExitTypeTellsAQuitFromAKick() throws {
        #expect(try decode("member-exit-quit").0.map(\.kind) == [.memberLeft])
        let (kicked, _) = try decode("member-exit-kicked-two")
        #expect(kicked.map(\.kind) == [.memberKicked])
        #expect(kicked[0].actor?.userID == "lin.yue" && kicked[0].members.map(\.userID) == ["tanaka", "u_party"])
        var record = try #require(try TIMFixture.record("callback", "member-exit-quit").objectValue)
        record["ExitType"] = "Banned"
        let (unknown, warnings) = try TIMFixture.decode(.object(record), with: callback)
        #expect(unknown.map(\.kind) == [.unrecognized])
        #expect(warnings.map(\.code) == [.unknownCode])
        #expect(warnings.first?.message.contains(#"exitType "Banned""#) == true)
    }

    @Test func theRoleAfterTheChangeSaysGrantedOrRevokedAndOwnerIsNotGuessed() throws {
        let (granted, _) = try decode("member-field-changed-admin-modified-account")
        #expect(granted[0].kind == .memberRoleChanged && granted[0].role?.level == .admin)
        #expect(granted[0].members.map(\.userID) == ["ravi.p"] && granted[0].members[0].nickname == "领队 Ravi")
        #expect(try decode("member-field-changed-member-member-account").0[0].role?.level == .member)
        // Owner is no documented Role: neither a role change nor an owner transfer is invented.
        let (owner, warnings) = try decode("member-field-changed-owner-role")
        #expect(owner.map(\.kind) == [.unrecognized])
        #expect(warnings.map(\.code) == [.unknownCode])
        #expect(warnings.first?.location.path == JSONPath(keys: "CallbackCommand"))
        #expect(warnings.first?.message.contains(#"role "Owner""#) == true)
        // Only admin and member can be written; a role change to owner is a capability level, not an error.
        var toOwner = granted[0]
        toOwner.role = GroupRole(level: .owner)
        #expect(callback.capability(for: toOwner).level == .fallback)
        let translation = Translator(source: .flavour(callback), target: callback).translate([TIMFixture.fresh([toOwner])[0]])
        #expect(translation.outcome == .dropped && translation.outputs.isEmpty)
        #expect(translation.diagnostics.allSatisfy { $0.severity != .error })
    }

    @Test func aDestroyedGroupsOwnerIsItsOwnerNotItsActor() throws {
        let (events, _) = try decode("group-destroyed")
        #expect(events[0].kind == .groupDismissed)
        #expect(events[0].actor == nil, "the body does not say who dismissed the group")
        #expect(events[0].owner?.userID == "lin.yue")
        #expect(events[0].members.count == 4)
        // The web's dismissal notice keeps the group's name and type; its operator has no place in the webhook.
        let fromWeb = try translate("web", "notice-group-dismissed", to: callback)
        #expect(fromWeb.outputs.first?["Name"] == "周末徒步 🥾" && fromWeb.outputs.first?["Type"] == "Public")
        #expect(fromWeb.outputs.first?["Operator_Account"] == nil && fromWeb.outputs.first?["Owner_Account"] == nil)
        #expect(fromWeb.diagnostics.contains { $0.fields.contains(JSONPath(keys: "actor")) })
    }

    @Test func theGroupsTypeTravelsOnlyToAWebNotice() throws {
        let tip = try translate("callback", "member-exit-kicked-two", to: web).outputs.first
        #expect(tip?["payload"]?["groupProfile"] == .object(["groupID": "@TGS#2HKQ7XZNB"]), "the SDK gives a tip's group profile no type")
        let notice = try translate("callback", "group-destroyed-community", to: web).outputs.first
        #expect(notice?["payload"]?["groupProfile"]?["groupType"] == "Community")
    }

    @Test func theRESTBodyIsACustomNoticeToItsRecipients() throws {
        let (events, _) = try decode("rest-system-notification-to-members")
        #expect(events[0].kind == .noticeCustom && events[0].text == "🎉 Trip photos are up")
        #expect(events[0].members.map(\.userID) == ["noor", "kim.j"] && events[0].actor == nil)
        let fromWeb = try translate("web", "notice-custom-rest", to: callback)
        #expect(fromWeb.outputs.first?.objectValue?.keys == ["GroupId", "Content"])
        // A web notice goes to one user: the recipients have no place there, reported.
        let toWeb = try translate("callback", "rest-system-notification-to-members", to: web)
        #expect(toWeb.outputs.first?["payload"]?["operationType"] == 255)
        #expect(toWeb.diagnostics.contains { $0.fields.contains(JSONPath(keys: "members").appending(index: 1)) })
    }

    @Test func aWebhookElementIsWhatTIMsClientsGetForItsMeaning() throws {
        // A kick webhook is a tip on the web, a dismissal a notice, a REST body a custom notice.
        #expect(try translate("callback", "member-exit-kicked-two", to: web).outputs.first?["type"] == "TIMGroupTipElem")
        #expect(try translate("callback", "group-destroyed", to: web).outputs.first?["payload"]?["operationType"] == 5)
        // The codec's element for each command is the one the table files it under.
        let table = try #require(TIMMappings.defaultTable.flavour(named: "callback"))
        for rule in table.rules {
            let element = try #require(TIMElement.allCases.first { rule.codes[$0.codeField] != nil })
            let command = try #require(rule.codes[element.codeField]?.stringValue)
            var body: JSONObject = ["GroupId": "@TGS#2HKQ7XZNB", "Content": "x"]
            if command != "send_group_system_notification" { body["CallbackCommand"] = .string(command) }
            #expect(try TIMCallbackCodec().read(FieldReader(body)).element == element, "\(rule.name)")
        }
    }

    @Test func whatAWebhookCannotSayIsALevelNotAnError() throws {
        for name in ["members-muted-different-times", "notice-join-request", "group-mute-all-on", "notice-group-recycled", "unknown-tip-type-42"] {
            let translation = try translate("web", name, to: callback)
            #expect(translation.outcome == .dropped && translation.outputs.isEmpty, "\(name)")
            #expect(translation.diagnostics.contains { $0.code == .unsupportedEvent && $0.severity == .warning }, "\(name)")
        }
        // A rename with a mute-all: the rename is written, the mute-all reported as left out.
        let renamed = try translate("v2", "group-mute-all-off-and-renamed", to: callback)
        #expect(renamed.outputs.first?["Name"] == "Team v3")
        #expect(renamed.diagnostics.contains { $0.code == .fieldDropped && $0.message.contains("muteAll") })
    }

    @Test func aCommandNoTableKnowsIsUnrecognizedAndPassesThrough() throws {
        // A group webhook Tencent might add, in the shape of one it has (a topic's creation).
        var body = try #require(try TIMFixture.record("callback", "published-after-create-topic").objectValue)
        body["CallbackCommand"] = "Group.CallbackAfterCreateSubTopic"
        let record = JSONValue.object(body)
        let (events, warnings) = try TIMFixture.decode(record, with: TIMCallbackAdapter(table: TIMMappings.defaultTable))
        #expect(events.map(\.kind) == [.unrecognized])
        #expect(warnings.map(\.code) == [.unknownCode])
        #expect(Translator(source: .flavour(callback), target: callback).translate(record).outputs == [record])
        // A table of one's own can give it a meaning.
        let row = #"{"codes": {"tipType": "Group.CallbackAfterCreateSubTopic"}, "name": "created", "kind": "group.created"}"#
        let file = #"{"vendor": "tim", "flavours": [{"name": "callback", "codeFields": ["tipType"], "rules": [\#(row)]}]}"#
        let own = try MappingTable(bytes: Array(file.utf8), vocabularies: [TIMMappings.vocabulary])
        let created = try TIMFixture.decode(record, with: TIMCallbackAdapter(table: TIMMappings.defaultTable.merged(with: own)))
        #expect(created.0.map(\.kind) == [.groupCreated] && created.0.first?.actor?.userID == "group_root" && created.1.isEmpty)
    }

    @Test func aTopicWebhookIsKnownWithoutAUnifiedKind() throws {
        for name in ["published-after-create-topic", "published-after-topic-destroyed", "published-after-topic-info-changed"] {
            let (events, warnings) = try decode(name)
            #expect(events.map(\.kind) == [.unrecognized] && warnings.isEmpty, "\(name)")
        }
    }

    @Test func aCreatedGroupIsGroupCreatedWithItsOwnerAndFirstMembers() throws {
        let (events, warnings) = try decode("published-after-create-group")
        let created = try #require(events.first)
        #expect(events.count == 1 && warnings.isEmpty)
        #expect(created.kind == .groupCreated && created.actor?.userID == "group_root" && created.owner?.userID == "leckie")
        #expect(created.members.map(\.userID) == ["bob", "peter"])
        #expect(created.time == 1_670_574_414_123)
    }

    @Test func aCreationsCustomFieldsAreTIMCustomFieldsWrittenBackInItsList() throws {
        let (events, _) = try decode("published-after-create-group")
        let custom: [GroupProfileChange.Field] = [
            .init(name: "tim.custom.UserDefined1", value: "hello"), .init(name: "tim.custom.UserDefined2", value: "world"),
        ]
        #expect(events.first?.profile?.other == custom)
        // Afresh (no source record), the list is written from the event, in the webhook's spelling.
        let written = try #require(callback.encode(TIMFixture.fresh(events)).records.first)
        #expect(
            written["UserDefinedDataList"]
                == .array([.object(["Key": "UserDefined1", "Value": "hello"]), .object(["Key": "UserDefined2", "Value": "world"])]))
        // Another TIM field has no place in a creation webhook: it is reported by its index, the custom ones are not.
        var adding = TIMFixture.fresh(events)
        adding[0].profile?.other.insert(.init(name: "tim.addOption", value: "FreeAccess"), at: 1)
        let translation = Translator(source: .flavour(callback), target: callback).translate(adding)
        let dropped = translation.diagnostics.filter { $0.code == .fieldDropped }.flatMap(\.fields)
        #expect(dropped.contains(JSONPath(keys: "profile", "other").appending(index: 1)))
        let other = JSONPath(keys: "profile", "other")
        #expect(!dropped.contains { $0 == other || $0 == other.appending(index: 0) || $0 == other.appending(index: 2) }, "the custom fields are kept")
        #expect(translation.outputs.first?["UserDefinedDataList"] == written["UserDefinedDataList"])
    }

    @Test func anOwnerChangeIsATransferFromTheFormerOwner() throws {
        let (events, warnings) = try decode("published-after-change-group-owner")
        let transfer = try #require(events.first)
        #expect(events.count == 1 && warnings.isEmpty)
        #expect(transfer.kind == .groupOwnerTransferred && transfer.actor?.userID == "admin")
        #expect(transfer.newOwner?.userID == "user2" && transfer.members.map(\.userID) == ["user2"] && transfer.owner?.userID == "user1")
        // A web tip that renames the group and moves its owner becomes two webhooks: the rename, and the transfer.
        let both = try translate("web", "group-renamed-owner-transferred", to: callback)
        #expect(both.outputs.map { $0["CallbackCommand"] } == ["Group.CallbackAfterGroupInfoChanged", "Group.CallbackAfterChangeGroupOwner"])
    }
}
