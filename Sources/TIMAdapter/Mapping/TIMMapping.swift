import GroupEventsCore
import GroupEventsJSON

/// Maps TIM group tips and system notices to `GroupEvent`s and back, driven by one flavour's table
/// of `Mappings/tim.json`: every TIM flavour reads into the same model, so they share this logic and
/// differ only in their table, their unit of time and where their records keep things.
///
/// Every flavour's table names its codes the same way: `tipType` for a tip's type number, `noticeType`
/// for a system notice's, and the set `changes` for the codes of a group-profile tip's changes, each
/// number or key in the flavour's own spelling. A record's codes are looked up in its own flavour's
/// table only: the same number means different events in different flavours (web tip 3 is a kick,
/// V2 tip 3 a quit).
///
/// Who stands where: the operator (web `operatorID`, V2 `opMember`) is the one who acted, so it is
/// the actor. Whom a tip is about is in its own member lists (web `userIDList`, V2 `memberList`, the
/// mutes of a member-profile tip), except where a rule's `members` attribute says otherwise: a quit
/// names the leaver only as its operator, and a system notice names its subject either as the
/// operator (the applicant of a join request) or as the user it was delivered to (the member removed,
/// accepted, made admin…). A group's owner a record names without a change of owner (a destroyed
/// group's webhook) is the event's owner, not its actor: the owner need not be who acted.
package protocol TIMMapping: FlavourMapping where Model == TIMNotification {
    /// The value tables.
    var values: TIMValueTables { get }
    /// The elements with a rule for each kind, in the order the table first lists them
    /// (`elementsByKind(in: flavour)`), kept: an encoder asks for every event it writes.
    var elementsByKind: [GroupEventKind: [TIMElement]] { get }
    /// The type codes, per element, whose rules read a record's changes (a group-profile tip's)
    /// (`changeReadingTypes(in: flavour)`), kept: decoding asks for every record with changes.
    var changeReadingTypes: [TIMElement: Set<JSONValue>] { get }
    /// The roles the flavour reads back for roles of a level alone (`written(_:values:)`), kept:
    /// an encoder asks for every event it writes.
    var rolesByLevel: RolesByLevel { get }
    /// The start of the diagnostic for a time finer than the flavour's unit (`roundedTimeText()`),
    /// kept: an encoder from a source in milliseconds reports it for nearly every record.
    var roundedTimeText: String { get }
    /// How many milliseconds one unit of the flavour's time is (1000: the flavour writes seconds).
    static var millisecondsPerTimeUnit: Int64 { get }
    /// Whether the flavour's tips list whom they are about by ID (see `TIMFlavour`).
    static var listsMembersByID: Bool { get }
    /// Whether the flavour's system notices say whom they were delivered to (see `TIMFlavour`).
    static var namesNoticeRecipient: Bool { get }
    /// Whether the flavour's system notices are delivered to one person (see `TIMFlavour`).
    static var deliversNoticesToOnePerson: Bool { get }
    /// Whether the flavour's tips are seen by the whole group (see `TIMFlavour`).
    static var tipsAreSeenByTheGroup: Bool { get }
    /// The JSON type the flavour writes roles as (see `TIMFlavour`).
    static var roleType: String { get }
    /// Whether the flavour's records of a creation hold the group's custom fields (see `TIMFlavour`).
    static var keepsCreatedGroupCustomFields: Bool { get }
    /// Where the flavour's records of `element` keep a place, for diagnostics.
    static func path(_ place: TIMRecordPlace, of element: TIMElement) -> JSONPath
    /// What a record of the flavour written for `event` as `element` has no place for (see `TIMFlavour`).
    static func missingFields(in event: GroupEvent, as element: TIMElement) -> FieldPlaces.Patterns
    /// Whether a record of the flavour names one member for events of `kind` (see `TIMFlavour`).
    static func namesOneMember(for kind: GroupEventKind) -> Bool
}

extension TIMMapping {
    /// The embedded TIM table.
    package static var defaultTable: MappingTable { TIMMappings.defaultTable }

    /// The code field of a group-profile tip's changes.
    static var changesField: String { changesFieldName.description }

    /// The code field of a group-profile tip's changes, as a static string (a slot writes it as it is).
    static var changesFieldName: StaticString { "changes" }

    // MARK: Decoding

    /// The events a notification describes: one, or for a group-profile tip that also moves the
    /// owner, the profile change and the transfer, in the order their changes first appear. A time
    /// whose milliseconds an `Int64` cannot hold, which no codec reads (`FieldReader.time`), is left out.
    package func decode(_ model: TIMNotification) -> ([GroupEvent], [Diagnostic]) {
        let (events, diagnostics) = events(in: model)
        guard model.isBareElement else { return (events, diagnostics) }
        // The flavour's places lie inside a message's first element; a bare element is that element.
        return (events, diagnostics.map(Self.rebasedOnTheElement))
    }

    /// `diagnostic` pointing into a bare C API element rather than into the message around one.
    private static func rebasedOnTheElement(_ diagnostic: Diagnostic) -> Diagnostic {
        guard let path = diagnostic.location.path, path.components.starts(with: messageElement.components) else { return diagnostic }
        var rebased = diagnostic
        rebased.location.path = JSONPath(Array(path.components.dropFirst(messageElement.components.count)))
        return rebased
    }

    /// Where a C API message keeps its element.
    private static var messageElement: JSONPath { JSONPath(keys: "message_elem_array").appending(index: 0) }

    /// The events of `decode(_:)`, with diagnostics at the flavour's places.
    private func events(in model: TIMNotification) -> ([GroupEvent], [Diagnostic]) {
        let codes = self.codes(of: model)
        var base = GroupEvent(
            kind: .unrecognized, groupID: model.groupID ?? (model.element == .tip ? model.addressee : nil),
            actor: actor(of: model), time: model.time.flatMap { TimeScale.milliseconds($0, unit: Self.millisecondsPerTimeUnit) },
            messageID: model.messageID, source: EventSource(flavour: Self.id, codes: codes))
        // A system notice is delivered to one person (a tip is shown to the group): the one the record
        // names. Where the flavour never names them (a C-API report), a notice whose content is that
        // person's own (a request, an answer, a code no kind explains) goes to someone unnamed; one
        // that says the same to every member (a dismissal) is the group's news.
        let delivered = model.element == .systemNotice && Self.deliversNoticesToOnePerson
        if delivered, let addressee = model.addressee, !addressee.isEmpty { base.addressee = member(addressee, in: model) }
        let unnamed = delivered && base.addressee == nil && !Self.namesNoticeRecipient ? GroupMember(userID: "") : nil
        let match = flavour.rules(matching: codes)
        guard let first = match.rules.first else {
            let warning = Diagnostic(
                code: .unknownCode, severity: .warning, path: Self.path(.type, of: model.element),
                message: "\(typeText(model))\(subcodesText(codes))\(changesText(codes))\(Self.notInTableText)")
            base.addressee = base.addressee ?? unnamed
            return ([base], [warning])
        }
        var diagnostics: [Diagnostic] = []
        if let unknown = match.unexplained[Self.changesField]?.arrayValue, !unknown.isEmpty {
            let list = unknown.map(JSONScalarText.text(of:)).joined(separator: ", ")
            diagnostics.append(
                .sourceRecordOnly(
                    .unknownCode, at: Self.path(.changes, of: model.element), "TIM group changes \(list) are not in the \(Self.id) table"))
        }
        // A known code with no unified meaning (a topic tip, an AVChatRoom ban) is unrecognized on
        // purpose: known to the table, so not reported as unknown.
        guard first.kind != .unrecognized else {
            base.addressee = base.addressee ?? unnamed
            return ([base], diagnostics)
        }
        if let profile = model.operatorProfile {
            diagnostics += unnamedProfiles(CollectionOfOne(profile), of: "its operator", named: base.actor, and: [], in: model)
        }
        if first[attribute: "field"] != nil {
            let events = profileEvents(model, base: base, rules: match.rules, diagnostics: &diagnostics)
            // A tip none of whose changes could be read says nothing it can be taken for: it is kept whole.
            return (events.isEmpty ? [base] : events, diagnostics)
        }
        base.kind = first.kind
        base.members = members(of: model, rule: first)
        diagnostics += unnamedProfiles(model.members ?? [], of: "one it is about", named: base.actor, and: base.members, in: model)
        // The owner a record names beside what happened (a destroyed group's) is no actor: it need not be who acted.
        base.owner = model.ownerID.flatMap { $0.isEmpty ? nil : member($0, in: model) }
        switch first.kind {
        case .memberJoined:
            base.joinMethod = joinMethod(model, rule: first, diagnostics: &diagnostics)
        case .memberRoleChanged:
            base.role = first[attribute: "role"].flatMap(GroupRole.Level.init(rawValue:)).map { GroupRole(level: $0) }
        case .memberMuted:
            let mutes = (model.memberChanges ?? []).map { $0.muteTime.map(Self.mute(remaining:)) }
            if !mutes.isEmpty, mutes.allSatisfy({ $0 != nil }) { base.setMutes(mutes.compactMap { $0 }) }
        case .requestJoin, .requestJoinAccepted, .requestJoinRejected, .requestInvite, .requestInviteAccepted, .requestInviteRejected:
            // The message that came with a request or an answer to one; an empty one says nothing.
            base.text = model.handleMessage.flatMap { $0.isEmpty ? nil : $0 }
            base.addressee = base.addressee ?? unnamed
        case .noticeCustom:
            base.text = model.userDefinedField
        case .groupCreated:
            // A creation names the group it made (a webhook's `Name`, a notice's `groupProfile.name`, the
            // wire's `GroupName`, a report's `group_name`): the name it was created with. Any other
            // record's group name is the name the group had, context, not a change. An empty one names nothing.
            var profile = GroupProfileChange(name: model.groupName.flatMap { $0.isEmpty ? nil : $0 })
            // The custom fields it was created with (a webhook's `UserDefinedDataList`), as a group-info
            // tip's custom changes are; an entry without its value is a null one.
            profile.other = (model.changes ?? []).map { change in
                GroupProfileChange.Field(name: TIMProfileField.custom.vendorFieldName(key: change.key), value: change.value ?? .null)
            }
            base.profile = profile.isEmpty ? nil : profile
        case .groupOwnerTransferred:
            // A record that reports a transfer on its own (a webhook) names the new owner as whom it is
            // about, and the former owner as the owner it names beside it.
            base.newOwner = base.members.first
        default:
            break
        }
        return ([base], diagnostics)
    }

    /// The codes a table knows a notification by: its element's type (its number, or its name), the
    /// subcodes beside it in the table's code-field order, and for a tip type whose rules read them,
    /// the codes of its changes (each once, in record order).
    func codes(of model: TIMNotification) -> JSONObject {
        var codes: JSONObject = [model.element.codeField: model.typeCode]
        // Subcodes the table has no field for still go in (last, by name), so that no rule matches them.
        if !model.subcodes.isEmpty {
            let order = flavour.codeFields.map(\.name)
            let rank = { (field: String) in (order.firstIndex(of: field) ?? order.count, field) }
            for (field, code) in model.subcodes.sorted(by: { rank($0.key) < rank($1.key) }) { codes.append(field, code) }
        }
        if let changes = model.changes, readsChanges(model.element, code: model.typeCode) {
            var seen: [JSONValue] = []
            for change in changes where !seen.contains(change.code) { seen.append(change.code) }
            codes.append(Self.changesField, .array(JSONArray(seen)))
        }
        return codes
    }

    /// Whether the table reads the changes of a tip type (a group-profile tip's).
    func readsChanges(_ element: TIMElement, code: JSONValue) -> Bool {
        changeReadingTypes[element]?.contains(code) == true
    }

    /// The type codes of each element that some rule of `flavour` names together with a change.
    static func changeReadingTypes(in flavour: FlavourTable) -> [TIMElement: Set<JSONValue>] {
        var types: [TIMElement: Set<JSONValue>] = [:]
        for rule in flavour.rules where rule.code(changesField) != nil {
            for element in TIMElement.allCases {
                if let code = rule.code(element.codeField) { types[element, default: []].insert(code) }
            }
        }
        return types
    }

    /// How a warning names a notification's type: `TIM tip type 42` where the flavour numbers its
    /// types, `TIM Group.CallbackAfterCreateGroup` where it names them.
    private func typeText(_ model: TIMNotification) -> String {
        model.typeName.map { "TIM \($0)" } ?? "\(Self.numberedTypeText(model.element))\(model.type)"
    }

    /// How a warning names a numbered type of `element`'s, before its number (`TIM tip type `).
    static func numberedTypeText(_ element: TIMElement) -> String {
        "TIM \(element == .tip ? "tip" : "system notice") type "
    }

    /// What a warning of a code the table does not know says after the codes.
    static var notInTableText: String { " is not in the \(id) table; kept as unrecognized" }

    private func subcodesText(_ codes: JSONObject) -> String {
        let subcodes = codes.members.filter { member in
            member.key != Self.changesField && !TIMElement.allCases.contains { $0.codeField == member.key }
        }
        guard !subcodes.isEmpty else { return "" }
        return " with " + subcodes.map { "\($0.key) \(JSONWriter.compactString($0.value))" }.joined(separator: " and ")
    }

    private func changesText(_ codes: JSONObject) -> String {
        guard let changes = codes[Self.changesField]?.arrayValue, !changes.isEmpty else { return "" }
        return " with changes \(changes.map(JSONScalarText.text(of:)).joined(separator: ", "))"
    }

    /// The actor: the operator, who acted. An empty operator ID is taken from the operator's profile
    /// when that names someone (Tencent's own C SDK sample of a created group names its creator only
    /// there); with neither (a group the service recycled) it is no one.
    func actor(of model: TIMNotification) -> GroupMember? {
        let named = model.operatorID.flatMap { $0.isEmpty ? nil : $0 } ?? model.operatorProfile?.userID
        guard let id = named, !id.isEmpty else { return nil }
        // The operator's profile is theirs when it names them, or names no one.
        let profile = (model.operatorProfile?.userID ?? id) == id ? model.operatorProfile : nil
        return member(id, profile: profile)
    }

    /// A member the record names by ID, with the profile of its member entry, or else the operator's
    /// when the member is the operator.
    func member(_ userID: String, in model: TIMNotification) -> GroupMember {
        let entry = model.members?.first { $0.userID == userID }
        return member(userID, profile: entry ?? (model.operatorProfile?.userID == userID ? model.operatorProfile : nil))
    }

    /// A person with the profile a record gives them, if any.
    private func member(_ userID: String, profile: TIMMember?) -> GroupMember {
        guard let profile else { return GroupMember(userID: userID) }
        return GroupMember(
            userID: userID, name: profile.nick, nickname: profile.nameCard, avatarURL: profile.avatar, role: profile.role.map(values.role))
    }

    /// A warning for each profile among `profiles` that names someone the event does not: the IDs a
    /// record gives (the operator's `op_user` / `operatorID`, the C API's `user_array`, the web's
    /// `userIDList`) decide who acted and whom a tip is about, and the profiles beside them (member
    /// infos, `operatorInfo`, `memberList`) describe those people. A profile of anyone else is the
    /// record contradicting itself; it is left out, never taken for an operator or a target, and said.
    private func unnamedProfiles(
        _ profiles: some Sequence<TIMMember>, of role: String, named actor: GroupMember?, and members: [GroupMember], in model: TIMNotification
    ) -> [Diagnostic] {
        profiles.compactMap { profile in
            guard let id = profile.userID, !id.isEmpty, actor?.userID != id, !members.contains(where: { $0.userID == id }) else { return nil }
            // The element holding the type holds the people too.
            let element = JSONPath(Self.path(.type, of: model.element).components.dropLast())
            return Diagnostic(
                code: .suspiciousValue, severity: .warning, path: element,
                message: "a profile names \"\(id)\", whom the record's IDs do not name as \(role); the profile is left out")
        }
    }

    /// Whom the event is about.
    func members(of model: TIMNotification, rule: CodeRule) -> [GroupMember] {
        switch rule[attribute: "members"] {
        case "operator"?:
            // A quit names the leaver only as the operator (the web SDK's `userIDList` of the
            // operator alone is its own filling-in, not the server's word); a join request's
            // applicant and the invitee answering an invitation are the operators of their notices.
            return actor(of: model).map { [$0] } ?? []
        case "recipient"?:
            // A system notice about one member goes to that member: the removed, the accepted, the invitee.
            return model.addressee.map { [member($0, in: model)] } ?? []
        default:
            // A member-profile tip is about the members whose mutes it gives; the other tips about
            // their user list (web), or else their member list (V2).
            if rule.kind == .memberMuted, let changes = model.memberChanges, !changes.isEmpty {
                return changes.map { member($0.userID, in: model) }
            }
            let ids = model.userIDs ?? model.members?.compactMap(\.userID) ?? []
            return ids.map { member($0, in: model) }
        }
    }

    /// How the members joined: the rule's word (V2's JOIN and INVITE, the invited notice), else the
    /// record's join type (web 3.x). A record that does not say (web 2.x, or join type 0) gives none:
    /// the unified event does not guess from who the operator is.
    private func joinMethod(_ model: TIMNotification, rule: CodeRule, diagnostics: inout [Diagnostic]) -> JoinMethod? {
        if let method = rule[attribute: "joinMethod"] { return JoinMethod(rawValue: method) }
        guard let joinType = model.joinType else { return nil }
        guard let meaning = values.joinTypes.meaning(of: joinType) else {
            diagnostics.append(
                Diagnostic(
                    code: .unknownCode, severity: .warning, path: Self.path(.joinType, of: model.element),
                    message: "join type \(JSONScalarText.text(of: joinType)) is not in the joinType table; how the members joined is not said"))
            return nil
        }
        return JoinMethod(rawValue: meaning)
    }

    /// A remaining mute in seconds as the unified model holds it: 0 lifts the mute, TIM's largest
    /// duration (`largestMuteSeconds`) is a mute without end, anything else is kept as the duration it
    /// is (converting it to another form is a target's business).
    static func mute(remaining seconds: Int64) -> MuteState {
        switch seconds {
        case 0: .lifted
        case largestMuteSeconds: .forever
        default: .duration(seconds: seconds)
        }
    }

    /// TIM's largest mute duration, 4294967295 s (0xFFFFFFFF, the maximum of the unsigned 32-bit
    /// `muteTime` / `shutupTime` / `ShutupTime`), which Tencent's REST API documents as "muted
    /// permanently". A mute without end (ZIM's -1) or until further notice (NIM's flag) is written as
    /// it, and a TIM record stating it is read as a mute without end (`forever`), so that it becomes
    /// ZIM's -1 again.
    static var largestMuteSeconds: Int64 { 4_294_967_295 }
}
