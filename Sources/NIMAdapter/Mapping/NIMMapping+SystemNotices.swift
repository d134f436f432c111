import GroupEventsCore
import GroupEventsJSON

extension NIMMapping {
    /// The code field of a team system notification's `msgType`.
    static var systemNoticeField: String { "msgType" }

    /// The kinds a team system notification may be written as, where the flavour's table has a rule
    /// for them (`nim:server`'s `msgType` rules).
    static var systemNoticeKinds: Set<GroupEventKind> {
        [.requestJoin, .requestJoinRejected, .requestInvite, .requestInviteRejected, .noticeCustom]
    }

    // MARK: Decoding

    /// The event of a team system notification: its sender is who acted (the applicant, the manager
    /// refusing, the inviter, the invitee refusing, the app's sender of a custom notice), the team is
    /// `to`. Whom it is about follows the rule's `members`: the sender (an applicant, an invitee
    /// refusing) or the accounts of `tMembers` (the invitees); a refusal of a join request names no
    /// applicant. The postscript (`body`) is a request's or answer's text, the `attach` a custom
    /// notice's.
    func decode(_ notice: NIMSystemNotice, of notification: NIMNotification) -> ([GroupEvent], [Diagnostic]) {
        let codes: JSONObject = [Self.systemNoticeField: .string(notice.type)]
        let sender = notification.fromAccount.map { GroupMember(userID: $0) }
        var event = GroupEvent(
            kind: .unrecognized, groupID: notification.to, actor: sender, time: notification.msgTimestamp,
            messageID: notification.msgidServer, source: EventSource(flavour: Self.id, codes: codes))
        guard let rule = flavour.rules(matching: codes).rules.first else {
            let warning = Diagnostic(
                code: .unknownCode, severity: .warning, path: JSONPath(keys: "msgType"),
                message: "NIM system notification \(notice.type) is not in the \(Self.id) table; kept as unrecognized")
            return ([event], [warning])
        }
        event.kind = rule.kind
        switch rule[attribute: "members"] {
        case "sender"?: event.members = sender.map { [$0] } ?? []
        case "recipients"?: event.members = (notice.members ?? []).map { GroupMember(userID: $0) }
        default: break
        }
        // An empty postscript says nothing.
        event.text = rule.kind == .noticeCustom ? notice.content : notice.body.flatMap { $0.isEmpty ? nil : $0 }
        event.addressee = Self.addressee(ofSystemNotice: event)
        return ([event], [])
    }

    /// Whom a team system notification of `event` is delivered to, as far as the record says: an
    /// invitation of one invitee to that invitee; a join request (to the team's owner and managers),
    /// a refusal (to the applicant, to the inviter) or an invitation of several to people the record
    /// does not name one by one, someone unnamed (an empty user ID), so that no other vendor shows it
    /// to the whole group. A custom notice goes to the team: nil.
    static func addressee(ofSystemNotice event: GroupEvent) -> GroupMember? {
        switch event.kind {
        case .requestInvite where event.members.count == 1: GroupMember(userID: event.members[0].userID)
        case .requestJoin, .requestJoinRejected, .requestInvite, .requestInviteRejected: GroupMember(userID: "")
        default: nil
        }
    }

    // MARK: Encoding

    /// The rule a team system notification of `event` is written with: the flavour's `msgType` rule
    /// for its kind, of a super team where the source record was one (a notice of a super team, or a
    /// super team's message copy), else of a team. Nil where the flavour has none (every flavour but
    /// `nim:server`).
    func systemNoticeRule(for event: GroupEvent, template: NIMNotification?) -> CodeRule? {
        guard Self.systemNoticeKinds.contains(event.kind) else { return nil }
        let superTeam = template.map { $0.systemNotice?.isSuperTeam ?? $0.isSuperTeam } ?? false
        let rules = flavour.rules(of: event.kind).lazy.filter { $0.code(Self.systemNoticeField)?.stringValue != nil }
        return rules.first { $0[attribute: "team"] == (superTeam ? "super" : "normal") } ?? rules.first
    }

    /// A team system notification for `event`, over the record it came from: the sender is the
    /// actor, or for a notice about its sender (a request, a refused invitation) the member it is
    /// about; an invitation's invitees go in `tMembers`; a join request's `tMembers` (its addressees)
    /// stay as the record had them.
    func encodeSystemNotice(_ event: GroupEvent, rule: CodeRule, template: NIMNotification?) -> (NIMNotification, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let type = rule.code(Self.systemNoticeField)?.stringValue ?? ""
        var notice = NIMSystemNotice(type: type)
        let kept = template?.systemNotice
        var notification = NIMNotification(op: 0, form: .object)
        notification.original = template?.original
        notification.convType = template.map(\.convType) ?? NIMSystemNotice.conversationType
        notification.to = event.groupID
        notification.msgTimestamp = event.time
        notification.msgidServer = event.messageID
        notification.fromAccount = event.actor?.userID
        let ids = event.members.map(\.userID)
        switch rule[attribute: "members"] {
        case "sender"?:
            notification.fromAccount = ids.first ?? event.actor?.userID
            if let actor = event.actor, actor.userID != notification.fromAccount {
                diagnostics.append(
                    .loss(
                        .fieldDropped, "a NIM \(type) names only its sender, the member it is about; the actor was left out",
                        fields: [JSONPath(keys: "actor")]))
            }
            diagnostics += Diagnostic.membersAfterTheFirstLeftOut(of: event, "a NIM \(type) names only one member (its sender)")
            (notice.members, notice.membersValue) = (kept?.members, kept?.membersValue)
        case "recipients"?:
            notice.members = ids.isEmpty && kept?.members == nil ? nil : ids
            notice.membersValue = kept?.membersValue
        default:
            (notice.members, notice.membersValue) = (kept?.members, kept?.membersValue)
        }
        if notice.isCustom {
            notice.content = event.text
            notice.body = kept?.body
        } else {
            // Afresh, a postscript is always written (empty for none), as NetEase's copies do; over a
            // record, where the record had one.
            notice.body = event.text ?? (template == nil || kept?.body != nil ? "" : nil)
        }
        notification.systemNotice = notice
        return (notification, diagnostics)
    }

    /// What a team system notification has no place for: anyone's name or avatar (no name cards), and
    /// the members of a notice that names none, or names only its sender.
    func systemNoticeGaps(for event: GroupEvent) -> FieldPlaces.Patterns {
        let rule = flavour.rules(of: event.kind).first { $0.code(Self.systemNoticeField) != nil }
        switch rule?[attribute: "members"] {
        case "recipients"?: return systemNoticeProfileGaps
        case "sender"?:
            return event.members.count == 1 ? systemNoticeProfileGaps : systemNoticeProfileGaps + systemNoticeMembersGap
        default: return event.members.isEmpty ? systemNoticeProfileGaps : systemNoticeProfileGaps + systemNoticeMembersGap
        }
    }
}

/// Names and avatars: a team system notification carries no name cards.
private let systemNoticeProfileGaps = FieldPlaces.Patterns(
    ["actor.name", "actor.avatarURL", "members[].name", "members[].avatarURL"])
/// The members, for a notice that names none of its own.
private let systemNoticeMembersGap = FieldPlaces.Patterns(["members[]"])
