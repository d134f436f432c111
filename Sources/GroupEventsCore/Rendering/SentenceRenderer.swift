import Foundation
import GroupEventsJSON

/// Renders a `GroupEvent` as one human sentence ("Alice removed Bob and Carol from the group"): the
/// "display a tip message" step of the vendors' guides.
///
/// Every word comes from a `SentenceTable` (English and Simplified Chinese are built in), so another
/// language is another table; the renderer only picks the table's pieces and fills in names, values
/// and times.
public struct SentenceRenderer: Sendable {
    /// The words sentences are made of.
    public let table: SentenceTable

    /// The zone times are written in, named in the sentence unless it is UTC.
    public let timeZone: TimeZone

    /// The labels of vendor-specific profile fields, by field name (`nim.inviteMode`).
    public let fieldLabels: [String: ProfileFieldLabel]

    /// The code tables of the flavours whose known notifications without a unified kind are said in
    /// words: a rule's `meaning` names the sentence in `SentenceTable.knownNotifications`.
    @usableFromInline package private(set) var codeTables: [FlavourID: FlavourTable]

    /// UTC, the zone times are written in unless another is asked for (some Foundations identify it
    /// as GMT; a sentence writes it UTC either way).
    public static let utc = TimeZone(identifier: "UTC")!

    /// A renderer with the words of `table`. A vendor field is named by its label in `fieldLabels`,
    /// or by the label of a prefix ending in "." together with the rest of its name (the key of a
    /// custom field under `tim.custom.`), or else as it is; a record whose codes a rule of
    /// `mappingTables` gives a `meaning` (and no unified kind) is said in the table's words for it.
    public init(
        table: SentenceTable, timeZone: TimeZone = SentenceRenderer.utc, fieldLabels: [String: ProfileFieldLabel] = [:],
        mappingTables: [MappingTable] = []
    ) {
        self.table = table
        self.timeZone = timeZone
        self.fieldLabels = fieldLabels
        var codeTables: [FlavourID: FlavourTable] = [:]
        for mappingTable in mappingTables {
            for flavour in mappingTable.flavours {
                codeTables[FlavourID(vendor: mappingTable.vendor, flavour: flavour.name)] = flavour
            }
        }
        self.codeTables = codeTables
    }

    /// This renderer, also saying in words the known codes of the tables of `adapters` (a translator's
    /// source flavours) for flavours it has no code table for: a translator's default renderer says
    /// what its sources' tables give a `meaning`, as the command's does.
    @usableFromInline package func knowing(tablesOf adapters: [any FlavourAdapter]) -> SentenceRenderer {
        var renderer = self
        for adapter in adapters where renderer.codeTables[adapter.id] == nil {
            renderer.codeTables[adapter.id] = adapter.table
        }
        return renderer
    }

    /// A renderer in one of the built-in languages (see `init(table:timeZone:fieldLabels:mappingTables:)`).
    public init(
        language: SentenceLanguage, timeZone: TimeZone = SentenceRenderer.utc, fieldLabels: [String: ProfileFieldLabel] = [:],
        mappingTables: [MappingTable] = []
    ) {
        self.init(table: language.table, timeZone: timeZone, fieldLabels: fieldLabels, mappingTables: mappingTables)
    }

    /// The event's sentence; for an event delivered to one person, saying to whom ("… (to lin.yue)").
    public func sentence(for event: GroupEvent) -> String {
        let sentence = rendered(event)
        var text = sentence.text
        if table.capitalizesSentences, sentence.startsWithWords, let first = text.first { text = first.uppercased() + text.dropFirst() }
        guard let addressee = event.addressee?.displayName, !addressee.isEmpty else { return text }
        return text + fill(table.addressedTo, ["addressee": .verbatim(addressee)]).text
    }

    /// The event's sentence, before its first letter is capitalized and without its addressee.
    private func rendered(_ event: GroupEvent) -> SentenceText {
        let actor = event.actor.map { SentenceText.verbatim($0.displayName) }
        let members = event.members.isEmpty ? nil : list(event.members.map(\.displayName))
        // Whom it was about, or, when the record names no one, the actor (who left, who asked), else someone.
        let subjects = members ?? actor ?? someone
        let count = event.members.isEmpty ? 1 : event.members.count
        switch event.kind {
        case .groupCreated:
            guard let members else { return fill(table.groupCreated, actor: actor) }
            return fill(table.groupCreatedWithMembers.form(for: count), actor: actor, members: members)
        case .groupDismissed:
            return actor == nil ? fill(table.groupDismissedWithoutActor) : fill(table.groupDismissed, actor: actor)
        case .groupRecycled:
            return fill(table.groupRecycled)
        case .groupProfileChanged:
            return profileSentence(actor: actor, profile: event.profile ?? GroupProfileChange())
        case .groupOwnerTransferred:
            let owner = event.newOwner.map { SentenceText.verbatim($0.displayName) } ?? members
            switch (actor, owner) {
            case (_?, let owner?): return fill(table.ownerTransferred, actor: actor, ["owner": owner])
            case (nil, let owner?): return fill(table.ownerTransferredWithoutActor, ["owner": owner])
            case (_?, nil): return fill(table.ownerTransferredWithoutOwner, actor: actor)
            case (nil, nil): return fill(table.ownerChanged)
            }
        case .memberJoined:
            let whom = members ?? someone
            switch (event.joinMethod, actor) {
            case (.invited, _?): return fill(table.memberJoinedByInvitation.form(for: count), actor: actor, members: whom)
            case (.approved, _?): return fill(table.memberJoinedByApproval.form(for: count), actor: actor, members: whom)
            case (.invitationAccepted, _): return fill(table.memberAcceptedInvitation.form(for: count), members: whom)
            default: return fill(table.memberJoined.form(for: count), members: whom)
            }
        case .memberLeft:
            return fill(table.memberLeft.form(for: count), members: subjects)
        case .memberKicked:
            let template = actor == nil ? table.memberKickedWithoutActor : table.memberKicked
            return fill(template.form(for: count), actor: actor, members: members ?? someone)
        case .memberRoleChanged:
            return roleSentence(actor: actor, members: members ?? someone, count: count, role: event.role)
        case .memberMuted:
            return muteSentence(event, actor: actor)
        case .requestJoin:
            return fill(table.joinRequested.form(for: count), members: subjects)
        case .requestJoinAccepted:
            return fill(table.joinRequestAccepted.form(for: count), actor: actor, members: members ?? someone)
        case .requestJoinRejected:
            return fill(table.joinRequestRejected.form(for: count), actor: actor, members: members ?? someone)
        case .requestInvite:
            return fill(table.invitationSent.form(for: count), actor: actor, members: members ?? someone)
        case .requestInviteAccepted:
            return fill(table.invitationAccepted.form(for: count), members: subjects)
        case .requestInviteRejected:
            return fill(table.invitationDeclined.form(for: count), members: subjects)
        case .noticeCustom:
            let text = SentenceText.verbatim(event.text ?? "")
            return actor == nil ? fill(table.customNoticeWithoutActor, ["text": text]) : fill(table.customNotice, actor: actor, ["text": text])
        default:
            return unrecognizedSentence(event)
        }
    }

    /// A person no record names.
    private var someone: SentenceText { .words(table.someone) }

    /// `template` with the actor (or someone), the members and `slots` filled in.
    private func fill(
        _ template: SentenceTemplate, actor: SentenceText? = nil, members: SentenceText? = nil, _ slots: [String: SentenceText] = [:]
    ) -> SentenceText {
        var values = slots
        values["actor"] = actor ?? someone
        if let members { values["members"] = members }
        return template.filled(values)
    }

    private func roleSentence(actor: SentenceText?, members: SentenceText, count: Int, role: GroupRole?) -> SentenceText {
        let title = role?.level.flatMap { table.roleTitles[$0] }.map { SentenceText.words($0.form(for: count).text) }
        switch (actor, title) {
        case (_?, let title?): return fill(table.roleGiven.form(for: count), actor: actor, members: members, ["role": title])
        case (nil, let title?): return fill(table.roleGivenWithoutActor.form(for: count), members: members, ["role": title])
        case (_?, nil): return fill(table.roleChanged.form(for: count), actor: actor, members: members)
        case (nil, nil): return fill(table.roleChangedWithoutActor.form(for: count), members: members)
        }
    }

    /// Members muted alike in one clause; members muted differently in one clause per mute, in the
    /// members' order.
    private func muteSentence(_ event: GroupEvent, actor: SentenceText?) -> SentenceText {
        var mutes: [(MuteState, [String])] = []
        for member in event.members {
            let mute = event.mute(of: member) ?? .muted
            if let index = mutes.firstIndex(where: { $0.0 == mute }) {
                mutes[index].1.append(member.displayName)
            } else {
                mutes.append((mute, [member.displayName]))
            }
        }
        guard mutes.count > 1 else {
            let mute = event.mute ?? mutes.first?.0 ?? .muted
            return muteClause(actor: actor, members: mutes.first.map { list($0.1) } ?? someone, count: max(event.members.count, 1), mute: mute)
        }
        let clauses = mutes.map { muteClause(actor: actor, members: list($0.1), count: $0.1.count, mute: $0.0) }
        return SentenceText(text: clauses.map(\.text).joined(separator: table.clauseSeparator), startsWithWords: clauses[0].startsWithWords)
    }

    private func muteClause(actor: SentenceText?, members: SentenceText, count: Int, mute: MuteState) -> SentenceText {
        switch mute {
        case .lifted: return fill(table.memberUnmuted.form(for: count), actor: actor, members: members)
        case .forever: return fill(table.memberMutedForever.form(for: count), actor: actor, members: members)
        case .muted: return fill(table.memberMuted.form(for: count), actor: actor, members: members)
        case .until(let milliseconds):
            return fill(table.memberMutedUntil.form(for: count), actor: actor, members: members, ["time": time(milliseconds)])
        case .duration(let seconds):
            return fill(table.memberMutedFor.form(for: count), actor: actor, members: members, ["length": .words(length(seconds))])
        }
    }

    private func profileSentence(actor: SentenceText?, profile: GroupProfileChange) -> SentenceText {
        var changes: [SentenceText] = []
        if let name = profile.name {
            changes.append(name.isEmpty ? cleared(table.nameField) : table.nameChanged.filled(["value": quoted(name)]))
        }
        if let notice = profile.notice { changes.append(textChange(of: table.noticeField, to: notice)) }
        if let introduction = profile.introduction { changes.append(textChange(of: table.introductionField, to: introduction)) }
        if let avatarURL = profile.avatarURL {
            changes.append(avatarURL.isEmpty ? cleared(table.avatarField) : table.fieldReplaced.filled(["field": .words(table.avatarField)]))
        }
        if let mute = profile.mute { changes.append(groupMutePhrase(mute)) }
        for field in profile.other { changes.append(vendorFieldChange(field)) }
        if changes.isEmpty { changes.append(fill(table.profileChangedWithoutFields)) }
        let joined = join(changes.map(\.text), separator: table.changeSeparator, finalSeparator: table.changeFinalSeparator)
        return fill(table.profileChanged, actor: actor, ["changes": .words(joined)])
    }

    /// A text field's change: cleared when the new text is empty.
    private func textChange(of field: String, to value: String) -> SentenceText {
        value.isEmpty ? cleared(field) : table.fieldChanged.filled(["field": .words(field), "value": quoted(value)])
    }

    private func cleared(_ field: String) -> SentenceText {
        table.fieldCleared.filled(["field": .words(field)])
    }

    private func quoted(_ text: String) -> SentenceText {
        table.quotedValue.filled(["text": .verbatim(text)])
    }

    /// A vendor field's change, named by its label (or its family's, with its key) or else by its name.
    private func vendorFieldChange(_ field: GroupProfileChange.Field) -> SentenceText {
        let fieldName: SentenceText
        let label: ProfileFieldLabel
        if let own = fieldLabels[field.name], let name = own.name(in: table.languageTag) {
            (fieldName, label) = (.words(name), own)
        } else if let (family, key) = prefixLabel(of: field.name), let name = family.name(in: table.languageTag) {
            (fieldName, label) = (table.fieldWithKey.filled(["field": .words(name), "key": .verbatim(key)]), family)
        } else {
            return table.unlabelledFieldChanged.filled(["field": .verbatim(field.name)])
        }
        switch field.value {
        case .null, .string(""): return table.fieldCleared.filled(["field": fieldName])
        default:
            let value = label.words(for: field.value, in: table.languageTag).map(SentenceText.words) ?? quoted(JSONScalarText.text(of: field.value))
            return table.fieldChanged.filled(["field": fieldName, "value": value])
        }
    }

    /// The label registered under a prefix of `name` that ends in "." (`tim.custom.` for
    /// `tim.custom.trail`), the longest if several, and the rest of the name: the field's key.
    private func prefixLabel(of name: String) -> (ProfileFieldLabel, String)? {
        let prefix = fieldLabels.keys.filter { $0.hasSuffix(".") && name.hasPrefix($0) && name.count > $0.count }.max { $0.count < $1.count }
        return prefix.flatMap { prefix in fieldLabels[prefix].map { ($0, String(name.dropFirst(prefix.count))) } }
    }

    private func groupMutePhrase(_ mute: GroupMuteSetting) -> SentenceText {
        let what: SentenceText
        switch mute.scope {
        case .none: return fill(table.groupMuteLifted)
        case .all: what = fill(table.everyoneMuted)
        case .members: what = fill(table.regularMembersMuted)
        case .roles(let roles):
            let names = roles.map { role -> String in
                if let level = role.level, let holders = table.roleHolders[level] { return holders }
                guard let raw = role.raw else { return table.unknownRoleHolders }
                return table.rawRoleHolders.filled(["role": .verbatim(JSONScalarText.text(of: raw))]).text
            }
            what = fill(table.rolesMuted, ["roles": .words(join(names, separator: table.listSeparator, finalSeparator: table.listFinalSeparator))])
        case .unknown:
            what = fill(table.unknownGroupMuteMode, ["mode": .verbatim(mute.rawMode.map(String.init) ?? "?")])
        }
        let term: String
        switch mute.term {
        case .until(let milliseconds)?: term = table.groupMuteUntil.filled(["time": time(milliseconds)]).text
        case .duration(let seconds)?: term = table.groupMuteFor.filled(["length": .words(length(seconds))]).text
        default: term = ""
        }
        return SentenceText(text: what.text + term, startsWithWords: what.startsWithWords)
    }

    /// An unrecognized event: what the table says for its codes' known meaning, or else its flavour
    /// (and kind, when a table gave one no sentence speaks) and codes.
    private func unrecognizedSentence(_ event: GroupEvent) -> SentenceText {
        if event.kind == .unrecognized, let rule = codeTables[event.source.flavour]?.rule(matching: event.source.codes),
            let meaning = rule[attribute: "meaning"], let words = table.knownNotifications[meaning]
        {
            return fill(words)
        }
        // A first code that is a name (a webhook's command) speaks for itself; numbers are named by their field.
        let codes = event.source.codes.members.enumerated().map { index, code in
            if index == 0, case .string(let name) = code.value { return name }
            return "\(code.key) \(JSONScalarText.text(of: code.value))"
        }
        let list = codes.isEmpty ? "" : table.codeList.filled(["codes": .verbatim(codes.joined(separator: table.codeSeparator))]).text
        let kind = event.kind == .unrecognized ? "" : " \(event.kind)"
        let template = event.source.flavour.flavour == "callback" ? table.unrecognizedWebhook : table.unrecognized
        return fill(template, ["flavour": .verbatim("\(event.source.flavour)\(kind)"), "codes": .verbatim(list)])
    }

    private func time(_ milliseconds: Int64) -> SentenceText {
        .verbatim(TimeText.time(milliseconds: milliseconds, in: timeZone, table: table))
    }

    private func length(_ seconds: Int64) -> String {
        TimeText.duration(seconds: seconds, table: table)
    }

    /// Names joined as a list: "a", "a and b", "a, b and c" (in the table's words).
    private func list(_ names: [String]) -> SentenceText {
        .verbatim(join(names, separator: table.listSeparator, finalSeparator: table.listFinalSeparator))
    }

    private func join(_ items: [String], separator: String, finalSeparator: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: separator) + finalSeparator + items[items.count - 1]
    }
}
