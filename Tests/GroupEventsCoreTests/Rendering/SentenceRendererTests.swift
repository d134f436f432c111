import Foundation
import GroupEventsCore
import GroupEventsJSON
import Testing

/// One sentence per event, in English and Simplified Chinese.
@Suite struct SentenceRendererTests {
    let english = SentenceRenderer(language: .english)
    let chinese = SentenceRenderer(language: .simplifiedChinese)
    let source = EventSource(flavour: FlavourID(vendor: "zim", flavour: "sdk"), codes: ["event": .integer(42)])
    let alice = GroupMember(userID: "alice", name: "Alice")
    let bob = GroupMember(userID: "bob")
    let carol = GroupMember(userID: "carol", name: "Carol", nickname: "CC")

    func event(_ kind: GroupEventKind, actor: GroupMember? = nil, members: [GroupMember] = []) -> GroupEvent {
        GroupEvent(kind: kind, actor: actor ?? alice, members: members, source: source)
    }

    @Test func membership() {
        #expect(english.sentence(for: event(.memberKicked, members: [bob, carol])) == "Alice removed bob and CC from the group")
        #expect(chinese.sentence(for: event(.memberKicked, members: [bob, carol])) == "Alice 将 bob、CC 移出了群组")
        var invited = event(.memberJoined, members: [bob])
        invited.joinMethod = .invited
        #expect(english.sentence(for: invited) == "Alice invited bob to the group")
        #expect(english.sentence(for: event(.memberLeft, actor: bob, members: [bob])) == "bob left the group")
        #expect(english.sentence(for: event(.groupCreated, members: [alice, bob, carol])) == "Alice created the group with Alice, bob and CC")
    }

    @Test func mutes() {
        var muted = event(.memberMuted, members: [bob])
        muted.mute = .duration(seconds: 600)
        #expect(english.sentence(for: muted) == "Alice muted bob for 10 minutes")
        #expect(chinese.sentence(for: muted) == "Alice 将 bob 禁言 10 分钟")
        muted.mute = .until(milliseconds: 1_718_003_700_000)
        #expect(english.sentence(for: muted) == "Alice muted bob until 2024-06-10 07:15 UTC")
        muted.mute = .lifted
        #expect(english.sentence(for: muted) == "Alice unmuted bob")
    }

    @Test func everyTimeAnInt64HoldsHasItsDate() {
        var muted = event(.memberMuted, members: [bob])
        for (milliseconds, date) in [
            (Int64.max, "292278994-08-17 07:12"), (.min, "-292275055-05-16 16:47"), (-1, "1969-12-31 23:59"), (-86_400_001, "1969-12-30 23:59"),
        ] {
            muted.mute = .until(milliseconds: milliseconds)
            #expect(english.sentence(for: muted) == "Alice muted bob until \(date) UTC")
        }
    }

    @Test func profileChanges() {
        var changed = event(.groupProfileChanged)
        changed.profile = GroupProfileChange(name: "Weekend crew", avatarURL: "https://x")
        #expect(english.sentence(for: changed) == "Alice renamed the group to \"Weekend crew\" and changed the group avatar")
        #expect(chinese.sentence(for: changed) == "Alice 将群名称修改为“Weekend crew”，更换了群头像")
        changed.profile = GroupProfileChange(mute: GroupMuteSetting(scope: .all, term: .forever))
        #expect(english.sentence(for: changed) == "Alice muted everyone")
        changed.profile = GroupProfileChange(mute: GroupMuteSetting(scope: .none))
        #expect(chinese.sentence(for: changed) == "Alice 解除了全员禁言")
    }

    @Test func vendorFieldsReadByTheirLabels() {
        let label = ProfileFieldLabel("who may invite", "邀请权限", values: ["1": .init("every member", "所有成员")])
        let labelled = SentenceRenderer(language: .english, fieldLabels: ["nim.inviteMode": label])
        let labelledChinese = SentenceRenderer(language: .simplifiedChinese, fieldLabels: ["nim.inviteMode": label])
        var changed = event(.groupProfileChanged)
        changed.profile = GroupProfileChange(other: [GroupProfileChange.Field(name: "nim.inviteMode", value: "1")])
        #expect(labelled.sentence(for: changed) == "Alice changed who may invite to every member")
        #expect(labelledChinese.sentence(for: changed) == "Alice 将邀请权限修改为所有成员")
        changed.profile = GroupProfileChange(other: [GroupProfileChange.Field(name: "nim.inviteMode", value: "7")])
        #expect(labelled.sentence(for: changed) == "Alice changed who may invite to \"7\"", "a value without words is quoted as it came")
        #expect(english.sentence(for: changed) == "Alice changed nim.inviteMode", "no label: the field's name")
        let family = SentenceRenderer(language: .english, fieldLabels: ["tim.custom.": ProfileFieldLabel("the custom field", "自定义字段")])
        changed.profile = GroupProfileChange(other: [GroupProfileChange.Field(name: "tim.custom.trail", value: "North rim")])
        #expect(family.sentence(for: changed) == "Alice changed the custom field \"trail\" to \"North rim\"", "a family's label names the key")
    }

    @Test func rolesAndOwners() {
        var promoted = event(.memberRoleChanged, members: [bob])
        promoted.role = GroupRole(level: .admin, raw: 2)
        #expect(english.sentence(for: promoted) == "Alice made bob an admin")
        #expect(chinese.sentence(for: promoted) == "Alice 将 bob 设为管理员")
        var transferred = event(.groupOwnerTransferred, members: [carol])
        transferred.newOwner = carol
        #expect(english.sentence(for: transferred) == "Alice transferred ownership of the group to CC")
    }

    @Test func unrecognizedNamesItsCodes() {
        #expect(english.sentence(for: event(.unrecognized)) == "An unrecognized zim:sdk notification (event 42)")
        #expect(chinese.sentence(for: event(.unrecognized)) == "无法识别的 zim:sdk 通知（event 42）")
    }

    @Test(arguments: GroupEventKind.predefined) func everyKindHasASentenceInBothLanguages(_ kind: GroupEventKind) {
        #expect(!english.sentence(for: event(kind, members: [bob])).isEmpty)
        #expect(!chinese.sentence(for: event(kind, members: [bob])).isEmpty)
        #expect(english.sentence(for: event(kind, members: [bob])) != chinese.sentence(for: event(kind, members: [bob])))
    }

    @Test func severalMembersReadInThePlural() {
        let dave = GroupMember(userID: "dave")
        var demoted = event(.memberRoleChanged, members: [bob, carol])
        demoted.role = GroupRole(level: .member)
        #expect(english.sentence(for: demoted) == "Alice made bob and CC regular members")
        #expect(chinese.sentence(for: demoted) == "Alice 将 bob、CC 设为普通成员")
        demoted.members = [bob]
        #expect(english.sentence(for: demoted) == "Alice made bob a regular member")
        demoted.actor = nil
        demoted.members = [bob, carol, dave]
        #expect(english.sentence(for: demoted) == "bob, CC and dave became regular members")
        demoted.role = nil
        #expect(english.sentence(for: demoted) == "The roles of bob, CC and dave changed")
        var kicked = event(.memberKicked, members: [bob, carol])
        kicked.actor = nil
        #expect(english.sentence(for: kicked) == "bob and CC were removed from the group")
        kicked.members = []
        #expect(english.sentence(for: kicked) == "Someone was removed from the group", "no one named: someone, one person")
        #expect(chinese.sentence(for: kicked) == "某人 被移出了群组")
        #expect(english.sentence(for: event(.requestJoinAccepted, members: [bob, carol])) == "Alice accepted the requests of bob and CC to join the group")
        #expect(english.sentence(for: event(.requestInviteRejected, members: [bob, carol])) == "bob and CC declined the invitations to join the group")
        var muted = event(.memberMuted, members: [bob, carol])
        muted.mute = .duration(seconds: 86_400 + 7_200 + 60 + 1)
        #expect(english.sentence(for: muted) == "Alice muted bob and CC for 1 day 2 hours 1 minute 1 second")
        muted.mute = .duration(seconds: 2 * 86_400 + 2 * 60)
        #expect(english.sentence(for: muted) == "Alice muted bob and CC for 2 days 2 minutes")
        var accepted = event(.memberJoined, members: [bob, carol])
        accepted.joinMethod = .invitationAccepted
        #expect(english.sentence(for: accepted) == "bob and CC accepted invitations and joined the group")
    }

    @Test func aClearedValueReadsAsCleared() {
        var changed = event(.groupProfileChanged)
        changed.profile = GroupProfileChange(notice: "")
        #expect(english.sentence(for: changed) == "Alice cleared the group notice")
        #expect(chinese.sentence(for: changed) == "Alice 清空了群公告")
        changed.profile = GroupProfileChange(name: "", introduction: "", avatarURL: "")
        #expect(english.sentence(for: changed) == "Alice cleared the group name, cleared the group introduction and cleared the group avatar")
        #expect(chinese.sentence(for: changed) == "Alice 清空了群名称，清空了群简介，清空了群头像")
        let labelled = SentenceRenderer(language: .english, fieldLabels: ["tim.custom.": ProfileFieldLabel("the custom field", "自定义字段")])
        changed.profile = GroupProfileChange(other: [
            GroupProfileChange.Field(name: "tim.custom.trail", value: ""), GroupProfileChange.Field(name: "tim.custom.level", value: .null),
        ])
        #expect(labelled.sentence(for: changed) == "Alice cleared the custom field \"trail\" and cleared the custom field \"level\"")
        changed.profile = GroupProfileChange(notice: " ")
        #expect(english.sentence(for: changed) == "Alice changed the group notice to \" \"", "a space is a value")
    }

    @Test func timesAreWrittenInTheZoneAskedForAndNameIt() throws {
        let shanghai = try #require(TimeZone(identifier: "Asia/Shanghai"))
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        var muted = event(.memberMuted, members: [bob])
        muted.mute = .until(milliseconds: 1_718_003_700_000)
        #expect(SentenceRenderer(language: .english, timeZone: shanghai).sentence(for: muted) == "Alice muted bob until 2024-06-10 15:15 (Asia/Shanghai)")
        #expect(SentenceRenderer(language: .simplifiedChinese, timeZone: shanghai).sentence(for: muted) == "Alice 将 bob 禁言至 2024-06-10 15:15（Asia/Shanghai）")
        #expect(
            SentenceRenderer(language: .english, timeZone: newYork).sentence(for: muted) == "Alice muted bob until 2024-06-10 03:15 (America/New_York)",
            "summer time")
        muted.mute = .until(milliseconds: 1_704_067_200_000)
        #expect(
            SentenceRenderer(language: .english, timeZone: newYork).sentence(for: muted) == "Alice muted bob until 2023-12-31 19:00 (America/New_York)",
            "winter time")
        #expect(english.sentence(for: muted) == "Alice muted bob until 2024-01-01 00:00 UTC", "UTC by default")
        var changed = event(.groupProfileChanged)
        changed.profile = GroupProfileChange(mute: GroupMuteSetting(scope: .all, term: .until(milliseconds: 1_704_067_200_000)))
        #expect(
            SentenceRenderer(language: .english, timeZone: shanghai).sentence(for: changed) == "Alice muted everyone until 2024-01-01 08:00 (Asia/Shanghai)")
        for milliseconds in [Int64.max, .min, 0] {
            muted.mute = .until(milliseconds: milliseconds)
            #expect(SentenceRenderer(language: .english, timeZone: shanghai).sentence(for: muted).hasSuffix("(Asia/Shanghai)"))
        }
    }

    @Test func aWebhookIsCalledAWebhookAndItsCommandIsNoTipType() {
        let webhook = GroupEvent(
            kind: .unrecognized,
            source: EventSource(flavour: FlavourID(vendor: "tim", flavour: "callback"), codes: ["tipType": "Group.CallbackAfterX", "role": "Owner"]))
        #expect(english.sentence(for: webhook) == "An unrecognized tim:callback webhook (Group.CallbackAfterX, role Owner)")
        #expect(chinese.sentence(for: webhook) == "无法识别的 tim:callback 回调（Group.CallbackAfterX, role Owner）")
    }
}
