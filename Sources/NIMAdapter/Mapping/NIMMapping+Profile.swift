import GroupEventsCore
import GroupEventsJSON

extension NIMMapping {
    /// The `tinfo` of an update for a profile change: tag `"1"` (`teamID`) and the changed tags. Over
    /// a record's `tinfo`, its order stays, and so do the tags no table row knows; tags of fields the
    /// change no longer names are left out. The mute is written with the record's mute tags (100, 101
    /// or both), afresh with tag 101, which says whom it covers (tag 100 alone only for a NIM event read
    /// from tag 100 alone). `ownRawMode` says whether
    /// the mute's raw mode is NIM's (the event was read from NIM): another vendor's number is not NIM's.
    func tags(
        _ profile: GroupProfileChange, teamID: String?, team: String, template: [NIMTeamTag]?, ownRawMode: Bool,
        diagnostics: inout [Diagnostic]
    ) -> [NIMTeamTag] {
        var values: [(NIMProfileField, String)] = []
        let texts: [(NIMProfileField, String?)] = [
            (.name, profile.name), (.introduction, profile.introduction), (.notice, profile.notice), (.avatarURL, profile.avatarURL),
        ]
        for case (let field, let value?) in texts { values.append((field, value)) }
        for (index, other) in profile.other.enumerated() {
            let name = other.name.hasPrefix(Self.otherFieldPrefix) ? String(other.name.dropFirst(Self.otherFieldPrefix.count)) : other.name
            guard let field = NIMProfileField(rawValue: name), !field.isMute, let value = other.value.stringValue else {
                diagnostics.append(
                    .loss(
                        .fieldDropped, "NIM has no update tag for \(other.name); it was left out",
                        fields: [JSONPath(keys: "profile", "other").appending(index: index)]))
                continue
            }
            values.append((field, value))
        }
        if let mute = profile.mute {
            let templateMuteTags = (template ?? []).compactMap { field(ofTag: $0.tag, team: team) }.filter(\.isMute)
            values += muteTags(mute, preferring: templateMuteTags, team: team, ownRawMode: ownRawMode, diagnostics: &diagnostics)
        }

        var written: [(tag: String, value: String)] = []
        for (field, value) in values {
            guard let tag = tag(of: field, team: team) else {
                diagnostics.append(
                    .loss(
                        .fieldDropped,
                        "a \(team == "super" ? "super team" : "team") update has no tag for \(field.rawValue) in the \(Self.id) table; it was left out",
                        fields: [profilePath(of: field)]))
                continue
            }
            written.append((tag, value))
        }
        var result: [NIMTeamTag] = []
        for old in template ?? [] {
            if old.tag == NIMTeamTag.teamIDTag {
                result.append(NIMTeamTag(tag: old.tag, value: teamID ?? old.value))
            } else if let new = written.first(where: { $0.tag == old.tag }) {
                result.append(NIMTeamTag(tag: old.tag, value: new.value))
            } else if field(ofTag: old.tag, team: team) == nil {
                result.append(old)
            }
        }
        if template == nil, let teamID { result.append(NIMTeamTag(tag: NIMTeamTag.teamIDTag, value: teamID)) }
        for new in written where !result.contains(where: { $0.tag == new.tag }) {
            result.append(NIMTeamTag(tag: new.tag, value: new.value))
        }
        return result
    }

    /// The mute tags for a group mute setting: a mute by role is written as NIM's nearest scope, a raw
    /// mode of no known scope only when it is NIM's own (both reported).
    private func muteTags(
        _ mute: GroupMuteSetting, preferring preferred: [NIMProfileField], team: String, ownRawMode: Bool, diagnostics: inout [Diagnostic]
    ) -> [(NIMProfileField, String)] {
        let path = JSONPath(keys: "profile", "mute")
        let (scope, approximations) = MuteConversion.scopeWithoutRoles(mute.scope, vendor: "NIM", field: path)
        diagnostics += approximations
        let meaning = Self.muteMeaning(of: scope)
        let rawMode = ownRawMode ? mute.rawMode : nil
        let rawMeaning = rawMode.flatMap(muteTypes.meaning(of:))
        let type = rawMeaning == meaning || meaning == nil ? rawMode : meaning.flatMap(muteTypes.integer(for:))
        // Tag 100 alone mutes regular members ("1") or no one ("0"); beside tag 101, which says who is
        // muted, it is on for any team mute, everyone's too.
        var flag = meaning.flatMap { muteAll.integer(for: $0) }
        if flag == nil, meaning == "all", preferred.contains(.muteType) { flag = muteAll.integer(for: "members") }
        // Afresh, tag 101, which says whom a mute covers to every reader; tag 100 alone only for a NIM event read from it.
        var fields = preferred.isEmpty ? [ownRawMode && mute.rawMode == nil && flag != nil ? NIMProfileField.muteAll : .muteType] : preferred
        // Tag 100 alone cannot mute everyone, and a table with no tag 100 (a super team's, nim:v2's) has tag 101 alone.
        if fields == [.muteAll], flag == nil || tag(of: .muteAll, team: team) == nil { fields = [.muteType] }
        var result: [(NIMProfileField, String)] = []
        for field in fields {
            if let value = field == .muteAll ? flag : type { result.append((field, String(value))) }
        }
        if result.isEmpty {
            diagnostics.append(
                .loss(.fieldDropped, "a NIM team mute is none, normal members or everyone; this one is none of them, so it was left out", fields: [path]))
        } else if let term = mute.term, term != .forever, term != .muted {
            diagnostics.append(.loss(.approximated, "a NIM team mute lasts until further notice; its term was left out", fields: [path]))
        }
        return result
    }

    /// The meaning of a mute scope in the mute tables (`none`, `members`, `all`); nil for one NIM has no value for.
    static func muteMeaning(of scope: GroupMuteSetting.Scope) -> String? {
        switch scope {
        case .none: "none"
        case .members: "members"
        case .all: "all"
        case .roles, .unknown: nil
        }
    }

    /// The update tag of a field for a team kind, from the table.
    private func tag(of field: NIMProfileField, team: String) -> String? {
        flavour.rule(for: .groupProfileChanged, where: ["field": field.rawValue, "team": team])
            .flatMap { Self.tag(ofCode: $0.code(Self.tagsField)) }.map(String.init)
    }

    /// The field an update tag changes for a team kind, from the table.
    private func field(ofTag tag: String, team: String) -> NIMProfileField? {
        let rule = flavour.rules.first { rule in
            rule.kind == .groupProfileChanged && rule[attribute: "team"] == team
                && Self.tag(ofCode: rule.code(Self.tagsField)) == Int64(tag)
        }
        return rule.flatMap(field(of:))
    }

    private func profilePath(of field: NIMProfileField) -> JSONPath {
        switch field {
        case .name, .introduction, .notice, .avatarURL: JSONPath(keys: "profile", field.rawValue)
        case .muteAll, .muteType: JSONPath(keys: "profile", "mute")
        default: JSONPath(keys: "profile", "other")
        }
    }
}
