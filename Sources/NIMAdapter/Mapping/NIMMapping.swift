import GroupEventsCore
import GroupEventsJSON

/// Maps NIM notifications to `GroupEvent`s and back, driven by one flavour's table of
/// `Mappings/nim.json`: every NIM flavour reads into the same model, so they share this logic and
/// differ only in their table.
///
/// Who stands where: the operator is the message's sender (`fromAccount`), never inside `attach`;
/// the team is the message's receiver (`to`), or for a bare attach `tinfo` tag `"1"`; `ids` are the
/// targets; `data.id` means a different person per operation (see each place below). Super-team
/// message copies may carry the team's op ids (4 for 405…): under `convType` `SUPER_TEAM` they are
/// read as the super-team op the table's `teamOp` attribute names, while `source.codes` keep the op
/// as written. An owner transfer with `leave: true` is two events: the transfer and the departure.
package protocol NIMMapping: FlavourMapping where Model == NIMNotification {
    /// Tag 101's values.
    var muteTypes: ValueTable { get }
    /// Tag 100's values.
    var muteAll: ValueTable { get }
    /// The table's tagged and super-team ops (`NIMTableOps(flavour, of: Self.self)`), kept.
    var ops: NIMTableOps { get }
    /// The table's code field naming the op.
    static var opField: String { get }
    /// The table's code field naming the update tags.
    static var tagsField: String { get }
    /// Whether the flavour's owner transfer says that the old owner left with it (`leave`); without,
    /// the departure is a notification of its own.
    static var writesLeaveFlag: Bool { get }
    /// The table's code for a wire op.
    static func opCode(_ op: Int64) -> JSONValue
    /// The wire op of a table code, or nil.
    static func op(ofCode code: JSONValue?) -> Int64?
    /// The table's code for a wire `tinfo` tag.
    static func tagCode(_ tag: String) -> JSONValue
    /// The wire `tinfo` tag of a table code, or nil.
    static func tag(ofCode code: JSONValue?) -> Int64?
}

extension NIMMapping {
    /// The embedded NIM table.
    package static var defaultTable: MappingTable { NIMMappings.defaultTable }

    /// The prefix of the vendor fields NIM update tags become (`nim.joinMode`).
    static var otherFieldPrefix: String { NIMProfileField.unifiedPrefix }

    /// Yes, unless the flavour says otherwise.
    package static var writesLeaveFlag: Bool { true }

    // MARK: Capability

    /// The kind's level, lowered to `fallback` where a NIM notification cannot hold what this event
    /// says: a role change to anything but manager or member, a profile change naming no field NIM has
    /// a team update tag for (a group mute of a mode no table knows, unless it is NIM's own); an event
    /// addressed to one person, which a team notification would show to the whole team (a team system
    /// notification, which goes to its recipients, may hold it).
    package func capability(for event: GroupEvent) -> EventCapability {
        let level = flavour.capability(for: event.kind)
        guard level <= .partial else { return EventCapability(level) }
        // A team system notification (nim:server's requests and custom notices) goes to its recipients,
        // not to the team: only a team notification would show an addressed event to everyone.
        if systemNoticeRule(for: event, template: nil) == nil, let addressed = EventCapability.addressed(event, seenByTheGroupIn: Self.id) {
            return addressed
        }
        switch event.kind {
        case .memberRoleChanged:
            if !event.grantsAdminOrMember {
                return EventCapability(.fallback, reason: "NIM notifications only make managers or make them members again")
            }
        case .groupProfileChanged:
            let profile = event.profile ?? GroupProfileChange()
            let texts = [profile.name, profile.notice, profile.introduction, profile.avatarURL].contains { $0 != nil }
            let others = profile.other.contains { other in
                other.name.hasPrefix(Self.otherFieldPrefix) && other.value.stringValue != nil
                    && NIMProfileField(rawValue: String(other.name.dropFirst(Self.otherFieldPrefix.count))) != nil
            }
            // A mute of a scope no table knows has a NIM form only as NIM's own raw mode.
            let mute = profile.mute.map { $0.scope != .unknown || ($0.rawMode != nil && event.source.flavour.vendor == Self.id.vendor) } ?? false
            if !texts, !others, !mute {
                return EventCapability(.fallback, reason: "NIM has no team update tag for any field this change names")
            }
        default:
            break
        }
        return EventCapability(level)
    }

    // MARK: Decoding

    /// The events a notification describes: one, or two for an owner transfer whose old owner left; a
    /// team system notification's one (`decode(_:of:)`).
    package func decode(_ notification: NIMNotification) -> ([GroupEvent], [Diagnostic]) {
        if let notice = notification.systemNotice { return decode(notice, of: notification) }
        let op = tableOp(of: notification)
        var codes: JSONObject = [Self.opField: Self.opCode(notification.op)]
        // The table knows nearly every op as written: the same codes then, not built a second time.
        var lookup: JSONObject = op == notification.op ? codes : [Self.opField: Self.opCode(op)]
        if carriesTags(op), let tinfo = notification.data.tinfo {
            let tags = JSONValue.array(JSONArray(tinfo.filter { $0.tag != NIMTeamTag.teamIDTag }.map { Self.tagCode($0.tag) }))
            codes.append(Self.tagsField, tags)
            lookup.append(Self.tagsField, tags)
        }
        let cards = notification.data.uinfos ?? []
        let sender = notification.fromAccount.map { member($0, cards) }
        var event = GroupEvent(
            kind: .unrecognized, groupID: notification.to ?? notification.data.tag(NIMTeamTag.teamIDTag), actor: sender,
            time: notification.msgTimestamp, messageID: notification.msgidServer,
            source: EventSource(flavour: Self.id, codes: codes))
        let match = flavour.rules(matching: lookup)
        guard let rule = match.rules.first else {
            let words = Self.unknownOpWords
            let warning = Diagnostic(
                code: .unknownCode, severity: .warning, path: attachPath(notification, "id"),
                message: "\(words.start)\(notification.op)\(words.end)")
            return ([event], [warning])
        }
        var diagnostics: [Diagnostic] = []
        if let unknown = match.unexplained[Self.tagsField]?.arrayValue, !unknown.isEmpty {
            let tags = unknown.map { $0.numberValue?.int64.map(String.init) ?? $0.stringValue ?? "?" }.joined(separator: ", ")
            diagnostics.append(
                .sourceRecordOnly(
                    .unknownCode, at: attachPath(notification, "data", "tinfo"), "NIM update tags \(tags) are not in the \(Self.id) table"))
        }
        event.kind = rule.kind
        let data = notification.data
        let targets = (data.ids ?? data.id.map { [$0] } ?? []).map { member($0, cards) }
        switch rule.kind {
        case .memberJoined:
            event.joinMethod = rule[attribute: "joinMethod"].flatMap(JoinMethod.init(rawValue:))
            switch event.joinMethod {
            case .approved?:
                // Op 5/410: `data.id` is the applicant, the sender the manager who approved. The
                // applicant being the sender means a team without verification: a free join.
                event.members = targets
                if data.id != nil, data.id == notification.fromAccount { event.joinMethod = .free }
            case .invitationAccepted?:
                // Op 9/411: `data.id` is the inviter, and the joiner is the sender. The inviter is the
                // actor, as for the invitation itself, and the joiner the member who joined.
                event.actor = data.id.map { member($0, cards) }
                event.members = sender.map { [$0] } ?? []
            default:
                event.members = targets
            }
        case .memberLeft:
            // Op 2/403 names no target: the leaver is the sender (a bare attach has only the name cards).
            event.members = sender.map { [$0] } ?? cards.map { member($0.account, cards) }
            // Leaving is the leaver's own act: a bare attach's lone leaver is its actor too.
            if sender == nil, event.members.count == 1 { event.actor = event.members.first }
        case .memberKicked:
            event.members = targets
        case .memberRoleChanged:
            event.members = targets
            event.role = rule[attribute: "role"].flatMap(GroupRole.Level.init(rawValue:)).map { GroupRole(level: $0) }
        case .memberMuted:
            // Op 10: `data.id` is the muted member (409 lists them in `ids`, or names one in `id`).
            event.members = targets
            event.mute = data.mute.map { $0 == 0 ? .lifted : .muted }
        case .groupOwnerTransferred:
            // Op 6/406: `data.id` is the new owner; the old one is the sender.
            event.newOwner = data.id.map { member($0, cards) }
            event.members = event.newOwner.map { [$0] } ?? []
            if data.leave == true {
                let departure = GroupEvent(
                    kind: .memberLeft, groupID: event.groupID, actor: sender, members: sender.map { [$0] } ?? [],
                    time: event.time, messageID: event.messageID, source: event.source)
                return ([event, departure], diagnostics + unnamedCards(notification, named: [event, departure]))
            }
        case .groupProfileChanged:
            event.profile = profile(notification, rules: match.rules, diagnostics: &diagnostics)
        default:
            break
        }
        return ([event], diagnostics + unnamedCards(notification, named: [event]))
    }

    /// The words of the warning for an op the table does not know, before and after the op
    /// (`NIM notification op 11 is not in the nim:server table; kept as unrecognized`).
    static var unknownOpWords: (start: String, end: String) { ("NIM notification op ", " is not in the \(id) table; kept as unrecognized") }

    /// A warning for each name card (`uinfos`, the web's `users`) of someone the events name nowhere:
    /// NetEase sends the cards of the operator and the targets, so such a card is the operator's where
    /// no sender says who acted (a bare attach), and is left out rather than guessed to be the actor.
    private func unnamedCards(_ notification: NIMNotification, named events: [GroupEvent]) -> [Diagnostic] {
        let named = Set(events.flatMap { event in [event.actor, event.newOwner, event.owner].compactMap { $0 } + event.members }.map(\.userID))
        var reported: Set<String> = []
        return (notification.data.uinfos ?? []).compactMap { card in
            guard !card.account.isEmpty, !named.contains(card.account), reported.insert(card.account).inserted else { return nil }
            let why = notification.fromAccount == nil ? " (no sender says who acted)" : ""
            let message = "a name card names \"\(card.account)\", whom the notification names neither as its operator nor as a target"
            return Diagnostic(
                code: .suspiciousValue, severity: .warning,
                path: notification.form == .web ? attachPath(notification, "users") : attachPath(notification, "data", "uinfos"),
                message: message + why + "; the card is left out")
        }
    }

    /// The op the table knows a notification by: a super-team message copy carrying a team op id is
    /// read as the super-team op whose rule names that id in `teamOp`.
    func tableOp(of notification: NIMNotification) -> Int64 {
        guard notification.isSuperTeam, let op = ops.superTeam[notification.op] else { return notification.op }
        return op
    }

    /// Whether the table reads update tags for `op` (3 and 404).
    func carriesTags(_ op: Int64) -> Bool {
        ops.tagged.contains(op)
    }

    /// A member from an account and the name cards.
    func member(_ account: String, _ cards: [NIMUserCard]) -> GroupMember {
        let card = cards.first { $0.account == account }
        return GroupMember(userID: account, name: card?.nick, avatarURL: card?.avatar)
    }

    /// A path inside the wire attach, wherever the notification carried it.
    func attachPath(_ notification: NIMNotification, _ keys: String...) -> JSONPath {
        var path: JSONPath
        switch notification.form {
        case .bare: path = .root
        case .object: path = JSONPath(keys: "attach")
        case .string: path = JSONPath(keys: "attach").appendingEmbeddedDocument()
        case .web:
            // The web `attach` is the wire's `data` with the op as `type` and `tinfo` as `team`.
            path = JSONPath(keys: "attach")
            for key in keys where key != "data" {
                path = path.appending(key: key == "id" ? "type" : key == "tinfo" ? "team" : NIMWebSpelling.teamKey(ofTag: key) ?? key)
            }
            return path
        case .v2(raw: true, _):
            path = JSONPath(keys: "attachment", "raw").appendingEmbeddedDocument()
        case .v2(raw: false, _):
            // The V2 `attachment` names the op `type` and the update tags' `updatedTeamInfo` keys.
            path = JSONPath(keys: "attachment")
            for key in keys where key != "data" {
                path = path.appending(key: key == "id" ? "type" : key == "tinfo" ? "updatedTeamInfo" : NIMV2Spelling.key(ofTag: key) ?? key)
            }
            return path
        }
        for key in keys { path = path.appending(key: key) }
        return path
    }

    /// The field an update rule changes.
    func field(of rule: CodeRule) -> NIMProfileField? {
        rule[attribute: "field"].flatMap(NIMProfileField.init(rawValue:))
    }

    private func profile(_ notification: NIMNotification, rules: [CodeRule], diagnostics: inout [Diagnostic]) -> GroupProfileChange {
        var profile = GroupProfileChange()
        var muteAllValue: String?
        var muteTypeValue: String?
        for tag in notification.data.tinfo ?? [] {
            guard let rule = rules.first(where: { Self.tag(ofCode: $0.code(Self.tagsField)) == Int64(tag.tag) }),
                let field = field(of: rule)
            else {
                continue
            }
            switch field {
            case .name: profile.name = tag.value
            case .introduction: profile.introduction = tag.value
            case .notice: profile.notice = tag.value
            case .avatarURL: profile.avatarURL = tag.value
            case .muteAll: muteAllValue = tag.value
            case .muteType: muteTypeValue = tag.value
            default: profile.other.append(GroupProfileChange.Field(name: field.unifiedName.description, value: .string(tag.value)))
            }
        }
        if let muteTypeValue {
            // Tag 101 says who is muted; tag 100 beside it adds nothing.
            let mode = Int64(muteTypeValue)
            let scope = mode.flatMap(muteTypes.meaning(of:)).flatMap(GroupMuteSetting.Scope.init(meaning:))
            if scope == nil {
                diagnostics.append(
                    Diagnostic(
                        code: .unknownCode, severity: .warning, path: attachPath(notification, "data", "tinfo", "101"),
                        message: "mute type \(muteTypeValue) is not in the muteType table; kept as it came"))
            }
            profile.mute = GroupMuteSetting(scope: scope ?? .unknown, rawMode: mode)
        } else if let muteAllValue {
            // Tag 100 alone is the older team mute, which leaves the owner and managers free to speak:
            // its "1" mutes regular members, as NIM's web SDK and iOS header read it.
            let scope = Int64(muteAllValue).flatMap(muteAll.meaning(of:)).flatMap(GroupMuteSetting.Scope.init(meaning:))
            if scope == nil {
                diagnostics.append(
                    Diagnostic(
                        code: .unknownCode, severity: .warning, path: attachPath(notification, "data", "tinfo", "100"),
                        message: "mute flag \(muteAllValue) is not in the muteAll table; kept as it came"))
            }
            profile.mute = GroupMuteSetting(scope: scope ?? .unknown)
        }
        return profile
    }
}
