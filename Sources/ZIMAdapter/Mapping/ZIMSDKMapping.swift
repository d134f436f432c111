import GroupEventsCore
import GroupEventsJSON

/// Maps ZIM tips messages to `GroupEvent` and back, driven by the `sdk` table of `Mappings/zim.json`.
///
/// Who stands where (inferred from the web SDK and ZEGO's UIKit; ZIM does not document it):
/// `operatedUser` is the one who acted — creator, inviter, leaver, kicker, dismisser, the admin who
/// changed a profile, role or mute — so it becomes `actor`; `targetUserList` holds the people the
/// event is about — initial members, invitees, the removed, the promoted or muted — so it becomes
/// `members`. The web SDK checks "left" against `operatedUser` and "kicked" against the targets,
/// which is why a leaver found only in `operatedUser` is also listed as the member who left.
package struct ZIMSDKMapping: OneEventMapping {
    /// A tips message.
    package typealias Model = ZIMTipsMessage

    /// `zim:sdk`.
    package static let id = FlavourID(vendor: "zim", flavour: "sdk")

    /// The embedded ZIM table.
    package static var defaultTable: MappingTable { ZIMMappings.defaultTable }

    /// The `sdk` table.
    package let flavour: FlavourTable
    let values: ZIMValueTables
    /// The roles ZIM reads back for roles of a level alone (`values.written`), asked for every event.
    private let rolesByLevel: RolesByLevel

    /// A mapping driven by a ZIM table.
    package init(table: MappingTable) {
        flavour = Self.flavourTable(in: table)
        values = ZIMValueTables(table)
        rolesByLevel = RolesByLevel(values.written)
    }

    // MARK: Decoding

    /// The event a tips message describes, with warnings for codes no table knows.
    package func decodeEvent(_ message: ZIMTipsMessage) -> (GroupEvent, [Diagnostic]) {
        var codes: JSONObject = ["event": .integer(message.event)]
        if let change = message.changeInfo { codes.append("changeType", .integer(change.type)) }
        var event = GroupEvent(
            kind: .unrecognized, groupID: message.conversationID, actor: message.operatedUser.map(values.member),
            members: (message.targetUserList ?? []).map(values.member), time: message.timestamp, messageID: message.messageID,
            source: EventSource(flavour: ZIMSDKMapping.id, codes: codes))
        event.newOwner = message.changeInfo?.groupNewOwner.map(values.member)
        var diagnostics: [Diagnostic] = []

        guard let rule = flavour.rule(matching: codes) else {
            let words = Self.unknownCodesWords
            let change = message.changeInfo.map { "\(words.change)\($0.type)" } ?? ""
            diagnostics.append(
                Diagnostic(
                    code: .unknownCode, severity: .warning, path: JSONPath.root.appending(key: "event"),
                    message: "\(words.start)\(message.event)\(change)\(words.end)"))
            return (event, diagnostics)
        }
        event.kind = rule.kind
        let change = message.changeInfo ?? ZIMChangeInfo(type: 0)
        switch rule.kind {
        case .memberJoined:
            event.joinMethod = rule[attribute: "joinMethod"].flatMap(JoinMethod.init(rawValue:))
            event.members = membersOrActor(event)
        case .memberLeft:
            event.members = membersOrActor(event)
        case .groupProfileChanged:
            event.profile = profile(change, field: rule[attribute: "field"], diagnostics: &diagnostics)
        case .groupOwnerTransferred:
            event.newOwner = event.newOwner ?? event.members.first
        case .memberRoleChanged:
            event.role = change.memberRole.map(values.role)
        case .memberMuted:
            event.mute = change.muteExpiredTime.map(values.muteState(expiry:))
        default:
            break
        }
        return (event, diagnostics)
    }

    private func membersOrActor(_ event: GroupEvent) -> [GroupMember] {
        if event.members.isEmpty, let actor = event.actor { return [actor] }
        return event.members
    }

    /// The user IDs decoding lists as members of an event of `kind` from a message whose
    /// `targetUserList` is absent, null or empty: the actor for a join or a leave, else none.
    private func decodedMembers(of message: ZIMTipsMessage, kind: GroupEventKind) -> [String] {
        guard kind == .memberJoined || kind == .memberLeft, let actor = message.operatedUser else { return [] }
        return [actor.userID]
    }

    private func profile(_ change: ZIMChangeInfo, field: String?, diagnostics: inout [Diagnostic]) -> GroupProfileChange {
        var profile = GroupProfileChange()
        switch field {
        case "groupDataFlag":
            // Type 1: only the fields whose flag bit is set changed; the others hold defaults.
            let flag = change.groupDataFlag ?? 0
            var known: Int64 = 0
            for entry in values.dataFlags.entries {
                guard let bit = entry.value.numberValue?.int64 else { continue }
                known |= bit
                if flag & bit != 0 { setField(entry.meaning, from: change, in: &profile) }
            }
            if flag & ~known != 0 {
                diagnostics.append(
                    .sourceRecordOnly(
                        .unknownCode, at: JSONPath([.key("changeInfo"), .key("groupDataFlag")]),
                        "groupDataFlag \(flag) has bits no table knows (\(flag & ~known))"))
            }
        case "mute":
            let path = JSONPath(keys: "changeInfo", change.spelling.groupMuteInfoKey, "mode")
            profile.mute =
                change.groupMuteInfo.map { muteSetting($0, modePath: path, diagnostics: &diagnostics) } ?? GroupMuteSetting(scope: .none)
        case let meaning?:
            setField(meaning, from: change, in: &profile)
        case nil:
            break
        }
        return profile
    }

    private func setField(_ meaning: String, from change: ZIMChangeInfo, in profile: inout GroupProfileChange) {
        switch meaning {
        case "name": profile.name = change.groupName ?? ""
        case "notice": profile.notice = change.groupNotice ?? ""
        case "avatarURL": profile.avatarURL = change.groupAvatarUrl ?? ""
        default: break
        }
    }

    private func muteSetting(_ info: ZIMGroupMuteInfo, modePath: JSONPath, diagnostics: inout [Diagnostic]) -> GroupMuteSetting {
        let scope: GroupMuteSetting.Scope
        switch values.muteModes.meaning(of: info.mode) {
        case "none": scope = .none
        case "members": scope = .members
        case "all": scope = .all
        case "roles": scope = .roles(info.roles.map(values.role))
        default:
            scope = .unknown
            diagnostics.append(
                Diagnostic(
                    code: .unknownCode, severity: .warning, path: modePath,
                    message: "group mute mode \(info.mode) is not in the groupMuteMode table; kept as it came"))
        }
        let term: MuteState? = info.expiredTime == 0 ? nil : values.muteState(expiry: info.expiredTime)
        return GroupMuteSetting(scope: scope, term: term, rawMode: info.mode)
    }

    // MARK: Encoding

    /// The tips message for an event, reporting what ZIM cannot say; the template's envelope and
    /// user objects (`template` is the source record's message, when it was ZIM `sdk`) keep every
    /// field the event has no place for. Another vendor's roles are written by their level, never by
    /// that vendor's raw values.
    package func encodeEvent(_ event: GroupEvent, template: ZIMTipsMessage?) -> (ZIMTipsMessage?, [Diagnostic]) {
        let event = event.rolesSpelled(for: Self.id.vendor)
        var diagnostics: [Diagnostic] = []
        let templateUsers = ([template?.operatedUser] + (template?.targetUserList ?? [])).compactMap { $0 }
        func user(_ member: GroupMember) -> ZIMUser {
            var user = values.user(member)
            user.original = templateUsers.first { $0.userID == member.userID }?.original
            return user
        }
        var message = ZIMTipsMessage(
            messageID: event.messageID, conversationID: event.groupID, timestamp: event.time, event: 0,
            operatedUser: event.actor.map(user), targetUserList: event.members.map(user), original: template?.original)
        if let loss = MessageIDForm.int64.changeOfForm(in: event, writer: Self.id) { diagnostics.append(loss) }
        if let template, (template.targetUserList ?? []).isEmpty, event.members.map(\.userID) == decodedMembers(of: template, kind: event.kind) {
            // The record's absent, null or empty list decoded to these members: it stays as it was.
            message.targetUserList = template.targetUserList
        }

        let rule: CodeRule?
        var change: ZIMChangeInfo?
        switch event.kind {
        case .memberJoined:
            rule = flavour.rule(for: .memberJoined, where: ["joinMethod": joinMethod(event.joinMethod, diagnostics: &diagnostics).rawValue])
        case .groupProfileChanged:
            let profile = event.profile ?? GroupProfileChange()
            (rule, change) = profileChange(profile, time: event.time, fromZIM: event.source.flavour.vendor == Self.id.vendor, diagnostics: &diagnostics)
        case .groupOwnerTransferred:
            rule = flavour.rule(for: .groupOwnerTransferred)
            change = ZIMChangeInfo(type: 0)
            if template?.changeInfo?.type != rule?.code("changeType")?.numberValue?.int64 {
                // The event holds no role for a transfer: a record's own value (0 in Flutter on Windows) stays.
                change?.memberRole = values.roles.integer(for: GroupRole.Level.owner.rawValue)
            }
            if let owner = event.newOwner, !event.members.contains(where: { $0.userID == owner.userID }) {
                change?.groupNewOwner = user(owner)
            }
        case .memberRoleChanged:
            rule = flavour.rule(for: .memberRoleChanged)
            change = ZIMChangeInfo(type: 0)
            // One role for all targets: members given different roles are written one message per role
            // (`recordSplit(for:)`); each target's own role also travels in its user object.
            change?.memberRole = event.grantedRole.flatMap(values.roleNumber)
            if change?.memberRole == nil {
                diagnostics.append(
                    .loss(.fieldDropped, "the new role has no ZIM role number; changeInfo.memberRole is left out", fields: [JSONPath(keys: "role")]))
            }
        case .memberMuted:
            rule = flavour.rule(for: .memberMuted)
            change = ZIMChangeInfo(type: 0)
            // One mute for all targets: members muted differently are written one record per mute (`recordSplit(for:)`).
            let mute = event.members.first.flatMap { event.mute(of: $0) } ?? event.mute ?? .muted
            guard let expiry = expiry(mute, time: event.time, field: event.firstMemberMutePath, diagnostics: &diagnostics) else {
                return (nil, diagnostics + [unwritable(event)])
            }
            change?.muteExpiredTime = expiry
        case .unrecognized:
            let diagnostic = Diagnostic(
                code: .unsupportedEvent, severity: .error, path: .root,
                message: "an unrecognized ZIM tips message can be written back only from its original record (source.record)")
            return (nil, [diagnostic])
        default:
            rule = flavour.rule(for: event.kind)
        }
        guard let rule, let eventCode = rule.code("event")?.numberValue?.int64 else { return (nil, diagnostics + [unwritable(event)]) }
        message.event = eventCode
        if var change, let type = rule.code("changeType")?.numberValue?.int64 {
            change.type = type
            if let original = template?.changeInfo {
                // An edited event keeps its record's spelling (Flutter `role`, `groupMuteInfo`, `classType`)
                // and, while the change type stays, the record's values of the fields this type ignores.
                change.spelling = original.spelling
                change.original = original.original
                change.groupMuteInfo?.original = original.groupMuteInfo?.original
                if event.profile?.mute?.scope == .unknown, let roles = original.groupMuteInfo?.roles {
                    // The roles of a mode no table knows mean nothing to the model: they stay as they came.
                    change.groupMuteInfo?.roles = roles
                }
                if original.type == type {
                    change.omitEmptyTexts(absentIn: original)
                    // What decoding reads into an absent mute setting (none) or role (none) stays absent.
                    if original.groupMuteInfo == nil, event.profile?.mute == GroupMuteSetting(scope: .none) { change.groupMuteInfo = nil }
                    if original.memberRole == nil, event.role == nil { change.memberRole = nil }
                    change.fillUnsetFields(from: original)
                }
            }
            message.changeInfo = change
        }
        return (message, diagnostics)
    }

    private func unwritable(_ event: GroupEvent) -> Diagnostic {
        Diagnostic(code: .unsupportedEvent, severity: .error, path: .root, message: "zim:sdk cannot write this \(event.kind) event")
    }

    /// The join method a tips message says for `method` (joined or invited), reporting what that approximates.
    func joinMethod(_ method: JoinMethod?, diagnostics: inout [Diagnostic]) -> JoinMethod {
        switch method {
        case .invited: return .invited
        case .approved, .invitationAccepted:
            diagnostics.append(
                .loss(.approximated, "ZIM cannot say the join was \(method!.rawValue); written as GroupJoined", fields: [JSONPath(keys: "joinMethod")]))
            return .selfJoined
        case .free, .selfJoined: return .selfJoined
        case nil:
            // The source did not say how the members joined (a TIM wire or C SDK join): ZIM must say
            // one or the other, and "joined" is the one that claims less, but it is still a claim.
            diagnostics.append(
                .loss(.approximated, "the event does not say how the members joined; written as GroupJoined", fields: [JSONPath(keys: "joinMethod")]))
            return .selfJoined
        }
    }

    /// The loss of a profile change's introduction, which tips do not carry.
    static let introductionLoss = Diagnostic.loss(
        .fieldDropped, "ZIM tips have no group introduction; it was left out", fields: [JSONPath(keys: "profile", "introduction")])
    /// The text of the loss of a vendor field (`GroupProfileChange.Field`), which tips do not carry:
    /// what comes before its name and what after.
    static let vendorFieldLossText: (StaticString, StaticString) = ("ZIM tips have no ", "; it was left out")
    /// Where a loss of a vendor field points.
    static let vendorFieldsPlace = [JSONPath(keys: "profile", "other")]
    /// The loss of a group mute beside changes of the profile's texts, which one tips message cannot carry.
    static let muteBesideTextsLoss = Diagnostic.loss(
        .fieldDropped, "one ZIM tips message cannot carry a group mute together with other profile changes; the mute was left out",
        fields: [JSONPath(keys: "profile", "mute")])
    /// The approximation of another vendor's group mute that states no term as one without end.
    static let muteWithoutTermLoss = Diagnostic.loss(
        .approximated, "the group mute states no term (it lasts until turned off); it was written as without end (-1)",
        fields: [JSONPath(keys: "profile", "mute", "term")])

    private func profileChange(
        _ profile: GroupProfileChange, time: Int64?, fromZIM: Bool, diagnostics: inout [Diagnostic]
    ) -> (CodeRule?, ZIMChangeInfo?) {
        if profile.introduction != nil { diagnostics.append(Self.introductionLoss) }
        for field in profile.other {
            let (start, end) = Self.vendorFieldLossText
            diagnostics.append(.loss(.fieldDropped, "\(start)\(field.name)\(end)", fields: Self.vendorFieldsPlace))
        }
        var change = ZIMChangeInfo(type: 0)
        let fields = [("name", profile.name), ("notice", profile.notice), ("avatarURL", profile.avatarURL)].filter { $0.1 != nil }
        for (meaning, value) in fields {
            switch meaning {
            case "name": change.groupName = value
            case "notice": change.groupNotice = value
            default: change.groupAvatarUrl = value
            }
        }
        if fields.isEmpty, let mute = profile.mute {
            guard let info = muteInfo(mute, time: time, fromZIM: fromZIM, diagnostics: &diagnostics) else { return (nil, nil) }
            change.groupMuteInfo = info
            return (flavour.rule(for: .groupProfileChanged, where: ["field": "mute"]), change)
        }
        if profile.mute != nil { diagnostics.append(Self.muteBesideTextsLoss) }
        if fields.count == 1, let rule = flavour.rule(for: .groupProfileChanged, where: ["field": fields[0].0]) {
            return (rule, change)
        }
        change.groupDataFlag = fields.reduce(0) { flag, field in flag | (values.dataFlags.integer(for: field.0) ?? 0) }
        return (flavour.rule(for: .groupProfileChanged, where: ["field": "groupDataFlag"]), change)
    }

    /// The `groupMutedInfo` of a group mute setting. A mute that states no term (TIM's mute-all, NIM's
    /// team mute: on until turned off) is written as without end (-1, reported), as ZIM's own records
    /// state a mute in force; a ZIM record's own 0 (`fromZIM`) stays.
    private func muteInfo(_ setting: GroupMuteSetting, time: Int64?, fromZIM: Bool, diagnostics: inout [Diagnostic]) -> ZIMGroupMuteInfo? {
        var roles: [Int64] = []
        switch setting.scope {
        case .members: roles = values.roles.integer(for: GroupRole.Level.member.rawValue).map { [$0] } ?? []
        case .roles(let muted): roles = muted.compactMap(values.roleNumber)
        case .none, .all, .unknown: break
        }
        let mode = muteMode(setting)
        var expiredTime: Int64 = 0
        if let term = setting.term {
            guard let expiry = expiry(term, time: time, field: JSONPath(keys: "profile", "mute", "term"), diagnostics: &diagnostics) else { return nil }
            expiredTime = expiry
        } else if setting.scope != .none, !fromZIM {
            expiredTime = -1
            diagnostics.append(Self.muteWithoutTermLoss)
        }
        return ZIMGroupMuteInfo(mode: mode ?? 0, expiredTime: expiredTime, roles: roles)
    }

    /// The ZIM mute mode written for a setting: its raw mode while that means the same, else the table's.
    func muteMode(_ setting: GroupMuteSetting) -> Int64? {
        let meaning: String? =
            switch setting.scope {
            case .none: "none"
            case .all: "all"
            case .members: "members"
            case .roles: "roles"
            case .unknown: nil
            }
        let rawMeaning = setting.rawMode.flatMap(values.muteModes.meaning(of:))
        return rawMeaning == meaning ? setting.rawMode : meaning.flatMap(values.muteModes.integer(for:))
    }

    /// Tips name no group owner beside a change, and no profile of a created group; a free join is
    /// written as GroupJoined, a raw mute mode and a raw role as ZIM's own numbers for the same scope
    /// and level (no loss: another vendor's raw value is its spelling of them); a raw mode of no known
    /// scope is lost unless ZIM writes it as it is.
    package func places(for event: GroupEvent) -> FieldPlaces {
        var missing = ownerGap
        if event.kind == .groupCreated { missing = missing + profileGap }
        if event.kind == .memberJoined, event.joinMethod == .free { missing = missing + joinMethodGap }
        if let mute = event.profile?.mute, mute.scope == .unknown, let raw = mute.rawMode, muteMode(mute) != raw {
            missing = missing + rawMuteModeGap
        }
        return FieldPlaces.of(event.kind).without(missing).without(rolesIn: event, spelledFor: Self.id.vendor) { role in
            rolesByLevel.written(role, otherwise: values.written)
        }
    }

    /// A tips message states one mute (`changeInfo.muteExpiredTime`) and one new role
    /// (`changeInfo.memberRole`) for all its targets: members muted differently, or given different
    /// roles, are written one message per mute or role.
    package func recordSplit(for event: GroupEvent) -> RecordSplit {
        switch event.kind {
        case .memberMuted: .perMute
        case .memberRoleChanged: .perRole
        default: .whole
        }
    }

    /// A ZIM expiry (ms; -1 without end; 0 lifted) for a mute, converting what ZIM cannot say; nil
    /// (reported) for a duration with no event time to count from, which is never written as forever.
    func expiry(_ mute: MuteState, time: Int64?, field: JSONPath, diagnostics: inout [Diagnostic]) -> Int64? {
        let (absolute, losses) = MuteConversion.absolute(mute, eventTime: time, field: field)
        diagnostics += losses
        switch absolute {
        case .lifted?: return 0
        case .until(let milliseconds)?: return milliseconds
        case .forever?, .duration?, .muted?: return -1
        case nil: return nil
        }
    }

    // MARK: Capability

    /// The kind's level, lowered to `fallback` where ZIM tips cannot hold what this event says (a
    /// profile change of fields tips do not have; a mute counted from an event time that is missing)
    /// or would show it to the whole group (an event addressed to one person), and to `partial` for a
    /// role change to a role with no ZIM role number.
    package func capability(for event: GroupEvent) -> EventCapability {
        let level = flavour.capability(for: event.kind)
        guard level <= .partial else { return EventCapability(level) }
        if let addressed = EventCapability.addressed(event, seenByTheGroupIn: Self.id) { return addressed }
        switch event.kind {
        case .groupProfileChanged:
            let profile = event.profile ?? GroupProfileChange()
            if profile.name == nil, profile.notice == nil, profile.avatarURL == nil, profile.mute == nil {
                return EventCapability(.fallback, reason: Self.noPlaceForTheChange.description)
            }
            if profile.name == nil, profile.notice == nil, profile.avatarURL == nil, let mute = profile.mute {
                if let term = mute.term, untimed(term, event) {
                    return EventCapability(.fallback, reason: "the group mute's duration has no event time to count from")
                }
                if mute.scope == .unknown, mute.rawMode == nil || event.source.flavour.vendor != Self.id.vendor {
                    return EventCapability(.fallback, reason: "the group mute's mode is not a ZIM mode")
                }
            }
        case .memberRoleChanged where event.grantedRole.flatMap(values.roleNumber) == nil:
            return EventCapability(.partial, reason: "the new role has no ZIM role number")
        case .memberMuted:
            let mutes = event.members.map { event.mute(of: $0) } + [event.mute]
            if mutes.contains(where: { $0.map { untimed($0, event) } ?? false }) {
                return EventCapability(.fallback, reason: "the mute's duration has no event time to count from")
            }
        default:
            break
        }
        return EventCapability(level)
    }

    /// The words of the warning for codes the table does not name, around the event and the change
    /// type (`ZIM tips event 99 with change type 3 is not in the zim:sdk table; kept as unrecognized`),
    /// which the slot reader writes with no string made.
    static let unknownCodesWords: (start: StaticString, change: StaticString, end: StaticString) = (
        "ZIM tips event ", " with change type ", " is not in the zim:sdk table; kept as unrecognized"
    )

    /// Why a profile change of no field tips have falls back to a text message.
    static let noPlaceForTheChange: StaticString = "ZIM tips have no place for any field this change names"

    private func untimed(_ mute: MuteState, _ event: GroupEvent) -> Bool {
        if case .duration = mute { return event.time == nil }
        return false
    }
}

private let ownerGap = FieldPlaces.Patterns(["owner"])
private let profileGap = FieldPlaces.Patterns(["profile"])
private let joinMethodGap = FieldPlaces.Patterns(["joinMethod"])
private let rawMuteModeGap = FieldPlaces.Patterns(["profile.mute.rawMode"])
