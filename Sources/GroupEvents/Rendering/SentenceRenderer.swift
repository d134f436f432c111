/// Renders a `GroupEvent` as one human sentence ("Alice removed Bob and Carol from the group"), in
/// English or Simplified Chinese: the "display a tip message" step of the vendors' guides.
public struct SentenceRenderer: Sendable {
    /// The language sentences are written in.
    public let language: SentenceLanguage

    /// The labels of vendor-specific profile fields, by field name (`nim.inviteMode`).
    public let fieldLabels: [String: ProfileFieldLabel]

    /// A renderer for one language. A vendor field is named by its label in `fieldLabels`, or by the
    /// label of a prefix ending in "." together with the rest of its name (the key of a custom field
    /// under `tim.custom.`), or else as it is.
    public init(language: SentenceLanguage, fieldLabels: [String: ProfileFieldLabel] = [:]) {
        self.language = language
        self.fieldLabels = fieldLabels
    }

    private var zh: Bool { language == .simplifiedChinese }

    /// The event's sentence; for an event delivered to one person, saying to whom ("… (to lin.yue)").
    public func sentence(for event: GroupEvent) -> String {
        let sentence = body(for: event)
        guard let addressee = event.addressee?.displayName, !addressee.isEmpty else { return sentence }
        return zh ? "\(sentence)（发给 \(addressee)）" : "\(sentence) (to \(addressee))"
    }

    /// The sentence of what happened.
    private func body(for event: GroupEvent) -> String {
        let actor = event.actor?.displayName
        let members = list(event.members.map(\.displayName))
        switch event.kind {
        case .groupCreated:
            let who = actor ?? (zh ? "有人" : "Someone")
            if members.isEmpty { return zh ? "\(who) 创建了群组" : "\(who) created the group" }
            return zh ? "\(who) 创建了群组，成员：\(members)" : "\(who) created the group with \(members)"
        case .groupDismissed:
            guard let actor else { return zh ? "群组已解散" : "The group was dismissed" }
            return zh ? "\(actor) 解散了群组" : "\(actor) dismissed the group"
        case .groupRecycled:
            return zh ? "群组已被系统回收" : "The group was reclaimed by the service"
        case .groupProfileChanged:
            return profileSentence(actor: actor, profile: event.profile ?? GroupProfileChange())
        case .groupOwnerTransferred:
            let owner = event.newOwner?.displayName ?? (members.isEmpty ? nil : members)
            switch (actor, owner) {
            case (let actor?, let owner?): return zh ? "\(actor) 将群主转让给 \(owner)" : "\(actor) transferred ownership of the group to \(owner)"
            case (nil, let owner?): return zh ? "\(owner) 成为新群主" : "\(owner) became the group's owner"
            case (let actor?, nil): return zh ? "\(actor) 转让了群主" : "\(actor) transferred ownership of the group"
            case (nil, nil): return zh ? "群主已变更" : "The group's owner changed"
            }
        case .memberJoined:
            return joinedSentence(actor: actor, members: members, method: event.joinMethod)
        case .memberLeft:
            let who = members.isEmpty ? (actor ?? (zh ? "有人" : "Someone")) : members
            return zh ? "\(who) 退出了群组" : "\(who) left the group"
        case .memberKicked:
            let whom = members.isEmpty ? (zh ? "成员" : "members") : members
            guard let actor else {
                return zh ? "\(whom) 被移出了群组" : "\(whom) \(event.members.count > 1 ? "were" : "was") removed from the group"
            }
            return zh ? "\(actor) 将 \(whom) 移出了群组" : "\(actor) removed \(whom) from the group"
        case .memberRoleChanged:
            return roleSentence(actor: actor, members: members, role: event.role)
        case .memberMuted:
            // Members muted differently: one clause per mute, in the members' order.
            var mutes: [(MuteState, [String])] = []
            for member in event.members {
                let mute = event.mute(of: member) ?? .muted
                if let index = mutes.firstIndex(where: { $0.0 == mute }) {
                    mutes[index].1.append(member.displayName)
                } else {
                    mutes.append((mute, [member.displayName]))
                }
            }
            guard mutes.count > 1 else { return muteSentence(actor: actor, members: members, mute: event.mute ?? mutes.first?.0 ?? .muted) }
            return mutes.map { muteSentence(actor: actor, members: list($0.1), mute: $0.0) }.joined(separator: zh ? "；" : "; ")
        case .requestJoin:
            let who = members.isEmpty ? (actor ?? (zh ? "有人" : "Someone")) : members
            return zh ? "\(who) 申请加入群组" : "\(who) asked to join the group"
        case .requestJoinAccepted:
            return decision(actor: actor, members: members, accepted: true, invitation: false)
        case .requestJoinRejected:
            return decision(actor: actor, members: members, accepted: false, invitation: false)
        case .requestInvite:
            let who = actor ?? (zh ? "有人" : "Someone")
            let whom = members.isEmpty ? (zh ? "成员" : "someone") : members
            return zh ? "\(who) 邀请 \(whom) 加入群组" : "\(who) invited \(whom) to join the group"
        case .requestInviteAccepted:
            return decision(actor: actor, members: members, accepted: true, invitation: true)
        case .requestInviteRejected:
            return decision(actor: actor, members: members, accepted: false, invitation: true)
        case .noticeCustom:
            let text = event.text ?? ""
            guard let actor else { return zh ? "群通知：\(text)" : "Group notice: \(text)" }
            return zh ? "\(actor) 发布了群通知：\(text)" : "\(actor) posted a notice: \(text)"
        default:
            let codes = event.source.codes.members.map { "\($0.key) \(JSONScalarText.text(of: $0.value))" }.joined(separator: ", ")
            let detail = codes.isEmpty ? "" : (zh ? "（\(codes)）" : " (\(codes))")
            let kind = event.kind == .unrecognized ? "" : " \(event.kind)"
            return zh ? "无法识别的 \(event.source.flavour)\(kind) 通知\(detail)" : "An unrecognized \(event.source.flavour)\(kind) notification\(detail)"
        }
    }

    private func joinedSentence(actor: String?, members: String, method: JoinMethod?) -> String {
        let who = members.isEmpty ? (zh ? "新成员" : "New members") : members
        switch (method, actor) {
        case (.invited, let actor?):
            return zh ? "\(actor) 邀请 \(who) 加入了群组" : "\(actor) invited \(who) to the group"
        case (.approved, let actor?):
            return zh ? "\(actor) 同意 \(who) 加入了群组" : "\(actor) approved \(who) joining the group"
        case (.invitationAccepted, _):
            return zh ? "\(who) 接受邀请加入了群组" : "\(who) accepted an invitation and joined the group"
        default:
            return zh ? "\(who) 加入了群组" : "\(who) joined the group"
        }
    }

    private func roleSentence(actor: String?, members: String, role: GroupRole?) -> String {
        let whom = members.isEmpty ? (zh ? "成员" : "members") : members
        let title: String? = switch role?.level {
        case .owner?: zh ? "群主" : "the owner"
        case .admin?: zh ? "管理员" : "an admin"
        case .member?: zh ? "普通成员" : "a regular member"
        case nil: nil
        }
        switch (actor, title) {
        case (let actor?, let title?): return zh ? "\(actor) 将 \(whom) 设为\(title)" : "\(actor) made \(whom) \(title)"
        case (nil, let title?): return zh ? "\(whom) 成为\(title)" : "\(whom) became \(title)"
        case (let actor?, nil): return zh ? "\(actor) 修改了 \(whom) 的群角色" : "\(actor) changed the role of \(whom)"
        case (nil, nil): return zh ? "\(whom) 的群角色已变更" : "The role of \(whom) changed"
        }
    }

    private func muteSentence(actor: String?, members: String, mute: MuteState) -> String {
        let whom = members.isEmpty ? (zh ? "成员" : "members") : members
        let who = actor ?? (zh ? "管理员" : "An admin")
        switch mute {
        case .lifted: return zh ? "\(who) 解除了 \(whom) 的禁言" : "\(who) unmuted \(whom)"
        case .forever: return zh ? "\(who) 永久禁言了 \(whom)" : "\(who) muted \(whom) indefinitely"
        case .muted: return zh ? "\(who) 禁言了 \(whom)" : "\(who) muted \(whom)"
        case .until(let milliseconds):
            let time = TimeText.utc(milliseconds: milliseconds)
            return zh ? "\(who) 将 \(whom) 禁言至 \(time)" : "\(who) muted \(whom) until \(time)"
        case .duration(let seconds):
            let length = TimeText.duration(seconds: seconds, language: language)
            return zh ? "\(who) 将 \(whom) 禁言 \(length)" : "\(who) muted \(whom) for \(length)"
        }
    }

    private func decision(actor: String?, members: String, accepted: Bool, invitation: Bool) -> String {
        if invitation {
            let who = members.isEmpty ? (actor ?? (zh ? "有人" : "Someone")) : members
            switch (accepted, zh) {
            case (true, true): return "\(who) 接受了入群邀请"
            case (true, false): return "\(who) accepted the invitation to join the group"
            case (false, true): return "\(who) 拒绝了入群邀请"
            case (false, false): return "\(who) declined the invitation to join the group"
            }
        }
        let who = actor ?? (zh ? "管理员" : "An admin")
        let whom = members.isEmpty ? (zh ? "某人" : "someone") : members
        switch (accepted, zh) {
        case (true, true): return "\(who) 同意了 \(whom) 的入群申请"
        case (true, false): return "\(who) accepted the request of \(whom) to join the group"
        case (false, true): return "\(who) 拒绝了 \(whom) 的入群申请"
        case (false, false): return "\(who) rejected the request of \(whom) to join the group"
        }
    }

    private func profileSentence(actor: String?, profile: GroupProfileChange) -> String {
        var changes: [String] = []
        if let name = profile.name { changes.append(zh ? "将群名称修改为“\(name)”" : "renamed the group to \"\(name)\"") }
        if let notice = profile.notice { changes.append(zh ? "将群公告修改为“\(notice)”" : "changed the group notice to \"\(notice)\"") }
        if let introduction = profile.introduction {
            changes.append(zh ? "将群简介修改为“\(introduction)”" : "changed the group introduction to \"\(introduction)\"")
        }
        if profile.avatarURL != nil { changes.append(zh ? "更换了群头像" : "changed the group avatar") }
        if let mute = profile.mute { changes.append(groupMutePhrase(mute)) }
        for field in profile.other {
            if let label = fieldLabels[field.name] {
                changes.append(label.phrase(for: field.value, in: language))
            } else if let (label, key) = prefixLabel(of: field.name) {
                changes.append(label.phrase(for: field.value, key: key, in: language))
            } else {
                changes.append(zh ? "修改了 \(field.name)" : "changed \(field.name)")
            }
        }
        if changes.isEmpty { changes.append(zh ? "修改了群资料" : "changed the group profile") }
        let who = actor ?? (zh ? "管理员" : "An admin")
        return zh ? "\(who) \(changes.joined(separator: "，"))" : "\(who) \(list(changes))"
    }

    /// The label registered under a prefix of `name` that ends in "." (`tim.custom.` for
    /// `tim.custom.trail`), the longest if several, and the rest of the name: the field's key.
    private func prefixLabel(of name: String) -> (ProfileFieldLabel, String)? {
        let prefix = fieldLabels.keys.filter { $0.hasSuffix(".") && name.hasPrefix($0) && name.count > $0.count }.max { $0.count < $1.count }
        return prefix.flatMap { prefix in fieldLabels[prefix].map { ($0, String(name.dropFirst(prefix.count))) } }
    }

    private func groupMutePhrase(_ mute: GroupMuteSetting) -> String {
        var term = ""
        switch mute.term {
        case .until(let milliseconds)?: term = zh ? "，至 \(TimeText.utc(milliseconds: milliseconds))" : " until \(TimeText.utc(milliseconds: milliseconds))"
        case .duration(let seconds)?: term = zh ? "，时长 \(TimeText.duration(seconds: seconds, language: language))" : " for \(TimeText.duration(seconds: seconds, language: language))"
        default: break
        }
        switch mute.scope {
        case .none: return zh ? "解除了全员禁言" : "lifted the group-wide mute"
        case .all: return (zh ? "开启了全员禁言" : "muted everyone") + term
        case .members: return (zh ? "禁言了所有普通成员" : "muted all regular members") + term
        case .roles(let roles):
            let names = roles.map { role -> String in
                switch role.level {
                case .owner?: zh ? "群主" : "owners"
                case .admin?: zh ? "管理员" : "admins"
                case .member?: zh ? "普通成员" : "regular members"
                case nil: role.raw.map(JSONScalarText.text(of:)).map { zh ? "角色 \($0)" : "role \($0)" } ?? (zh ? "未知角色" : "unknown roles")
                }
            }
            return (zh ? "禁言了\(list(names))" : "muted \(list(names))") + term
        case .unknown:
            let mode = mute.rawMode.map(String.init) ?? "?"
            return (zh ? "将全员禁言设为未知模式 \(mode)" : "set the group-wide mute to unknown mode \(mode)") + term
        }
    }

    /// Joins names: "a", "a and b", "a, b and c"; in Chinese "a、b、c".
    private func list(_ names: [String]) -> String {
        if zh { return names.joined(separator: "、") }
        switch names.count {
        case 0: return ""
        case 1: return names[0]
        default: return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        }
    }
}
