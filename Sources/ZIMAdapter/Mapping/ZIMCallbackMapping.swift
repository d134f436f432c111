import GroupEventsCore
import GroupEventsJSON

/// Maps ZIM group callbacks to `GroupEvent` and back, driven by the `callback` table of `Mappings/zim.json`.
///
/// The callback is looked up by its event and its join or exit type. The documentation's own samples
/// disagree on event names (`group_join` beside `Apply_join_group`), so the event is recognized by
/// field presence first — `join_type` means a join, `exit_type` an exit — and by name (with the
/// table's aliases) otherwise; `source.codes` keep the name as written.
///
/// Who stands where: `operator_account` is the creator, the inviter (`Invited`), the leaver (`Quit`),
/// the kicker (`Kickout`) or the destroyer, so it is the `actor` — except for `Apply`, where the
/// documentation calls it meaningless; the user-ID lists are the `members`; `owner_account` (create,
/// destroy) is the group's `owner` — nobody became owner, so it is never a `newOwner`.
package struct ZIMCallbackMapping: OneEventMapping {
    /// A callback body.
    package typealias Model = ZIMGroupCallback

    /// The vendor field that carries a callback's group attributes.
    static let attributesField = "zim.attributes"

    /// `zim:callback`.
    package static let id = FlavourID(vendor: "zim", flavour: "callback")

    /// The embedded ZIM table.
    package static var defaultTable: MappingTable { ZIMMappings.defaultTable }

    /// The `callback` table.
    package let flavour: FlavourTable
    let aliases: ValueTable

    /// A mapping driven by a ZIM table.
    package init(table: MappingTable) {
        flavour = Self.flavourTable(in: table)
        aliases = table.values(named: "callbackEventAlias")
    }

    /// The kind's level; `dropped` for an event without a group ID, which no callback can name.
    package func capability(for event: GroupEvent) -> EventCapability {
        let level = flavour.capability(for: event.kind)
        if level <= .partial, event.groupID == nil { return EventCapability(.dropped, reason: "a ZIM callback needs a group ID") }
        return EventCapability(level)
    }

    /// The callback's codes as written: its `event` (any spelling) and its join or exit `type`.
    func codes(of callback: ZIMGroupCallback) -> JSONObject {
        var codes = JSONObject()
        if let event = callback.event { codes.append("event", .string(event)) }
        if let type = callback.joinType ?? callback.exitType { codes.append("type", .string(type)) }
        return codes
    }

    /// The codes the table is looked up with: the event recognized by field presence first (`join_type`
    /// means a join, `exit_type` an exit) and by name with the table's aliases otherwise.
    func lookupCodes(of callback: ZIMGroupCallback) -> JSONObject {
        let event: String?
        if callback.joinType != nil {
            event = "group_join"
        } else if callback.exitType != nil {
            event = "group_exit"
        } else {
            event = callback.event.map { aliases.meaning(of: .string($0)) ?? $0 }
        }
        var lookup: JSONObject = ["event": event.map(JSONValue.string) ?? .null]
        if let type = codes(of: callback)["type"] { lookup.append("type", type) }
        return lookup
    }

    /// The event a callback describes, with a warning when no rule knows it.
    package func decodeEvent(_ callback: ZIMGroupCallback) -> (GroupEvent, [Diagnostic]) {
        let codes = lookupCodes(of: callback)
        let operatorMember = callback.operatorAccount.map { GroupMember(userID: $0) }
        var event = GroupEvent(
            kind: .unrecognized, groupID: callback.groupID, actor: operatorMember,
            members: (callback.userIDs ?? callback.newUserIDs ?? callback.exitUserIDs ?? []).map { GroupMember(userID: $0) },
            owner: callback.ownerAccount.map { GroupMember(userID: $0) }, time: callback.timeMilliseconds,
            source: EventSource(flavour: ZIMCallbackMapping.id, codes: self.codes(of: callback)))
        guard let rule = flavour.rule(matching: codes) else {
            let diagnostic = Diagnostic(
                code: .unknownCode, severity: .warning, path: JSONPath.root.appending(key: "event"),
                message: "ZIM callback \(JSONWriter.compactString(.object(codes))) is not in the zim:callback table; kept as unrecognized")
            return (event, [diagnostic])
        }
        event.kind = rule.kind
        if let method = rule[attribute: "joinMethod"].flatMap(JoinMethod.init(rawValue:)) {
            event.joinMethod = method
            if method != .invited { event.actor = nil }
        }
        if let name = callback.groupName { event.profile = GroupProfileChange(name: name) }
        if let attributes = callback.attributes {
            event.profile = event.profile ?? GroupProfileChange()
            event.profile?.other.append(GroupProfileChange.Field(name: Self.attributesField, value: attributes))
        }
        return (event, [])
    }

    /// The callback body for an event; the template (the source record's callback, if it was one)
    /// keeps `appid`, `nonce`, `signature` and the unit of its timestamp.
    package func encodeEvent(_ event: GroupEvent, template: ZIMGroupCallback?) -> (ZIMGroupCallback?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var method = event.joinMethod
        if event.kind == .memberJoined, method != .invited, method != .selfJoined {
            if let method, method != .free {
                diagnostics.append(
                    .loss(.approximated, "ZIM callbacks cannot say the join was \(method.rawValue); written as Apply", fields: [JSONPath(keys: "joinMethod")]))
            } else if method == nil {
                // The source did not say how (a TIM wire or C SDK join); a callback must say Apply or Invite.
                diagnostics.append(
                    .loss(.approximated, "the event does not say how the members joined; written as Apply", fields: [JSONPath(keys: "joinMethod")]))
            }
            method = .selfJoined
        }
        let wanted = method.map { ["joinMethod": $0.rawValue] } ?? [:]
        guard let groupID = event.groupID, let rule = flavour.rule(for: event.kind, where: wanted) else {
            let why = event.groupID == nil ? "a ZIM callback needs a group ID" : "the zim:callback table has no code for \(event.kind)"
            return (nil, [Diagnostic(code: .unsupportedEvent, severity: .error, path: .root, message: why)])
        }
        let eventName = rule.code("event")?.stringValue
        // A record's own spelling of the event (an alias, or no `event` beside `join_type`) stays while it means the same.
        let spelledName = template.map { lookupCodes(of: $0)["event"]?.stringValue == eventName ? $0.event : eventName } ?? eventName
        var callback = ZIMGroupCallback(event: spelledName, groupID: groupID, original: template?.original)
        let ids = event.members.map(\.userID)
        /// The IDs, or a record's own list while it was absent and the event still lists no one.
        func list(_ original: [String]?) -> [String]? {
            ids.isEmpty && template != nil && original == nil ? nil : ids
        }
        let type = rule.code("type")?.stringValue
        switch rule.code("event")?.stringValue {
        case "group_join":
            callback.joinType = type
            callback.newUserIDs = list(template?.newUserIDs)
            // Decoding names no actor for an applicant (nor without `operator_account`): a record's own value stays.
            callback.operatorAccount = event.actor?.userID ?? (template == nil ? ids.first : template?.operatorAccount)
        case "group_exit":
            callback.exitType = type
            callback.exitUserIDs = list(template?.exitUserIDs)
            callback.operatorAccount = event.actor?.userID
        default:
            callback.userIDs = list(template?.userIDs)
            callback.operatorAccount = event.actor?.userID
            // Without an owner in the event, a record's own `owner_account` (present or not) stays; a
            // group created or dismissed afresh is taken as its actor's.
            callback.ownerAccount = event.owner?.userID ?? (template == nil ? event.actor?.userID : template?.ownerAccount)
        }
        if event.kind == .groupCreated {
            callback.groupName = event.profile?.name
            callback.attributes = event.profile?.other.first { $0.name == Self.attributesField }?.value
        }
        if let time = event.time {
            callback.timeUnit = template?.timeUnit ?? .seconds
            callback.timestamp = callback.timeUnit == .seconds ? time / 1000 : time
            if callback.timeUnit == .seconds, time % 1000 != 0 {
                diagnostics.append(.loss(.approximated, "the time \(time) ms was written in whole seconds", fields: [JSONPath(keys: "time")]))
            }
        }
        if let loss = IDsOnlyLoss.diagnostic(for: event, writer: "ZIM callbacks") { diagnostics.append(loss) }
        return (callback, diagnostics)
    }

    /// A callback has no message ID; a join names its operator only for an invitation, and says a
    /// free join as Apply, like a join of one's own; a creation holds the group's name and its first
    /// `zim.attributes`, no other profile field (another vendor's custom fields among them).
    package func places(for event: GroupEvent) -> FieldPlaces {
        var missing = messageIDGap
        if event.kind == .memberJoined, event.joinMethod != .invited { missing = missing + actorGap }
        if event.kind == .memberJoined, event.joinMethod == .free { missing = missing + joinMethodGap }
        if event.kind == .groupCreated, let profile = event.profile {
            let attributes = profile.other.firstIndex { $0.name == Self.attributesField }
            // With no attributes, no field of the list has a place, and the list is reported whole.
            let unkept = attributes == nil ? ["profile.other"] : profile.other.indices.filter { $0 != attributes }.map { "profile.other[\($0)]" }
            missing = missing + createdProfileGaps + FieldPlaces.Patterns(unkept)
        }
        return FieldPlaces.of(event.kind).without(missing)
    }
}

private let messageIDGap = FieldPlaces.Patterns(["messageID"])
private let actorGap = FieldPlaces.Patterns(["actor"])
private let joinMethodGap = FieldPlaces.Patterns(["joinMethod"])
private let createdProfileGaps = FieldPlaces.Patterns(["profile.notice", "profile.introduction", "profile.avatarURL", "profile.mute"])
