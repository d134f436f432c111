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
    /// The labels of `fieldLabels` registered under a prefix ending in "." (`tim.custom.`), the
    /// longest first: found once, not among all the labels for every field a sentence names.
    private let prefixLabels: [(prefix: String, label: ProfileFieldLabel)]

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
        prefixLabels = fieldLabels.filter { $0.key.hasSuffix(".") }.map { (prefix: $0.key, label: $0.value) }.sorted {
            $0.prefix.count > $1.prefix.count
        }
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
        var out = SentenceWriter(capacity: 128)
        write(ModelSentenceSubject(event), into: &out)
        return out.string
    }

    /// Writes the sentence of `subject` into `out`, emptied first: `sentence(for:)` for an event as
    /// any `SentenceSubject` gives it (an event's slots, whose names are written from the record's
    /// text with no string made).
    @usableFromInline package func write<Subject: SentenceSubject>(_ subject: Subject, into out: inout SentenceWriter) {
        out.removeAll()
        render(subject, into: &out)
        if table.capitalizesSentences, out.startsWithWords { out.capitalizeFirstCharacter() }
        guard let addressee = subject.addressee, subject.hasDisplayName(addressee) else { return }
        fill(table.addressedTo, subject, into: &out) { slot, out in
            guard slot == .addressee else { return false }
            subject.writeDisplayName(of: addressee, into: &out)
            return true
        }
    }

    /// The people a slot of a sentence names.
    private enum People {
        /// The actor.
        case actor
        /// Every member, as a list.
        case members
        /// A person no record names.
        case someone
        /// The new owner.
        case newOwner
        /// The members whose mute (`SentenceSubject.mute(ofMember:)`, or else "muted") is this one, as a list.
        case muted(MuteState)
    }

    /// Writes the event's sentence, before its first letter is capitalized and without its addressee.
    private func render<Subject: SentenceSubject>(_ event: Subject, into out: inout SentenceWriter) {
        let hasActor = event.actor != nil
        let hasMembers = event.memberCount > 0
        // Whom it was about, or, when the record names no one, the actor (who left, who asked), else someone.
        let subjects: People = hasMembers ? .members : hasActor ? .actor : .someone
        let whom: People = hasMembers ? .members : .someone
        let count = hasMembers ? event.memberCount : 1
        switch event.kind {
        case .groupCreated:
            guard hasMembers else { return fill(table.groupCreated, event, actor: true, into: &out) }
            fill(table.groupCreatedWithMembers.form(for: count), event, actor: true, members: .members, into: &out)
        case .groupDismissed:
            fill(hasActor ? table.groupDismissed : table.groupDismissedWithoutActor, event, actor: hasActor, into: &out)
        case .groupRecycled:
            fill(table.groupRecycled, event, into: &out)
        case .groupProfileChanged:
            profileSentence(event, into: &out)
        case .groupOwnerTransferred:
            let owner: People? = event.newOwner != nil ? .newOwner : hasMembers ? .members : nil
            let template: SentenceTemplate
            switch (hasActor, owner) {
            case (true, _?): template = table.ownerTransferred
            case (false, _?): template = table.ownerTransferredWithoutActor
            case (true, nil): template = table.ownerTransferredWithoutOwner
            case (false, nil): template = table.ownerChanged
            }
            fill(template, event, actor: true, into: &out) { slot, out in
                guard slot == .owner, let owner else { return false }
                write(owner, of: event, into: &out)
                return true
            }
        case .memberJoined:
            switch (event.joinMethod, hasActor) {
            case (.invited, true): fill(table.memberJoinedByInvitation.form(for: count), event, actor: true, members: whom, into: &out)
            case (.approved, true): fill(table.memberJoinedByApproval.form(for: count), event, actor: true, members: whom, into: &out)
            case (.invitationAccepted, _): fill(table.memberAcceptedInvitation.form(for: count), event, members: whom, into: &out)
            default: fill(table.memberJoined.form(for: count), event, members: whom, into: &out)
            }
        case .memberLeft:
            fill(table.memberLeft.form(for: count), event, members: subjects, into: &out)
        case .memberKicked:
            let template = hasActor ? table.memberKicked : table.memberKickedWithoutActor
            fill(template.form(for: count), event, actor: true, members: whom, into: &out)
        case .memberRoleChanged:
            roleSentence(event, members: whom, count: count, into: &out)
        case .memberMuted:
            muteSentence(event, into: &out)
        case .requestJoin:
            fill(table.joinRequested.form(for: count), event, members: subjects, into: &out)
        case .requestJoinAccepted:
            fill(table.joinRequestAccepted.form(for: count), event, actor: true, members: whom, into: &out)
        case .requestJoinRejected:
            fill(table.joinRequestRejected.form(for: count), event, actor: true, members: whom, into: &out)
        case .requestInvite:
            fill(table.invitationSent.form(for: count), event, actor: true, members: whom, into: &out)
        case .requestInviteAccepted:
            fill(table.invitationAccepted.form(for: count), event, members: subjects, into: &out)
        case .requestInviteRejected:
            fill(table.invitationDeclined.form(for: count), event, members: subjects, into: &out)
        case .noticeCustom:
            fill(hasActor ? table.customNotice : table.customNoticeWithoutActor, event, actor: hasActor, into: &out) { slot, out in
                guard slot == .text else { return false }
                writeVerbatim(event.text, of: event, into: &out)
                return true
            }
        default:
            unrecognizedSentence(event, into: &out)
        }
    }

    /// Writes `template` with the actor (when `actor` says so and the event names one, else someone),
    /// the members (when given) and the slots `other` fills.
    private func fill<Subject: SentenceSubject>(
        _ template: SentenceTemplate, _ event: Subject, actor: Bool = false, members: People? = nil, into out: inout SentenceWriter,
        _ other: (SentenceSlot, inout SentenceWriter) -> Bool = { _, _ in false }
    ) {
        template.write(into: &out) { slot, out in
            switch slot {
            case .actor:
                write(actor && event.actor != nil ? .actor : .someone, of: event, into: &out)
            case .members:
                guard let members else { return other(slot, &out) }
                write(members, of: event, into: &out)
            default:
                return other(slot, &out)
            }
            return true
        }
    }

    /// Writes `people`: a name, or names joined as a list ("a", "a and b", "a, b and c", in the
    /// table's words), or the table's word for someone.
    private func write<Subject: SentenceSubject>(_ people: People, of event: Subject, into out: inout SentenceWriter) {
        switch people {
        case .actor:
            if let actor = event.actor { event.writeDisplayName(of: actor, into: &out) }
        case .newOwner:
            if let owner = event.newOwner { event.writeDisplayName(of: owner, into: &out) }
        case .someone:
            out.words(table.someone)
        case .members:
            writeList(of: event, count: event.memberCount, into: &out) { _ in true }
        case .muted(let mute):
            writeList(of: event, count: mutedCount(mute, in: event), into: &out) { (event.mute(ofMember: $0) ?? .muted) == mute }
        }
    }

    /// Writes the names of the `count` members `isListed` takes, as a list.
    private func writeList<Subject: SentenceSubject>(
        of event: Subject, count: Int, into out: inout SentenceWriter, _ isListed: (Int) -> Bool
    ) {
        out.decide(startsWithWords: false)
        var written = 0
        for index in 0..<event.memberCount where isListed(index) {
            if written > 0 { out.append(written == count - 1 ? table.listFinalSeparator : table.listSeparator) }
            event.writeDisplayName(of: event.member(index), into: &out)
            written += 1
        }
    }

    /// How many members' mute (or else "muted") is `mute`.
    private func mutedCount<Subject: SentenceSubject>(_ mute: MuteState, in event: Subject) -> Int {
        (0..<event.memberCount).reduce(0) { count, index in (event.mute(ofMember: index) ?? .muted) == mute ? count + 1 : count }
    }

    /// Writes `text` as a record's own, or nothing, as one.
    private func writeVerbatim<Subject: SentenceSubject>(_ text: Subject.Text?, of event: Subject, into out: inout SentenceWriter) {
        out.decide(startsWithWords: false)
        if let text { event.write(text, into: &out) }
    }

    /// A role change: the role granted by title, when the table has one for its level.
    private func roleSentence<Subject: SentenceSubject>(_ event: Subject, members: People, count: Int, into out: inout SentenceWriter) {
        let title = event.roleLevel.flatMap { table.roleTitles[$0] }
        let template: PluralTemplate
        switch (event.actor != nil, title) {
        case (true, _?): template = table.roleGiven
        case (false, _?): template = table.roleGivenWithoutActor
        case (true, nil): template = table.roleChanged
        case (false, nil): template = table.roleChangedWithoutActor
        }
        fill(template.form(for: count), event, actor: true, members: members, into: &out) { slot, out in
            guard slot == .role, let title else { return false }
            out.words(title.form(for: count).text)
            return true
        }
    }

    /// Members muted alike in one clause; members muted differently in one clause per mute, in the
    /// members' order.
    private func muteSentence<Subject: SentenceSubject>(_ event: Subject, into out: inout SentenceWriter) {
        // Each mute once, where its first member stands.
        func isFirst(_ index: Int) -> Bool {
            let mute = event.mute(ofMember: index) ?? .muted
            return !(0..<index).contains { (event.mute(ofMember: $0) ?? .muted) == mute }
        }
        let mutes = (0..<event.memberCount).reduce(0) { isFirst($1) ? $0 + 1 : $0 }
        guard mutes > 1 else {
            let first = event.memberCount > 0 ? event.mute(ofMember: 0) ?? .muted : nil
            let mute = event.mute ?? first ?? .muted
            return muteClause(
                event, members: event.memberCount > 0 ? .members : .someone, count: max(event.memberCount, 1), mute: mute, into: &out)
        }
        var written = false
        for index in 0..<event.memberCount where isFirst(index) {
            if written { out.append(table.clauseSeparator) }
            let mute = event.mute(ofMember: index) ?? .muted
            muteClause(event, members: .muted(mute), count: mutedCount(mute, in: event), mute: mute, into: &out)
            written = true
        }
    }

    /// One clause of a mute: `members` muted so, by the actor.
    private func muteClause<Subject: SentenceSubject>(
        _ event: Subject, members: People, count: Int, mute: MuteState, into out: inout SentenceWriter
    ) {
        switch mute {
        case .lifted: fill(table.memberUnmuted.form(for: count), event, actor: true, members: members, into: &out)
        case .forever: fill(table.memberMutedForever.form(for: count), event, actor: true, members: members, into: &out)
        case .muted: fill(table.memberMuted.form(for: count), event, actor: true, members: members, into: &out)
        case .until(let milliseconds):
            fill(table.memberMutedUntil.form(for: count), event, actor: true, members: members, into: &out) { slot, out in
                guard slot == .time else { return false }
                writeTime(milliseconds, into: &out)
                return true
            }
        case .duration(let seconds):
            fill(table.memberMutedFor.form(for: count), event, actor: true, members: members, into: &out) { slot, out in
                guard slot == .length else { return false }
                writeLength(seconds, into: &out)
                return true
            }
        }
    }

    /// The changes of a profile change, joined; "changed the group profile" for none.
    private func profileSentence<Subject: SentenceSubject>(_ event: Subject, into out: inout SentenceWriter) {
        let texts = (event.profileName == nil ? 0 : 1) + (event.profileNotice == nil ? 0 : 1) + (event.profileIntroduction == nil ? 0 : 1)
        let count = texts + (event.profileAvatarURL == nil ? 0 : 1) + (event.profileMute == nil ? 0 : 1) + event.profileFieldCount
        fill(table.profileChanged, event, actor: true, into: &out) { slot, out in
            guard slot == .changes else { return false }
            out.decide(startsWithWords: true)
            guard count > 0 else {
                fill(table.profileChangedWithoutFields, event, into: &out)
                return true
            }
            var written = 0
            func separate(_ out: inout SentenceWriter) {
                if written > 0 { out.append(written == count - 1 ? table.changeFinalSeparator : table.changeSeparator) }
                written += 1
            }
            if let name = event.profileName {
                separate(&out)
                if event.isEmpty(name) {
                    cleared(table.nameField, into: &out)
                } else {
                    table.nameChanged.write(into: &out, filling: .value) { out in
                        quoted(name, of: event, into: &out)
                    }
                }
            }
            if let notice = event.profileNotice {
                separate(&out)
                textChange(of: table.noticeField, to: notice, of: event, into: &out)
            }
            if let introduction = event.profileIntroduction {
                separate(&out)
                textChange(of: table.introductionField, to: introduction, of: event, into: &out)
            }
            if let avatarURL = event.profileAvatarURL {
                separate(&out)
                if event.isEmpty(avatarURL) {
                    cleared(table.avatarField, into: &out)
                } else {
                    table.fieldReplaced.write(into: &out, filling: .field) { $0.words(table.avatarField) }
                }
            }
            if let mute = event.profileMute {
                separate(&out)
                groupMutePhrase(mute, of: event, into: &out)
            }
            for index in 0..<event.profileFieldCount {
                separate(&out)
                vendorFieldChange(event.profileField(index), of: event, into: &out)
            }
            return true
        }
    }

    /// A text field's change: cleared when the new text is empty.
    private func textChange<Subject: SentenceSubject>(of field: String, to value: Subject.Text, of event: Subject, into out: inout SentenceWriter) {
        guard !event.isEmpty(value) else { return cleared(field, into: &out) }
        table.fieldChanged.write(into: &out) { slot, out in
            switch slot {
            case .field: out.words(field)
            case .value: quoted(value, of: event, into: &out)
            default: return false
            }
            return true
        }
    }

    /// `field` set to nothing.
    private func cleared(_ field: String, into out: inout SentenceWriter) {
        table.fieldCleared.write(into: &out, filling: .field) { $0.words(field) }
    }

    /// A record's text, quoted.
    private func quoted<Subject: SentenceSubject>(_ text: Subject.Text, of event: Subject, into out: inout SentenceWriter) {
        table.quotedValue.write(into: &out, filling: .text) { out in
            writeVerbatim(text, of: event, into: &out)
        }
    }

    /// A vendor field's change, named by its label (or its family's, with its key) or else by its name.
    private func vendorFieldChange<Subject: SentenceSubject>(
        _ field: GroupProfileChange.Field, of event: Subject, into out: inout SentenceWriter
    ) {
        let label: ProfileFieldLabel
        let name: String
        let key: String?
        if let own = fieldLabels[field.name], let ownName = own.name(in: table.languageTag) {
            (label, name, key) = (own, ownName, nil)
        } else if let (family, familyKey) = prefixLabel(of: field.name), let familyName = family.name(in: table.languageTag) {
            (label, name, key) = (family, familyName, familyKey)
        } else {
            table.unlabelledFieldChanged.write(into: &out, filling: .field) { out in
                out.verbatim(field.name)
            }
            return
        }
        func writeFieldName(_ out: inout SentenceWriter) {
            guard let key else { return out.words(name) }
            table.fieldWithKey.write(into: &out) { slot, out in
                switch slot {
                case .field: out.words(name)
                case .key: out.verbatim(key)
                default: return false
                }
                return true
            }
        }
        switch field.value {
        case .null, .string(""):
            table.fieldCleared.write(into: &out, filling: .field) { out in
                writeFieldName(&out)
            }
        default:
            table.fieldChanged.write(into: &out) { slot, out in
                switch slot {
                case .field:
                    writeFieldName(&out)
                case .value:
                    if let words = label.words(for: field.value, in: table.languageTag) {
                        out.words(words)
                    } else {
                        table.quotedValue.write(into: &out, filling: .text) { out in
                            out.verbatim(JSONScalarText.text(of: field.value))
                        }
                    }
                default:
                    return false
                }
                return true
            }
        }
    }

    /// The label registered under a prefix of `name` that ends in "." (`tim.custom.` for
    /// `tim.custom.trail`), the longest if several, and the rest of the name: the field's key.
    private func prefixLabel(of name: String) -> (ProfileFieldLabel, String)? {
        guard let found = prefixLabels.first(where: { name.hasPrefix($0.prefix) && name.count > $0.prefix.count }) else { return nil }
        return (found.label, String(name.dropFirst(found.prefix.count)))
    }

    /// A group-wide mute: whom it mutes, then its term.
    private func groupMutePhrase<Subject: SentenceSubject>(_ mute: GroupMuteSetting, of event: Subject, into out: inout SentenceWriter) {
        switch mute.scope {
        case .none:
            return fill(table.groupMuteLifted, event, into: &out)
        case .all:
            fill(table.everyoneMuted, event, into: &out)
        case .members:
            fill(table.regularMembersMuted, event, into: &out)
        case .roles(let roles):
            fill(table.rolesMuted, event, into: &out) { slot, out in
                guard slot == .roles else { return false }
                out.decide(startsWithWords: true)
                for (index, role) in roles.enumerated() {
                    if index > 0 { out.append(index == roles.count - 1 ? table.listFinalSeparator : table.listSeparator) }
                    if let level = role.level, let holders = table.roleHolders[level] {
                        out.append(holders)
                    } else if let raw = role.raw {
                        table.rawRoleHolders.write(into: &out, filling: .role) { out in
                            out.verbatim(JSONScalarText.text(of: raw))
                        }
                    } else {
                        out.append(table.unknownRoleHolders)
                    }
                }
                return true
            }
        case .unknown:
            fill(table.unknownGroupMuteMode, event, into: &out) { slot, out in
                guard slot == .mode else { return false }
                if let rawMode = mute.rawMode { out.verbatim(rawMode) } else { out.verbatim("?") }
                return true
            }
        }
        switch mute.term {
        case .until(let milliseconds)?:
            table.groupMuteUntil.write(into: &out, filling: .time) { out in
                writeTime(milliseconds, into: &out)
            }
        case .duration(let seconds)?:
            table.groupMuteFor.write(into: &out, filling: .length) { out in
                writeLength(seconds, into: &out)
            }
        default:
            break
        }
    }

    /// An unrecognized event: what the table says for its codes' known meaning, or else its flavour
    /// (and kind, when a table gave one no sentence speaks) and codes.
    private func unrecognizedSentence<Subject: SentenceSubject>(_ event: Subject, into out: inout SentenceWriter) {
        let flavour = event.sourceFlavour
        let codes = event.sourceCodes
        if event.kind == .unrecognized, let rule = codeTables[flavour]?.rule(matching: codes), let meaning = rule[attribute: "meaning"],
            let words = table.knownNotifications[meaning]
        {
            return fill(words, event, into: &out)
        }
        let template = flavour.flavour == "callback" ? table.unrecognizedWebhook : table.unrecognized
        fill(template, event, into: &out) { slot, out in
            switch slot {
            case .flavour:
                out.verbatim(flavour.description)
                if event.kind != .unrecognized {
                    out.append(" ")
                    out.append(event.kind.rawValue)
                }
            case .codes:
                out.decide(startsWithWords: false)
                guard !codes.members.isEmpty else { return true }
                table.codeList.write(into: &out, filling: .codes) { out in
                    out.decide(startsWithWords: false)
                    // A first code that is a name (a webhook's command) speaks for itself; numbers are named by their field.
                    for (index, code) in codes.members.enumerated() {
                        if index > 0 { out.append(table.codeSeparator) }
                        if index == 0, case .string(let name) = code.value {
                            out.append(name)
                        } else {
                            out.append(code.key)
                            out.append(" ")
                            out.append(JSONScalarText.text(of: code.value))
                        }
                    }
                }
            default:
                return false
            }
            return true
        }
    }

    /// Writes a time, as a record's own text.
    private func writeTime(_ milliseconds: Int64, into out: inout SentenceWriter) {
        out.decide(startsWithWords: false)
        TimeText.writeTime(milliseconds: milliseconds, in: timeZone, table: table, into: &out)
    }

    /// Writes a length of time, in the table's words.
    private func writeLength(_ seconds: Int64, into out: inout SentenceWriter) {
        out.decide(startsWithWords: true)
        TimeText.writeDuration(seconds: seconds, table: table, into: &out)
    }
}
