import GroupEventsCore
import GroupEventsJSON

extension TIMMapping {
    /// Whether a group-profile tip packs `kind` with others: one profile change and one owner transfer.
    static func isProfileKind(_ kind: GroupEventKind) -> Bool {
        kind == .groupProfileChanged || kind == .groupOwnerTransferred
    }

    /// The events of a group-profile tip: one partial diff for all its profile changes, and an owner
    /// transfer for an owner change, in the order their changes first appear. A change whose value
    /// cannot be read (`unreadableValue`) is left out, with a warning at the value's place; a tip left
    /// with no change it can say gives no event.
    func profileEvents(_ model: TIMNotification, base: GroupEvent, rules: [CodeRule], diagnostics: inout [Diagnostic]) -> [GroupEvent] {
        var events: [GroupEvent] = []
        var profile = GroupProfileChange()
        var profileIndex: Int?
        for change in model.changes ?? [] {
            guard let field = Self.field(of: change, in: rules) else { continue }
            if let problem = Self.unreadableValue(of: change, field: field) {
                diagnostics.append(
                    Diagnostic(
                        code: .malformedRecord, severity: .warning, path: change.valuePath ?? Self.path(.changes, of: model.element),
                        message: "the TIM group change \(JSONScalarText.text(of: change.code)) (\(field.rawValue)) \(problem); it is left out of the event"))
                continue
            }
            if field == .owner, let owner = change.value?.stringValue, !events.contains(where: { $0.kind == .groupOwnerTransferred }) {
                // The operator hands the group on; the new owner is the change's value, and the
                // member the transfer is about. (An owner no string names stays a vendor field.)
                var transfer = base
                transfer.kind = .groupOwnerTransferred
                transfer.newOwner = member(owner, in: model)
                transfer.members = [member(owner, in: model)]
                events.append(transfer)
                continue
            }
            apply(change, field: field, to: &profile, model: model, diagnostics: &diagnostics)
            if profileIndex == nil {
                profileIndex = events.count
                events.append(base)
            }
        }
        if let profileIndex {
            events[profileIndex].kind = .groupProfileChanged
            events[profileIndex].profile = profile
        }
        return events
    }

    /// The profile field a change is of, by the first of `rules` naming its code; nil for a code no rule names.
    static func field(of change: TIMGroupChange, in rules: [CodeRule]) -> TIMProfileField? {
        rules.first { $0.code(changesField) == change.code }?[attribute: "field"].flatMap(TIMProfileField.init(rawValue:))
    }

    /// Why a change's value cannot be read, or nil when it can. A change that gives no value (its
    /// change type's slot absent, as where the value stands in another slot, or null) says that a
    /// field changed but not to what; a name, introduction, notice, avatar or owner that is no string
    /// is not one. Such a change is never said as a value ("null"): it is left out of the events with
    /// a warning, and a record written again over its own keeps it where it stood.
    static func unreadableValue(of change: TIMGroupChange, field: TIMProfileField) -> String? {
        guard let value = change.value, !value.isNull else { return "gives no value" }
        switch field {
        case .name, .introduction, .notice, .avatarURL, .owner:
            return value.stringValue == nil ? "gives a \(value.typeName), not a string" : nil
        default:
            return nil
        }
    }

    /// One change in the diff: a unified field where it has one and its value is of the field's type,
    /// the group mute for mute-all, else a vendor field with the value as the record wrote it.
    private func apply(
        _ change: TIMGroupChange, field: TIMProfileField, to profile: inout GroupProfileChange, model: TIMNotification,
        diagnostics: inout [Diagnostic]
    ) {
        let text = change.value?.stringValue
        switch field {
        case .name where text != nil: profile.name = text
        case .introduction where text != nil: profile.introduction = text
        case .notice where text != nil: profile.notice = text
        case .avatarURL where text != nil: profile.avatarURL = text
        case .muteAll:
            let value = change.value ?? .null
            switch values.muteAll.meaning(of: value) {
            case "all": profile.mute = GroupMuteSetting(scope: .all)
            case "none": profile.mute = GroupMuteSetting(scope: .none)
            default:
                diagnostics.append(
                    Diagnostic(
                        code: .unknownCode, severity: .warning, path: Self.path(.changes, of: model.element),
                        message: "mute-all value \(JSONScalarText.text(of: value)) is not in the muteAll table; kept as it came"))
                // An unknown mode number is a mute of unknown scope; anything else has no mute to say.
                if let mode = value.numberValue?.int64 {
                    profile.mute = GroupMuteSetting(scope: .unknown, rawMode: mode)
                } else {
                    profile.other.append(GroupProfileChange.Field(name: field.vendorFieldName(key: nil), value: value))
                }
            }
        default:
            profile.other.append(GroupProfileChange.Field(name: field.vendorFieldName(key: change.key), value: change.value ?? .null))
        }
    }

    // MARK: Encoding

    /// The changes of a group-profile tip for its events (a profile change, an owner transfer or
    /// both), and the tip type they go in (its number, or its name). Over a record's changes (`kept`),
    /// its order stays, and so do the changes no table row knows; changes of fields the events no
    /// longer name are left out.
    func changes(for events: [GroupEvent], kept: [TIMGroupChange]?, diagnostics: inout [Diagnostic]) -> (type: JSONValue?, changes: [TIMGroupChange]) {
        var type: JSONValue?
        var written: [TIMGroupChange] = []
        for (field, key, value, path, isMuteMeaning) in wantedChanges(events, diagnostics: &diagnostics) {
            let rule = flavour.rules.first { rule in
                Self.isProfileKind(rule.kind) && rule[attribute: "field"] == field.rawValue && rule.code(TIMElement.tip.codeField) != nil
            }
            guard let rule, let code = rule.code(Self.changesField) else {
                diagnostics.append(.loss(.fieldDropped, "\(Self.id) has no group change for \(field.rawValue); it was left out", fields: [path]))
                continue
            }
            let old = kept?.first { $0.code == code && (field != .custom || $0.key == key) }
            if value == .null, let old, old.value == nil {
                // The record's change gave no value, and still gives none.
                type = type ?? rule.code(TIMElement.tip.codeField)
                written.append(TIMGroupChange(code: code, key: field == .custom ? key : nil, value: nil))
                continue
            }
            // A record's own value keeps its form (web 2.x writes mute-all as a number); afresh, the table's.
            let form = TIMValueTables.type(of: old?.value) ?? rule[attribute: "value"]
            let converted: JSONValue? =
                isMuteMeaning
                ? value.stringValue.flatMap { TIMValueTables.value(meaning: $0, as: form, in: values.muteAll) } ?? rawMuteMode(value, as: form)
                : TIMValueTables.value(value, as: form, through: rule[attribute: "values"].flatMap { values.conversions[$0] })
            guard let converted else {
                diagnostics.append(
                    .loss(
                        .fieldDropped,
                        "\(Self.id) writes \(field.rawValue) as a \(form ?? "value"); \(JSONScalarText.text(of: value)) has no such form, so it was left out",
                        fields: [path]))
                continue
            }
            if converted != value, !isMuteMeaning {
                diagnostics.append(
                    .loss(
                        .approximated,
                        "\(Self.id) spells \(field.rawValue) \(JSONScalarText.text(of: value)) as \(JSONScalarText.text(of: converted)) (the same meaning)",
                        fields: [path]))
            }
            type = type ?? rule.code(TIMElement.tip.codeField)
            written.append(TIMGroupChange(code: code, key: field == .custom ? key : nil, value: converted))
        }
        var result: [TIMGroupChange] = []
        for old in kept ?? [] {
            if let index = written.firstIndex(where: { $0.code == old.code && ($0.key == nil || $0.key == old.key) }) {
                var change = written.remove(at: index)
                change.key = old.key
                change.original = old.original
                change.recordCode = old.recordCode
                result.append(change)
            } else if !flavour.rules.contains(where: { $0.code(Self.changesField) == old.code })
                || Self.field(of: old, in: flavour.rules).map({ Self.unreadableValue(of: old, field: $0) != nil }) == true
            {
                // A change no row knows, or one whose value could not be read, was in no event: it stays.
                result.append(old)
            }
        }
        return (type, result + written)
    }

    /// The changes the events ask for: field, custom key, value, the unified path to name if it cannot
    /// be written, and whether the value is the meaning of a group mute (`"all"`, `"none"` or an
    /// unknown mode's number) rather than a value as a record wrote it.
    private func wantedChanges(
        _ events: [GroupEvent], diagnostics: inout [Diagnostic]
    ) -> [(TIMProfileField, String?, JSONValue, JSONPath, isMuteMeaning: Bool)] {
        var wanted: [(TIMProfileField, String?, JSONValue, JSONPath, isMuteMeaning: Bool)] = []
        for event in events {
            if event.kind == .groupOwnerTransferred {
                let owner = event.newOwner ?? event.members.first
                if let owner { wanted.append((.owner, nil, .string(owner.userID), JSONPath(keys: "newOwner"), false)) }
                continue
            }
            let profile = event.profile ?? GroupProfileChange()
            let texts: [(TIMProfileField, String?, String)] = [
                (.name, profile.name, "name"), (.introduction, profile.introduction, "introduction"), (.notice, profile.notice, "notice"),
                (.avatarURL, profile.avatarURL, "avatarURL"),
            ]
            for case (let field, let value?, let key) in texts { wanted.append((field, nil, .string(value), JSONPath(keys: "profile", key), false)) }
            let ownRawMode = event.source.flavour.vendor == Self.id.vendor
            if let mute = profile.mute, let meaning = muteMeaning(mute, ownRawMode: ownRawMode, diagnostics: &diagnostics) {
                wanted.append((.muteAll, nil, meaning, JSONPath(keys: "profile", "mute"), true))
            }
            for (index, other) in profile.other.enumerated() {
                let path = JSONPath(keys: "profile", "other").appending(index: index)
                guard let (field, key) = TIMProfileField.parse(vendorField: other.name) else {
                    let (start, end) = Self.vendorFieldLossText
                    diagnostics.append(.loss(.fieldDropped, "\(start)\(other.name)\(end)", fields: [path]))
                    continue
                }
                wanted.append((field, key, other.value, path, false))
            }
        }
        return wanted
    }

    /// What a group mute setting means for TIM's mute-all: `"all"` or `"none"` (as a string), the raw
    /// mode of a TIM value no table knew (as a number; `ownRawMode`: the event was read from TIM), or
    /// nil when TIM has no way to say it. A mute by role is written as the nearest of the two (reported).
    private func muteMeaning(_ mute: GroupMuteSetting, ownRawMode: Bool, diagnostics: inout [Diagnostic]) -> JSONValue? {
        let field = JSONPath(keys: "profile", "mute")
        if let term = mute.term, term != .forever, term != .muted {
            diagnostics.append(.loss(.approximated, "TIM's mute-all has no term; it was written without one", fields: [field]))
        }
        let (scope, approximations) = MuteConversion.scopeWithoutRoles(mute.scope, vendor: "TIM", field: field)
        diagnostics += approximations
        switch scope {
        case .all: return "all"
        case .none: return "none"
        case .members:
            diagnostics.append(Self.membersMuteLoss)
            return "all"
        case .roles:
            diagnostics.append(
                .loss(.fieldDropped, "TIM cannot mute members by role, and these roles have no level; the group mute was left out", fields: [field]))
            return nil
        case .unknown:
            guard let mode = mute.rawMode, ownRawMode else {
                diagnostics.append(.loss(.fieldDropped, "a group mute of unknown mode has no TIM value; it was left out", fields: [field]))
                return nil
            }
            return .integer(mode)
        }
    }

    /// The text of the loss of a vendor field TIM has no group change for (`GroupProfileChange.Field`):
    /// what comes before its name and what after.
    static var vendorFieldLossText: (start: StaticString, end: StaticString) { ("TIM has no group change for ", "; it was left out") }

    /// The loss of a mute of regular members, which TIM's mute-all writes as a mute of everyone.
    static var membersMuteLoss: Diagnostic {
        .loss(.approximated, "TIM mutes all members at once; a mute of regular members was written as that", fields: [JSONPath(keys: "profile", "mute")])
    }

    /// A mute-all value no table knew, written back as the number it was.
    private func rawMuteMode(_ value: JSONValue, as type: String?) -> JSONValue? {
        TIMValueTables.isOfType(value, type) && value.numberValue != nil ? value : nil
    }

    /// Whether a profile change names anything the flavour has a group change for.
    func canWrite(_ profile: GroupProfileChange) -> Bool {
        var fields: [TIMProfileField] = []
        if profile.name != nil { fields.append(.name) }
        if profile.introduction != nil { fields.append(.introduction) }
        if profile.notice != nil { fields.append(.notice) }
        if profile.avatarURL != nil { fields.append(.avatarURL) }
        // Mute-all says everyone or no one (a mute of regular members or of roles as the nearest); a mute
        // of roles with no level, or of an unknown mode, it cannot say.
        if let mute = profile.mute, mute.scope.isSaidByMuteAll { fields.append(.muteAll) }
        fields += profile.other.compactMap { TIMProfileField.parse(vendorField: $0.name)?.field }
        return fields.contains(where: hasGroupChange)
    }

    /// Whether the flavour's table has a group change for `field`.
    func hasGroupChange(_ field: TIMProfileField) -> Bool {
        flavour.rules.contains { $0[attribute: "field"] == field.rawValue }
    }
}

extension GroupMuteSetting.Scope {
    /// Whether TIM's mute-all can say it: everyone, no one, or (approximated) every regular member or
    /// the members of some roles of known level.
    var isSaidByMuteAll: Bool {
        switch self {
        case .all, .none, .members: true
        case .roles(let roles): roles.isEmpty || roles.contains { $0.level != nil }
        case .unknown: false
        }
    }
}
