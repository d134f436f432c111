import GroupEventsJSON

/// Writes a `GroupEvent` as unified JSON (the contract form documented by `Schema/group-event.schema.json`).
///
/// Keys come in a fixed order — kind, groupID, actor, members, the kind's details, time, messageID,
/// source (left out for an event composed by hand) — and only fields with a value are written, except
/// `members`, which is always an array. The loss report (`FieldPlaces`) numbers these fields in this
/// order (`UnifiedFieldTree`): a field added here goes there too.
public enum UnifiedEncoder {
    /// The event as a unified JSON object.
    public static func encode(_ event: GroupEvent) -> JSONObject {
        var object = JSONObject(capacity: 14)
        object.append("kind", .string(event.kind.rawValue))
        if let groupID = event.groupID { object.append("groupID", .string(groupID)) }
        if let actor = event.actor { object.append("actor", .object(encode(actor))) }
        object.append("members", .array(JSONArray(event.members.map { .object(encode($0)) })))
        if let joinMethod = event.joinMethod { object.append("joinMethod", .string(joinMethod.rawValue)) }
        if let role = event.role { object.append("role", .object(encode(role))) }
        if let mute = event.mute { object.append("mute", .object(encode(mute))) }
        if let profile = event.profile { object.append("profile", .object(encode(profile))) }
        if let newOwner = event.newOwner { object.append("newOwner", .object(encode(newOwner))) }
        if let owner = event.owner { object.append("owner", .object(encode(owner))) }
        if let text = event.text { object.append("text", .string(text)) }
        if let time = event.time { object.append("time", .integer(time)) }
        if let messageID = event.messageID { object.append("messageID", .string(messageID)) }
        if event.source != .composed { object.append("source", .object(encode(event.source))) }
        return object
    }

    /// The event as compact unified JSON text (for a flavour's extension field).
    public static func compactText(_ event: GroupEvent) -> String {
        JSONWriter.compactString(.object(encode(event)))
    }

    static func encode(_ member: GroupMember) -> JSONObject {
        var object = JSONObject(capacity: 6)
        object.append("userID", .string(member.userID))
        if let name = member.name { object.append("name", .string(name)) }
        if let nickname = member.nickname { object.append("nickname", .string(nickname)) }
        if let avatarURL = member.avatarURL { object.append("avatarURL", .string(avatarURL)) }
        if let role = member.role { object.append("role", .object(encode(role))) }
        if let mute = member.mute { object.append("mute", .object(encode(mute))) }
        return object
    }

    static func encode(_ role: GroupRole) -> JSONObject {
        var object = JSONObject(capacity: 2)
        if let level = role.level { object.append("level", .string(level.rawValue)) }
        if let raw = role.raw { object.append("raw", raw) }
        return object
    }

    static func encode(_ mute: MuteState) -> JSONObject {
        switch mute {
        case .lifted: ["state": "lifted"]
        case .forever: ["state": "forever"]
        case .muted: ["state": "muted"]
        case .until(let milliseconds): ["state": "until", "until": .integer(milliseconds)]
        case .duration(let seconds): ["state": "duration", "seconds": .integer(seconds)]
        }
    }

    static func encode(_ setting: GroupMuteSetting) -> JSONObject {
        var object = JSONObject(capacity: 4)
        switch setting.scope {
        case .none: object.append("scope", "none")
        case .members: object.append("scope", "members")
        case .all: object.append("scope", "all")
        case .roles(let roles):
            object.append("scope", "roles")
            object.append("roles", .array(JSONArray(roles.map { .object(encode($0)) })))
        case .unknown: object.append("scope", "unknown")
        }
        if let term = setting.term { object.append("term", .object(encode(term))) }
        if let rawMode = setting.rawMode { object.append("rawMode", .integer(rawMode)) }
        return object
    }

    static func encode(_ profile: GroupProfileChange) -> JSONObject {
        var object = JSONObject(capacity: 6)
        if let name = profile.name { object.append("name", .string(name)) }
        if let notice = profile.notice { object.append("notice", .string(notice)) }
        if let introduction = profile.introduction { object.append("introduction", .string(introduction)) }
        if let avatarURL = profile.avatarURL { object.append("avatarURL", .string(avatarURL)) }
        if let mute = profile.mute { object.append("mute", .object(encode(mute))) }
        if !profile.other.isEmpty {
            object.append("other", .array(JSONArray(profile.other.map { .object(["name": .string($0.name), "value": $0.value]) })))
        }
        return object
    }

    static func encode(_ source: EventSource) -> JSONObject {
        var object = JSONObject(capacity: 5)
        object.append("vendor", .string(source.flavour.vendor))
        object.append("flavour", .string(source.flavour.flavour))
        object.append("codes", .object(source.codes))
        if let part = source.part { object.append("part", .object(["index": .integer(part.index), "count": .integer(part.count)])) }
        if let record = source.record { object.append("record", record) }
        return object
    }
}
