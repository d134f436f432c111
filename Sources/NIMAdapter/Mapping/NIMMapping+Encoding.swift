import GroupEventsCore
import GroupEventsJSON

/// The fields no NIM notification has a place for (see `NIMMapping.places(for:)`).
private let notificationGaps = FieldPlaces.Patterns([
    "actor.nickname", "actor.role", "members[].nickname", "members[].role", "newOwner.nickname", "newOwner.role", "owner",
    "profile.mute.term",
])
private let levellessRoleGap = FieldPlaces.Patterns(["role"])
private let dismissalGap = FieldPlaces.Patterns(["members[]"])
private let applicantGap = FieldPlaces.Patterns(["actor"])
private let rawMuteModeGap = FieldPlaces.Patterns(["profile.mute.rawMode"])

extension NIMMapping {
    /// The notifications for the events of one record (or one unified event): one per event, except
    /// that an owner transfer followed by the old owner's departure is one transfer with `leave: true`.
    /// `template` (the source record's notification) serves when all the events go into one notification.
    package func encode(_ events: [GroupEvent], template: NIMNotification?) -> ([NIMNotification], [Diagnostic]) {
        var notifications: [NIMNotification] = []
        var diagnostics: [Diagnostic] = []
        var index = 0
        while index < events.count {
            let event = events[index]
            let next = index + 1 < events.count ? events[index + 1] : nil
            let leaving = Self.writesLeaveFlag && event.kind == .groupOwnerTransferred && next.map { isDeparture($0, of: event) } == true
            let step = leaving ? 2 : 1
            let (notification, found) = encodeEvent(event, leaving: leaving, template: events.count == step ? template : nil)
            notifications += notification.map { [$0] } ?? []
            diagnostics += found
            index += step
        }
        return (notifications, diagnostics)
    }

    /// A notification names people by ID, name and avatar (no nickname or role), no group owner beside
    /// a change, nobody on a dismissal, and no applicant other than the sender of a free join (a team
    /// system notification: see `systemNoticeGaps(for:)`); a role change says the level alone (a raw
    /// value is its source's spelling of it), a team mute no term, and a raw mute type only NIM's own
    /// while it means the same (another vendor's becomes NIM's own for the same scope).
    package func places(for event: GroupEvent) -> FieldPlaces {
        var missing = notificationGaps
        if event.kind == .groupDismissed { missing = missing + dismissalGap }
        if Self.systemNoticeKinds.contains(event.kind) { missing = missing + systemNoticeGaps(for: event) }
        if event.kind == .memberJoined, [nil, .selfJoined, .free].contains(event.joinMethod),
            let first = event.members.first, first.userID != event.actor?.userID
        {
            missing = missing + applicantGap
        }
        // A new role crosses by its level (the op says it); one without a level has no op at all.
        if let role = event.role, role.level == nil { missing = missing + levellessRoleGap }
        // Another vendor's raw mute mode goes with the scope NIM writes in its place, no loss; NIM's
        // own raw mode is lost where it says something else than the scope.
        if let mute = event.profile?.mute, let raw = mute.rawMode, let meaning = Self.muteMeaning(of: mute.scope),
            event.source.flavour.vendor == Self.id.vendor, muteTypes.meaning(of: raw) != meaning
        {
            missing = missing + rawMuteModeGap
        }
        // A system notification says to whom as decoding reads it (`addressee(ofSystemNotice:)`), no more.
        var places = FieldPlaces.of(event.kind)
        if event.addressee != nil, systemNoticeRule(for: event, template: nil) != nil, event.addressee == Self.addressee(ofSystemNotice: event) {
            places = places.carrying("addressee")
        }
        return places.without(missing)
    }

    /// A notification names one applicant (`data.id`), one joiner of an accepted invitation and one
    /// leaver (the sender), and states one mute flag and one manager op for all its targets: events
    /// naming more are written one notification per member, per flag (members still muted, members
    /// whose mute is lifted) or per role given.
    package func recordSplit(for event: GroupEvent) -> RecordSplit {
        switch event.kind {
        case .memberJoined: event.joinMethod == .invited ? .whole : .perMember
        case .memberLeft: .perMember
        case .memberMuted: .perMuteFlag
        case .memberRoleChanged: .perRole
        default: .whole
        }
    }

    /// Whether `event` is the old owner leaving on a transfer: the transfer's actor, alone.
    private func isDeparture(_ event: GroupEvent, of transfer: GroupEvent) -> Bool {
        guard event.kind == .memberLeft, let owner = transfer.actor else { return false }
        return event.members.map(\.userID) == [owner.userID]
    }

    private func encodeEvent(_ event: GroupEvent, leaving: Bool, template: NIMNotification?) -> (NIMNotification?, [Diagnostic]) {
        if event.kind == .unrecognized {
            let diagnostic = Diagnostic(
                code: .unsupportedEvent, severity: .error, path: .root,
                message: "an unrecognized NIM notification can be written back only from its original record (source.record)")
            return (nil, [diagnostic])
        }
        if let rule = systemNoticeRule(for: event, template: template) { return encodeSystemNotice(event, rule: rule, template: template) }
        // Afresh, only a mute of several members needs a super team's op (409 lists its targets).
        let superTeam =
            template.map { $0.isSuperTeam || tableOp(of: $0) > Self.lastTeamOp } ?? (event.kind == .memberMuted && event.members.count > 1)
        var attributes = ["team": superTeam ? "super" : "normal"]
        var diagnostics: [Diagnostic] = []
        var notification = NIMNotification(op: 0, data: NIMAttachData(original: template?.data.original), form: template?.form ?? .string(nil))
        notification.data.teamOriginal = template?.data.teamOriginal
        notification.data.v2Spelling = template?.data.v2Spelling
        notification.original = template?.original
        notification.attachOriginal = template?.attachOriginal
        notification.rawOriginal = template?.rawOriginal
        notification.convType = template.map(\.convType) ?? (superTeam ? NIMNotification.superTeam : NIMNotification.team)
        let teamID = teamIDPlaces(event.groupID, template: template)
        notification.to = teamID.to
        notification.msgTimestamp = event.time
        notification.msgidServer = event.messageID
        if let loss = MessageIDForm.int64.changeOfForm(in: event, writer: Self.id) { diagnostics.append(loss) }
        // The app's own extension has no place in a unified event: the record's stays; so do a mute
        // flag and a leave flag on an op that does not read them.
        notification.data.attach = template?.data.attach
        notification.data.mute = template?.data.mute
        notification.data.leave = template?.data.leave
        notification.data.tinfo = template?.data.tinfo.map { tinfo in
            tinfo.map { $0.tag == NIMTeamTag.teamIDTag ? NIMTeamTag(tag: $0.tag, value: teamID.tag ?? $0.value) : $0 }
        }
        var people = [event.actor].compactMap { $0 } + event.members
        notification.fromAccount = event.actor?.userID
        let ids = event.members.map(\.userID)
        let targets = targetIDs(ids, template: template)

        switch event.kind {
        case .memberJoined:
            let method = joinMethod(event.joinMethod, diagnostics: &diagnostics)
            attributes["joinMethod"] = (method == .free ? JoinMethod.approved : method).rawValue
            switch method {
            case .invited:
                (notification.data.id, notification.data.ids) = targets
            case .invitationAccepted:
                // The inviter (the actor) goes in `data.id`; the joiner is the sender.
                notification.data.id = event.actor?.userID
                notification.fromAccount = ids.first
            default:
                // The applicant goes in `data.id`; for a free join the applicant is also the sender.
                notification.data.id = ids.first ?? event.actor?.userID
                if method == .free { notification.fromAccount = notification.data.id }
            }
        case .memberLeft:
            // A record without a sender named the leaver only in its name cards, and still does.
            let senderless = template.map { $0.fromAccount == nil } ?? false
            notification.fromAccount = senderless ? nil : ids.first ?? event.actor?.userID
        case .memberKicked:
            (notification.data.id, notification.data.ids) = targets
        case .memberRoleChanged:
            let level = event.grantedRole?.level
            guard let level, level == .admin || level == .member else {
                return (nil, [unwritable(event, "only a change to manager or back to member has a NIM op")])
            }
            attributes["role"] = level.rawValue
            (notification.data.id, notification.data.ids) = targets
        case .memberMuted:
            let stated = event.mute != nil || event.members.contains { $0.mute != nil }
            notification.data.mute = stated || template?.data.mute != nil ? muteFlag(event, diagnostics: &diagnostics) : nil
            if superTeam {
                (notification.data.id, notification.data.ids) = targets
            } else {
                // A team mute names one member, in `data.id`; afresh, several members are muted with a
                // super team's op, so only a team record edited to name more has others to leave out.
                notification.data.id = ids.first
                diagnostics += Diagnostic.membersAfterTheFirstLeftOut(of: event, "a NIM notification names only one member here (the muted member)")
            }
        case .groupOwnerTransferred:
            // The new owner goes in `data.id`; the old one is the sender.
            let owner = event.newOwner ?? event.members.first
            notification.data.id = owner?.userID
            people += [owner].compactMap { $0 }
            notification.data.leave = leaving ? true : (template?.data.leave != nil ? false : nil)
        case .groupProfileChanged:
            notification.data.tinfo = tags(
                event.profile ?? GroupProfileChange(), teamID: teamID.tag, team: attributes["team"] ?? "normal",
                template: template?.data.tinfo, ownRawMode: event.source.flavour.vendor == Self.id.vendor, diagnostics: &diagnostics)
        default:
            break
        }
        guard let rule = flavour.rule(for: event.kind, where: attributes), let op = Self.op(ofCode: rule.code(Self.opField)) else {
            return (nil, diagnostics + [unwritable(event, "the \(Self.id) table has no op for it")])
        }
        // A super-team record written with the team's op id keeps it.
        notification.op = template.map { tableOp(of: $0) == op ? $0.op : op } ?? op
        notification.data.uinfos = cards(for: people, template: template)
        return (notification, diagnostics)
    }

    /// The targets as `data.ids`, or as a lone `data.id` where the record named its one target so; an
    /// empty list the record did not have stays absent.
    private func targetIDs(_ ids: [String], template: NIMNotification?) -> (id: String?, ids: [String]?) {
        if let template, template.data.ids == nil, template.data.id != nil, ids.count <= 1 { return (ids.first, nil) }
        return (nil, ids.isEmpty && template?.data.ids == nil ? nil : ids)
    }

    /// Where the group ID goes: `to`, and `tinfo` tag `"1"` (when the record's tag said what its `to`
    /// said, or was the only place naming the team; a record naming it only there keeps `to` absent).
    private func teamIDPlaces(_ groupID: String?, template: NIMNotification?) -> (to: String?, tag: String?) {
        guard let template else { return (groupID, groupID) }
        let tag = template.data.tag(NIMTeamTag.teamIDTag)
        if template.to == nil, tag != nil { return (nil, groupID) }
        return (groupID, tag == template.to ? groupID : tag)
    }

    /// The last team op; super-team ops come after it.
    private static var lastTeamOp: Int64 { 10 }

    private func unwritable(_ event: GroupEvent, _ reason: String) -> Diagnostic {
        Diagnostic(
            code: .unsupportedEvent, severity: .error, path: .root, message: "\(Self.id) cannot write this \(event.kind) event: \(reason)")
    }

    private func joinMethod(_ method: JoinMethod?, diagnostics: inout [Diagnostic]) -> JoinMethod {
        switch method {
        case .invited, .approved, .invitationAccepted, .free: return method ?? .free
        case .selfJoined, nil:
            diagnostics.append(
                .loss(
                    .approximated, "NIM has no plain self join; written as a free join (an applicant passing no verification)",
                    fields: [JSONPath(keys: "joinMethod")]))
            return .free
        }
    }

    /// The member mute flag: 0 lifted, otherwise 1, muted until further notice. Members still muted
    /// and members whose mute is lifted are written apart (`recordSplit(for:)`), so the flag is every
    /// member's; a term (an expiry, a duration) has no place beside it and is reported where it was stated.
    private func muteFlag(_ event: GroupEvent, diagnostics: inout [Diagnostic]) -> Int64 {
        let hasTerm = { (mute: MuteState?) in mute.map { $0 != .muted && $0 != .lifted } ?? false }
        var fields = event.members.indices.filter { hasTerm(event.members[$0].mute) }.map {
            JSONPath(keys: "members").appending(index: $0).appending(key: "mute")
        }
        if hasTerm(event.mute) { fields.append(JSONPath(keys: "mute")) }
        if !fields.isEmpty {
            diagnostics.append(.loss(.approximated, "a NIM member mute is a flag, until further notice; its term was left out", fields: fields))
        }
        let first = event.members.first.flatMap { event.mute(of: $0) } ?? event.mute
        return first == .lifted ? 0 : 1
    }

    /// The name cards for the people of an event: the record's cards, updated and in their order,
    /// then cards for the named people the record had none for (for everyone in a fresh notification).
    private func cards(for people: [GroupMember], template: NIMNotification?) -> [NIMUserCard]? {
        var cards = template?.data.uinfos ?? []
        for person in people {
            if let index = cards.firstIndex(where: { $0.account == person.userID }) {
                cards[index].nick = person.name
                cards[index].avatar = person.avatarURL
            } else if template == nil || person.name != nil || person.avatarURL != nil {
                cards.append(NIMUserCard(account: person.userID, nick: person.name, avatar: person.avatarURL))
            }
        }
        return cards.isEmpty && template?.data.uinfos == nil ? nil : cards
    }
}
