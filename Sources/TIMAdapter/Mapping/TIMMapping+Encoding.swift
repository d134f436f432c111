import GroupEventsCore
import GroupEventsJSON

extension TIMMapping {
    // MARK: Capability

    /// The kind's level, lowered where a TIM record of this flavour cannot hold what this event says:
    /// a role change to anything but admin or member, a mute with no seconds left to state (an expiry
    /// with no event time to count from, or no mute at all), a profile change naming nothing the
    /// flavour has a group change for, an event addressed to one person that would be written as a tip
    /// the whole group sees (`fallback`); a system notice's event written as a tip because the flavour
    /// has no notices (`partial`).
    package func capability(for event: GroupEvent) -> EventCapability {
        let level = flavour.capability(for: event.kind)
        guard level <= .partial else { return EventCapability(level) }
        switch event.kind {
        case .memberRoleChanged:
            if !event.grantsAdminOrMember {
                return EventCapability(.fallback, reason: "TIM tips only make admins or make them members again")
            }
        case .memberMuted:
            if !mutes(of: event).allSatisfy({ remainingSeconds($0, of: event, field: JSONPath(keys: "mute")).seconds != nil }) {
                return EventCapability(
                    .fallback, reason: "TIM states a member's mute as the seconds it has left; an expiry with no event time to count from has none")
            }
        case .groupProfileChanged:
            if !canWrite(event.profile ?? GroupProfileChange()) {
                return EventCapability(.fallback, reason: Self.noGroupChangeReason)
            }
        default:
            break
        }
        if Self.tipsAreSeenByTheGroup, element(for: event) == .tip, let addressed = EventCapability.addressed(event, seenByTheGroupIn: Self.id) {
            return addressed
        }
        if let preferred = preferredElement(event), !elements(for: event.kind).contains(preferred) {
            return EventCapability(.partial, reason: "\(missing(preferred, for: event.kind)); it is written as a \(TIMElement.tip.name)")
        }
        return EventCapability(level)
    }

    /// Why a profile change naming nothing the flavour has a group change for falls back to a text
    /// message.
    static var noGroupChangeReason: String { "\(id) has no group change for any field this change names" }

    /// A record names a leaver, an applicant or an invitee answering as its operator, one person, and
    /// some flavours name one member where others list them (`namesOneMember(for:)`): an event naming
    /// more is written one record per member. A role change's type says one role for all its
    /// members: members given different roles are written one record per role.
    package func recordSplit(for event: GroupEvent) -> RecordSplit {
        guard event.members.count > 1 else { return .whole }
        if Self.namesOneMember(for: event.kind) { return .perMember }
        if event.kind == .memberRoleChanged { return .perRole }
        guard let element = element(for: event) else { return .whole }
        let namesOperator = flavour.rules(of: event.kind).contains { $0.code(element.codeField) != nil && $0[attribute: "members"] == "operator" }
        return namesOperator ? .perMember : .whole
    }

    // MARK: Encoding

    /// The records for the events of one record (or one unified event): a profile change and an owner
    /// transfer of the same operator share one group-profile tip, as TIM sends them; any other event is
    /// a record of its own. `template` (the source record's model) serves when all go into one record.
    /// Another vendor's roles are written by their level, never by that vendor's raw values.
    package func encode(_ events: [GroupEvent], template: TIMNotification?) -> ([TIMNotification], [Diagnostic]) {
        var groups: [[GroupEvent]] = []
        groups.reserveCapacity(events.count)
        for event in events {
            let event = event.rolesSpelled(for: Self.id.vendor)
            if let last = groups.last, packs(last, with: event) {
                groups[groups.count - 1].append(event)
            } else {
                groups.append([event])
            }
        }
        var models: [TIMNotification] = []
        models.reserveCapacity(groups.count)
        var diagnostics: [Diagnostic] = []
        for group in groups {
            let (model, found) = encodeRecord(group, template: groups.count == 1 ? template : nil)
            if let model { models.append(model) }
            // The first record's diagnostics are taken whole (nearly every record is the only one).
            if diagnostics.isEmpty { diagnostics = found } else { diagnostics += found }
        }
        return (models, diagnostics)
    }

    /// Whether `event` goes into the same group-profile tip as `group`: both profile kinds the flavour
    /// writes as group changes, one of each at most, about the same group and by the same operator.
    private func packs(_ group: [GroupEvent], with event: GroupEvent) -> Bool {
        writesAsChanges(event.kind)
            && group.allSatisfy { other in
                writesAsChanges(other.kind) && other.kind != event.kind && other.groupID == event.groupID
                    && other.actor?.userID == event.actor?.userID
            }
    }

    /// Whether the flavour writes events of `kind` as the changes of a group-profile tip: a profile
    /// kind with a rule naming a field. A flavour with a record of its own for an owner transfer (a
    /// webhook) writes it as that record.
    private func writesAsChanges(_ kind: GroupEventKind) -> Bool {
        Self.isProfileKind(kind) && flavour.rules(of: kind).contains { $0[attribute: "field"] != nil }
    }

    private func encodeRecord(_ events: [GroupEvent], template: TIMNotification?) -> (TIMNotification?, [Diagnostic]) {
        let event = events[0]
        if events.contains(where: { $0.kind == .unrecognized }) {
            return (nil, [unwritable(event, "an unrecognized TIM record can be written back only from its original record (source.record)")])
        }
        guard let element = element(for: event) else {
            return (nil, [unwritable(event, "the \(Self.id) table has no code for it")])
        }
        var diagnostics: [Diagnostic] = []
        if let preferred = preferredElement(event), preferred != element {
            diagnostics.append(
                .loss(
                    .approximated, "\(missing(preferred, for: event.kind)); this \(event.kind) \(preferred.name) was written as a \(element.name)",
                    fields: []))
        }
        // Only a template of the same element says anything about this record.
        let kept = template?.element == element ? template : nil
        let own = kept?.isOwnRecord == true
        var model = TIMNotification(element: element, type: 0)
        if let kept {
            model.original = kept.original
            model.elementOriginal = kept.elementOriginal
            model.groupOriginal = kept.groupOriginal
            model.bodyPlacement = kept.bodyPlacement
            model.groupName = kept.groupName
            model.groupType = kept.groupType
            model.authentication = kept.authentication
            model.messageKey = kept.messageKey
            model.handleMessage = kept.handleMessage
            model.userDefinedField = kept.userDefinedField
            // TIM counts members only for joins, quits and kicks; a record's own count stays whatever its kind.
            if own || event.kind == .memberJoined || event.kind == .memberLeft || event.kind == .memberKicked { model.memberCount = kept.memberCount }
            // The lists an event of this kind does not fill stay as the record had them (V2 writes them empty).
            if own {
                model.userIDs = kept.userIDs
                model.members = kept.members
                model.changes = kept.changes
                model.memberChanges = kept.memberChanges
                model.joinType = kept.joinType
                model.operatorProfileCopy = kept.operatorProfileCopy
                model.memberProfileCopies = kept.memberProfileCopies
                model.bareElementIDKeys = kept.bareElementIDKeys
            }
        }
        model.groupID = event.groupID
        if event.kind == .groupCreated {
            // A creation names the group's name, the event's; a record's own empty one (decoded as none) stays.
            model.groupName = event.profile?.name ?? (kept?.groupName?.isEmpty == true ? "" : nil)
            if Self.keepsCreatedGroupCustomFields { model.changes = createdGroupCustomFields(event, kept: kept?.changes) }
        }
        // No owner: a record's own empty one stays.
        model.ownerID = event.owner?.userID ?? (kept?.ownerID?.isEmpty == true ? "" : nil)
        model.messageID = event.messageID
        model.time = time(event, diagnostics: &diagnostics)

        let rule: CodeRule?
        if writesAsChanges(event.kind) {
            let (type, changes) = self.changes(for: events, kept: own ? kept?.changes : nil, diagnostics: &diagnostics)
            rule = type.flatMap { type in
                flavour.rules.first { Self.isProfileKind($0.kind) && $0.code(element.codeField) == type }
            }
            model.changes = changes
            // The web SDK's `userIDList` of the operator alone on a profile tip is its own filling-in: a
            // record's own list stays while the operator does, and none is written afresh.
            model.userIDs = own && kept.flatMap(Self.operatorOf) == event.actor?.userID ? kept?.userIDs : nil
        } else {
            rule = self.rule(for: event, element: element, model: &model, kept: kept, diagnostics: &diagnostics)
        }
        guard let rule, let code = rule.code(element.codeField), code.numberValue?.int64 != nil || code.stringValue != nil else {
            return (nil, diagnostics + [unwritable(event, "the \(Self.id) table has no code for what it says")])
        }
        // A number is the type; a name stands for it in a flavour naming its types.
        model.type = code.numberValue?.int64 ?? 0
        model.typeName = code.stringValue
        for member in rule.codes.members where member.key != element.codeField && member.key != Self.changesField {
            model.subcodes[member.key] = member.value
        }
        place(event, rule: rule, in: &model, kept: kept, diagnostics: &diagnostics)
        return (model, diagnostics)
    }

    /// The custom fields a creation record names: the event's `tim.custom.<key>` fields, each over the
    /// record's own entry of its key, in the event's order. A value the record did not give (read as
    /// null) it still does not give; a record with a list keeps one, if empty.
    private func createdGroupCustomFields(_ event: GroupEvent, kept: [TIMGroupChange]?) -> [TIMGroupChange]? {
        let fields = (event.profile?.other ?? []).compactMap { field -> TIMGroupChange? in
            guard let (kind, key) = TIMProfileField.parse(vendorField: field.name), kind == .custom else { return nil }
            let old = kept?.first { $0.key == key }
            let value: JSONValue? = field.value == .null && old != nil && old?.value == nil ? nil : field.value
            return TIMGroupChange(code: .string(field.name), key: key, value: value, original: old?.original)
        }
        return fields.isEmpty && kept == nil ? nil : fields
    }

    /// The rule an event of any kind but a profile change is written with, writing the join type for a
    /// join whose rule leaves it to the record.
    private func rule(
        for event: GroupEvent, element: TIMElement, model: inout TIMNotification, kept: TIMNotification?, diagnostics: inout [Diagnostic]
    ) -> CodeRule? {
        // Looked through where they lie: no array of the kind's rules is built per record.
        let candidates = flavour.rules(of: event.kind).lazy.filter { $0.code(element.codeField) != nil }
        switch event.kind {
        case .memberRoleChanged:
            let level = event.grantedRole?.level
            return candidates.first { $0[attribute: "role"] == level?.rawValue }
        case .memberJoined:
            let method = event.joinMethod
            if let exact = candidates.first(where: { $0[attribute: "joinMethod"] != nil && $0[attribute: "joinMethod"] == method?.rawValue }) {
                return exact
            }
            if let carried = candidates.first(where: { $0[attribute: "joinMethod"] == nil }) {
                model.joinType = joinType(method, form: carried[attribute: "value"], kept: kept?.joinType, diagnostics: &diagnostics)
                return carried
            }
            let written = approximateJoin(event)
            diagnostics.append(
                .loss(
                    .approximated,
                    method.map { "\(Self.id) cannot say the join was \($0.rawValue); written as \(written.rawValue)" }
                        ?? "\(Self.id) must say how members joined and the event does not; written as \(written.rawValue)",
                    fields: [JSONPath(keys: "joinMethod")]))
            return candidates.first { $0[attribute: "joinMethod"] == written.rawValue } ?? candidates.first
        default:
            return candidates.first
        }
    }

    /// The loss of an event's actor where a record of `kind` names only its subject, as the operator.
    static func actorLeftOutLoss(_ kind: GroupEventKind) -> Diagnostic {
        .loss(
            .fieldDropped, "a TIM \(kind) record names only its subject, as the operator; the actor was left out", fields: [JSONPath(keys: "actor")])
    }

    /// The join type a record writes for a join method, in the rule's `value` form (web numbers,
    /// webhook words): the record's own while it means the same, else the table's; none where the
    /// method is not stated and the record had none that says so. Another flavour's form is not kept.
    func joinType(_ method: JoinMethod?, form: String?, kept: JSONValue?, diagnostics: inout [Diagnostic]) -> JSONValue? {
        let kept = kept.flatMap { TIMValueTables.isOfType($0, form) ? $0 : nil }
        let keptMeaning = kept.flatMap(values.joinTypes.meaning(of:))
        // A join type that did not say how (0, or a value no table knows) decoded to no method, and stays.
        guard let method else { return keptMeaning == nil || keptMeaning == TIMValueTables.unknownJoin ? kept : nil }
        var meaning = method.rawValue
        if values.joinTypes.value(for: meaning) == nil {
            meaning = approximate(method).rawValue
            diagnostics.append(
                .loss(
                    .approximated, "\(Self.id) cannot say the join was \(method.rawValue); written as \(meaning)",
                    fields: [JSONPath(keys: "joinMethod")]))
        }
        return keptMeaning == meaning ? kept : TIMValueTables.value(meaning: meaning, as: form, in: values.joinTypes)
    }

    /// The nearest join a flavour that tells only joins of one's own from invitations can say.
    private func approximate(_ method: JoinMethod) -> JoinMethod {
        method == .invited || method == .invitationAccepted ? .invited : .selfJoined
    }

    /// The join written where the flavour must say how and the event does not: a join of one's own
    /// when the lone member is the actor (or no one acted), an invitation otherwise.
    private func approximateJoin(_ event: GroupEvent) -> JoinMethod {
        if let method = event.joinMethod { return approximate(method) }
        let selfJoin = event.actor == nil || (event.members.count == 1 && event.members[0].userID == event.actor?.userID)
        return selfJoin ? .selfJoined : .invited
    }

    /// Puts the event's people where the rule says: the operator, whom the record is addressed to, the
    /// member lists and mutes of a tip, and a notice's message.
    private func place(
        _ event: GroupEvent, rule: CodeRule, in model: inout TIMNotification, kept: TIMNotification?, diagnostics: inout [Diagnostic]
    ) {
        var operatorPerson = event.actor
        let named = rule[attribute: "members"]
        // An addressee the source did not name (a C-API report's) names no one here either.
        let addressee = event.addressee.flatMap { $0.userID.isEmpty ? nil : $0.userID }
        switch named {
        case "operator"?:
            // The subject is the operator here (the leaver, the applicant, the invitee answering): one
            // person, so an event naming more is written one record per member (`recordSplit(for:)`).
            operatorPerson = event.members.first ?? event.actor
            if let actor = event.actor, actor.userID != operatorPerson?.userID { diagnostics.append(Self.actorLeftOutLoss(event.kind)) }
        case "recipient"?:
            // A notice about one member is delivered to that member, where the flavour says to whom.
            if Self.namesNoticeRecipient {
                model.addressee = event.members.first?.userID ?? addressee
                diagnostics += Diagnostic.membersAfterTheFirstLeftOut(
                    of: event, "a TIM \(event.kind) record names only one member here (the user the notice is delivered to)")
                if let addressee, addressee != model.addressee {
                    diagnostics.append(
                        .loss(
                            .fieldDropped,
                            "a TIM \(event.kind) notice is delivered to the member it is about; the addressee \(addressee) was left out",
                            fields: [JSONPath(keys: "addressee")]))
                }
            } else if !event.members.isEmpty {
                diagnostics.append(
                    .loss(
                        .fieldDropped, "a \(Self.id) notice does not say whom it was delivered to; the member it is about was left out",
                        fields: [JSONPath(keys: "members")]))
            }
        default:
            break
        }
        // No operator: a record's own empty one (the service acted) stays; so does an empty or absent
        // one beside the profile decoding took the operator from (`actor(of:)`).
        let keptEmpty = kept?.operatorID?.isEmpty == true
        let namedByProfile =
            kept?.isOwnRecord == true && kept.map(Self.operatorOf) == .some(nil) && operatorPerson != nil
            && kept?.operatorProfile?.userID == operatorPerson?.userID
        model.operatorID = namedByProfile ? kept?.operatorID : operatorPerson?.userID ?? (keptEmpty ? "" : nil)
        let keptProfile = kept?.isOwnRecord == true ? kept?.operatorProfile : nil
        if let keptProfile, operatorPerson == nil || keptProfile.userID.map({ $0 != kept?.operatorID }) == true {
            // A profile the record gave without an operator, or of someone else than its operator, was no
            // part of the event (decoding passed it by), so it is not the event's to change.
            model.operatorProfile = keptProfile
        } else if let person = operatorPerson, keptProfile != nil || Self.hasProfile(person) {
            let old = (keptProfile?.userID ?? person.userID) == person.userID ? keptProfile : nil
            model.operatorProfile = timMember(person, over: old)
        }
        switch model.element {
        case .tip:
            (model.groupID, model.addressee) = tipGroupPlaces(event.groupID, kept: kept)
            if !writesAsChanges(event.kind) { placeListedMembers(event, rule: rule, in: &model, kept: kept, diagnostics: &diagnostics) }
        case .systemNotice:
            // Whom the notice is delivered to, where the flavour says so (`places(for:)` reports it elsewhere).
            // A record's own empty addressee (decoded as none) stays.
            if named != "recipient" {
                let keptEmpty = kept?.addressee?.isEmpty == true ? "" : nil
                model.addressee = Self.namesNoticeRecipient ? addressee ?? keptEmpty : kept?.addressee
            }
            // A notice about no one member (a dismissal, a custom notice) names whom it concerns in its
            // own lists, where the flavour has them: a destroyed group's members, a REST notice's recipients.
            if named == nil { placeListedMembers(event, rule: rule, in: &model, kept: kept, diagnostics: &diagnostics) }
            switch event.kind {
            case .requestJoin, .requestJoinAccepted, .requestJoinRejected, .requestInvite, .requestInviteAccepted, .requestInviteRejected:
                model.handleMessage = event.text ?? kept?.handleMessage.map { _ in "" }
            case .noticeCustom:
                model.userDefinedField = event.text ?? kept?.userDefinedField.map { _ in "" }
            default:
                break
            }
        }
    }

    /// Where a tip names its group: in the tip (`groupID`) and as the message's addressee. A record's
    /// own places stay as they were: one it left out stays out, and an addressee other than the group
    /// (a community topic) stays; afresh, the group goes in both.
    private func tipGroupPlaces(_ groupID: String?, kept: TIMNotification?) -> (groupID: String?, addressee: String?) {
        guard let kept, kept.isOwnRecord else { return (groupID, groupID) }
        let inTip = kept.groupID == nil && kept.addressee != nil ? nil : groupID
        let addressee = kept.addressee.map { $0 == kept.groupID || kept.groupID == nil ? groupID : $0 } ?? nil
        return (inTip, addressee)
    }

    /// A record's member lists: the IDs and profiles of whom a join, kick, role change, mute or notice
    /// is about, and a mute's seconds per member. A quit's leaver is its operator; its own lists stay
    /// as they were.
    private func placeListedMembers(
        _ event: GroupEvent, rule: CodeRule, in model: inout TIMNotification, kept: TIMNotification?, diagnostics: inout [Diagnostic]
    ) {
        guard rule[attribute: "members"] == nil else {
            // The web SDK fills a quit's `userIDList` with the operator: kept while the operator stays, never invented.
            if kept?.isOwnRecord != true || kept.flatMap(Self.operatorOf) != Self.operatorOf(model) { model.userIDs = nil }
            return
        }
        let ids = event.members.map(\.userID)
        // A record naming the same members still names them as it did (duplicates, odd entries and all).
        let same = kept.flatMap { $0.isOwnRecord && members(of: $0, rule: rule).map(\.userID) == ids ? $0 : nil }
        if let same {
            model.userIDs = same.userIDs
            model.members = same.members?.map { entry in
                event.members.first { $0.userID == entry.userID }.map { timMember($0, over: entry) } ?? entry
            }
        } else {
            model.userIDs = ids
            // A member gets a profile entry where the record had one for them, where there is a profile to
            // give, or where the flavour has no list of IDs (V2, whose SDK lists every member a join, kick,
            // role change or mute is about in `memberList`, beside a mute's seconds in its change list).
            let entryForEveryone = !Self.listsMembersByID
            let profiles = event.members.compactMap { person -> TIMMember? in
                let old = kept?.members?.first { $0.userID == person.userID }
                guard old != nil || Self.hasProfile(person) || entryForEveryone else { return nil }
                return timMember(person, over: old)
            }
            model.members = profiles.isEmpty && kept?.members == nil ? nil : profiles
        }
        // A record that gave no mutes still gives none.
        let stated = event.members.contains { event.mute(of: $0) != nil }
        guard event.kind == .memberMuted, stated || kept?.isOwnRecord != true else { return }
        let keptChanges = same?.memberChanges.flatMap { $0.count == ids.count ? $0 : nil }
        model.memberChanges = event.members.enumerated().map { index, person in
            // A member's own mute is reported at its place; the event's, shared by all, once at `mute`.
            let path = person.mute == nil ? JSONPath(keys: "mute") : JSONPath(keys: "members").appending(index: index).appending(key: "mute")
            let (seconds, found) = remainingSeconds(event.mute(of: person), of: event, field: path)
            diagnostics += found.filter { !diagnostics.contains($0) }
            if seconds == nil, found.isEmpty {
                diagnostics.append(
                    .loss(
                        .fieldDropped, "TIM states a mute as the seconds it has left; the event gives \(person.userID) no mute, so none was written",
                        fields: [path]))
            }
            let old = keptChanges?[index] ?? kept?.memberChanges?.first { $0.userID == person.userID }
            return TIMMemberChange(userID: person.userID, muteTime: seconds, original: old?.original)
        }
    }

    /// The operator a record names, an empty one being none.
    private static func operatorOf(_ model: TIMNotification) -> String? {
        model.operatorID.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The record's time in the flavour's unit; a time finer than the unit (nearly every time of a
    /// source in milliseconds) is reported, its message written from the kept `roundedTimeText`.
    private func time(_ event: GroupEvent, diagnostics: inout [Diagnostic]) -> Int64? {
        guard let time = event.time else { return nil }
        let unit = Self.millisecondsPerTimeUnit
        if time % unit != 0 {
            diagnostics.append(.loss(.approximated, text(roundedTimeText, time, Self.roundedTimeTail), fields: [timePath]))
        }
        return time / unit
    }

    /// The start of the diagnostic for a time finer than the flavour's unit: "tim:web writes times in
    /// units of 1000 ms; " (kept as `roundedTimeText`).
    static func roundedTimeText() -> String {
        "\(id) writes times in units of \(millisecondsPerTimeUnit) ms; "
    }

    /// The end of the diagnostic for a time finer than the flavour's unit, after the time.
    static var roundedTimeTail: String { " was rounded down" }

    /// Where the diagnostic for a time finer than the flavour's unit points.
    static var roundedTimeFields: [JSONPath] { [timePath] }

    /// The element an event is written as: the one its TIM source record was, where this flavour has
    /// it, else the one the table lists first for its kind (tips come first).
    func element(for event: GroupEvent) -> TIMElement? {
        let available = elements(for: event.kind)
        if let preferred = preferredElement(event), available.contains(preferred) { return preferred }
        return available.first
    }

    /// What the flavour lacks when an event cannot be written as the element it was: that element
    /// altogether (V2 has no notices), or that element for its kind (a C API report that names no
    /// member is no report of a member's removal).
    private func missing(_ element: TIMElement, for kind: GroupEventKind) -> String {
        let hasElement = flavour.rules.contains { $0.code(element.codeField) != nil }
        return hasElement ? "\(Self.id) has no \(element.name) for \(kind)" : "\(Self.id) has no \(element.name)s"
    }

    /// The elements with a rule for a kind, in the order the table first lists them.
    private func elements(for kind: GroupEventKind) -> [TIMElement] {
        elementsByKind[kind] ?? []
    }

    /// The elements with a rule for each kind of `flavour`, in the order the table first lists them.
    static func elementsByKind(in flavour: FlavourTable) -> [GroupEventKind: [TIMElement]] {
        var elements: [GroupEventKind: [TIMElement]] = [:]
        for rule in flavour.rules {
            for element in TIMElement.allCases where rule.code(element.codeField) != nil && elements[rule.kind]?.contains(element) != true {
                elements[rule.kind, default: []].append(element)
            }
        }
        return elements
    }

    /// The element an event's TIM source record was, from its codes (every TIM table names them
    /// `tipType` or `noticeType`); nil for an event of another vendor or composed by hand.
    private func preferredElement(_ event: GroupEvent) -> TIMElement? {
        guard event.source.flavour.vendor == Self.id.vendor else { return nil }
        return TIMElement.allCases.first { event.source.codes[$0.codeField] != nil }
    }

    /// The mutes of an event's members (the event's own when it names none).
    private func mutes(of event: GroupEvent) -> [MuteState?] {
        event.members.isEmpty ? [event.mute] : event.members.map { event.mute(of: $0) }
    }

    /// The seconds a mute has left as TIM writes them (`MuteConversion.remainingSeconds`): an expiry
    /// counted from the event time, rounded up; a mute without end or until further notice as TIM's
    /// largest duration, `largestMuteSeconds`, which TIM reads back as without end. Nil for no mute,
    /// and for an expiry with no event time to count from.
    func remainingSeconds(_ mute: MuteState?, of event: GroupEvent, field: JSONPath) -> (seconds: Int64?, diagnostics: [Diagnostic]) {
        guard let mute else { return (nil, []) }
        return remainingSeconds(mute, eventTime: event.time, field: field)
    }

    /// The seconds `mute` has left, counted from `eventTime`, as `remainingSeconds(_:of:field:)` gives them.
    func remainingSeconds(_ mute: MuteState, eventTime: Int64?, field: JSONPath) -> (seconds: Int64?, diagnostics: [Diagnostic]) {
        MuteConversion.remainingSeconds(mute, eventTime: eventTime, largest: Self.largestMuteSeconds, field: field)
    }

    /// A person as a TIM member, over the entry the record had for them.
    private func timMember(_ person: GroupMember, over old: TIMMember?) -> TIMMember {
        let role = person.role.flatMap { values.raw($0, as: Self.roleType) }
        guard var member = old else {
            return TIMMember(userID: person.userID, nick: person.name, avatar: person.avatarURL, nameCard: person.nickname, role: role)
        }
        // An entry that left the ID out (the operator's profile beside `operatorID`) still does.
        if member.userID != nil { member.userID = person.userID }
        member.nick = person.name
        member.nameCard = person.nickname
        member.avatar = person.avatarURL
        member.role = role
        return member
    }

    /// Whether a person carries anything beyond the ID.
    private static func hasProfile(_ person: GroupMember) -> Bool {
        person.name != nil || person.nickname != nil || person.avatarURL != nil || person.role != nil
    }

    private func unwritable(_ event: GroupEvent, _ reason: String) -> Diagnostic {
        Diagnostic(code: .unsupportedEvent, severity: .error, path: .root, message: "\(Self.id) cannot write this \(event.kind) event: \(reason)")
    }
}

/// The path of an event's time, built once.
private let timePath = JSONPath(keys: "time")

/// `head`, the decimal digits of `number` and `tail` as one string, grown once: what
/// `"\(head)\(number)\(tail)"` gives.
private func text(_ head: String, _ number: Int64, _ tail: String) -> String {
    let digits = String(number)
    var text = head
    text.reserveCapacity(head.utf8.count + digits.utf8.count + tail.utf8.count)
    text.append(digits)
    text.append(tail)
    return text
}
