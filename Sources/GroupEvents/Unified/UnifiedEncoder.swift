import GroupEventsJSON

/// Writes a `GroupEvent` as unified JSON (the contract form documented by `Schema/group-event.schema.json`).
///
/// Keys come in a fixed order — kind, groupID, actor, members, the kind's details, time, messageID,
/// source (left out for an event composed by hand) — and only fields with a value are written, except
/// `members`, which is always an array.
public enum UnifiedEncoder {
    /// The event as a unified JSON object.
    public static func encode(_ event: GroupEvent) -> JSONObject {
        var object = JSONObject(capacity: 14)
        forEachField(of: event) { key, value in object.append(key, value()) }
        return object
    }

    /// Calls `body` with the key of each field the event writes, in order, and a way to encode its value:
    /// a reader that needs only some values (`FieldPlaces`) encodes no others.
    static func forEachField(of event: GroupEvent, _ body: (String, () -> JSONValue) -> Void) {
        forEachField(
            of: event, body, person: { key, person in body(key) { .object(encode(person)) } },
            people: { key, people in body(key) { .array(JSONArray(people.map { .object(encode($0)) })) } })
    }

    /// `forEachField(of:_:)` with the event's people as they are rather than a way to encode them:
    /// `person` gets the actor, the new owner and the owner, `people` the members, so that a reader
    /// can walk a person's fields (`forEachField(of:_:)` of a member) without encoding the person.
    static func forEachField(
        of event: GroupEvent, _ body: (String, () -> JSONValue) -> Void, person: (String, GroupMember) -> Void,
        people: (String, [GroupMember]) -> Void
    ) {
        body("kind") { .string(event.kind.rawValue) }
        if let groupID = event.groupID { body("groupID") { .string(groupID) } }
        if let actor = event.actor { person("actor", actor) }
        people("members", event.members)
        if let joinMethod = event.joinMethod { body("joinMethod") { .string(joinMethod.rawValue) } }
        if let role = event.role { body("role") { .object(encode(role)) } }
        if let mute = event.mute { body("mute") { .object(encode(mute)) } }
        if let profile = event.profile { body("profile") { .object(encode(profile)) } }
        if let newOwner = event.newOwner { person("newOwner", newOwner) }
        if let owner = event.owner { person("owner", owner) }
        if let text = event.text { body("text") { .string(text) } }
        if let time = event.time { body("time") { .integer(time) } }
        if let messageID = event.messageID { body("messageID") { .string(messageID) } }
        if event.source != .composed { body("source") { .object(encode(event.source)) } }
    }

    /// Calls `body` with the key of each field a person writes, in order, and a way to encode its value.
    static func forEachField(of member: GroupMember, _ body: (String, () -> JSONValue) -> Void) {
        body("userID") { .string(member.userID) }
        if let name = member.name { body("name") { .string(name) } }
        if let nickname = member.nickname { body("nickname") { .string(nickname) } }
        if let avatarURL = member.avatarURL { body("avatarURL") { .string(avatarURL) } }
        if let role = member.role { body("role") { .object(encode(role)) } }
        if let mute = member.mute { body("mute") { .object(encode(mute)) } }
    }

    /// The event as compact unified JSON text (for a flavour's extension field).
    public static func compactText(_ event: GroupEvent) -> String {
        JSONWriter.compactString(.object(encode(event)))
    }

    static func encode(_ member: GroupMember) -> JSONObject {
        var object = JSONObject(capacity: 6)
        forEachField(of: member) { key, value in object.append(key, value()) }
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
