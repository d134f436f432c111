import GroupEventsJSON

/// The unified fields a flavour's record has a place for, when it writes one event: the encoder's
/// own account of what it carries, from which one shared helper (`losses(of:writer:reported:places:)`)
/// reports every field an event fills and the record leaves out, without reading the record back.
///
/// Fields are named by patterns of unified keys, `[]` standing for any element of an array:
/// `messageID`, `actor.role`, `members[].nickname`, `members[2]`. A field is carried when a pattern of `carried`
/// names it or one of its parents, unless a pattern of `missing` names it or one of its parents;
/// a value the encoder has to change (a vendor's raw role that becomes the target's own) is missing
/// too, by its exact path (`members[1].role.raw`).
public struct FieldPlaces: Sendable {
    /// One step of a pattern.
    private enum Step: Sendable, Hashable {
        case key(String)
        case anyIndex
        case index(Int)

        func matches(_ component: JSONPath.Component) -> Bool {
            switch (self, component) {
            case (.key(let key), .key(let other)): key == other
            case (.anyIndex, .index): true
            case (.index(let index), .index(let other)): index == other
            default: false
            }
        }
    }

    private var carried: [[Step]]
    private var missing: [[Step]]

    /// The places of `carried` fields (and everything below them).
    public init(carrying carried: [String]) {
        self.carried = carried.map(Self.steps)
        missing = []
    }

    /// Every unified field.
    public static let everything = FieldPlaces(carrying: [""])

    /// The fields an event of `kind` uses (see `GroupEvent`), where a vendor record of that kind has
    /// its places: who, where and when, a group's owner, and the kind's own details — how members
    /// joined, the new role, the mute, the profile, the new owner, the text. A flavour's places start
    /// here, so a field the kind does not use (a text on a departure) is reported as left out; every
    /// field, for a kind no predefined list knows.
    public static func of(_ kind: GroupEventKind) -> FieldPlaces {
        let details: [String]
        switch kind {
        case .memberJoined: details = ["joinMethod"]
        case .memberRoleChanged: details = ["role"]
        case .memberMuted: details = ["mute", "members[].mute"]
        case .groupProfileChanged, .groupCreated: details = ["profile"]
        case .groupOwnerTransferred: details = ["newOwner"]
        case .requestJoin, .requestJoinAccepted, .requestJoinRejected, .requestInvite, .requestInviteAccepted, .requestInviteRejected:
            details = ["text", "joinMethod"]
        case .noticeCustom: details = ["text"]
        case .groupDismissed, .groupRecycled, .memberLeft, .memberKicked: details = []
        default: return .everything
        }
        let people = ["userID", "name", "nickname", "avatarURL", "role"].map { "members[].\($0)" }
        return FieldPlaces(carrying: ["kind", "groupID", "actor", "owner", "time", "messageID"] + people + details)
    }

    /// The patterns of a person's profile — name, nickname, avatar and role — at `person`
    /// (`actor`, `members[]`, `newOwner`), for a record that names them by user ID alone.
    public static func profile(of person: String) -> [String] {
        ["name", "nickname", "avatarURL", "role"].map { "\(person).\($0)" }
    }

    /// These places without `fields` (patterns) and everything below them.
    public func without(_ fields: [String]) -> FieldPlaces {
        var places = self
        places.missing += fields.map(Self.steps)
        return places
    }

    /// These places without `fields` (patterns) and everything below them.
    public func without(_ fields: String...) -> FieldPlaces {
        without(fields)
    }

    /// These places without the exact `paths` (unified paths of the event at hand).
    public func without(paths: [JSONPath]) -> FieldPlaces {
        var places = self
        places.missing += paths.map { path in
            path.components.map { component -> Step in
                switch component {
                case .key(let key): .key(key)
                case .index(let index): .index(index)
                case .embeddedDocument: .key("~")
                }
            }
        }
        return places
    }

    /// These places without the part of each role of `event` (its own, and its people's) that a
    /// record does not keep: `written` gives the role the flavour reads back from what it writes for
    /// a role, nil when it writes none; a role it changes loses its level or its raw value.
    public func without(rolesIn event: GroupEvent, as written: (GroupRole) -> GroupRole?) -> FieldPlaces {
        var changed: [JSONPath] = []
        func check(_ role: GroupRole?, at path: JSONPath) {
            guard let role else { return }
            guard let kept = written(role) else { return changed.append(path) }
            if role.level != nil, kept.level != role.level { changed.append(path.appending(key: "level")) }
            if role.raw != nil, kept.raw != role.raw { changed.append(path.appending(key: "raw")) }
        }
        check(event.actor?.role, at: JSONPath(keys: "actor", "role"))
        for (index, member) in event.members.enumerated() {
            check(member.role, at: JSONPath(keys: "members").appending(index: index).appending(key: "role"))
        }
        check(event.role, at: JSONPath(keys: "role"))
        check(event.newOwner?.role, at: JSONPath(keys: "newOwner", "role"))
        check(event.owner?.role, at: JSONPath(keys: "owner", "role"))
        return changed.isEmpty ? self : without(paths: changed)
    }

    /// The fields `event` fills that these places leave out, in unified key order: a whole object
    /// (`$.actor`) when nothing of it has a place, else its fields; array elements one by one.
    public func unplaced(in event: GroupEvent) -> [JSONPath] {
        var written = event
        written.source = .composed
        var found: [JSONPath] = []
        collect(.object(UnifiedEncoder.encode(written)), at: .root, into: &found)
        return found
    }

    private func collect(_ value: JSONValue, at path: JSONPath, into found: inout [JSONPath]) {
        switch value {
        case .object(let object):
            for member in object { visit(member.value, at: path.appending(key: member.key), into: &found) }
        case .array(let array):
            for (index, child) in array.enumerated() { visit(child, at: path.appending(index: index), into: &found) }
        default:
            break
        }
    }

    private func visit(_ value: JSONValue, at path: JSONPath, into found: inout [JSONPath]) {
        if missing.contains(where: { Self.covers($0, path) }) { return found.append(path) }
        let deeper = (carried + missing).contains { $0.count > path.components.count && Self.covers($0, prefixOf: path) }
        switch value {
        case .object where deeper, .array where deeper:
            collect(value, at: path, into: &found)
        case .array(let array) where array.isEmpty:
            break
        default:
            if !carried.contains(where: { Self.covers($0, path) }) { found.append(path) }
        }
    }

    /// Whether `pattern`'s first steps name `path` (a field below it has a pattern of its own).
    private static func covers(_ pattern: [Step], prefixOf path: JSONPath) -> Bool {
        zip(pattern, path.components).allSatisfy { $0.matches($1) }
    }

    /// Whether `pattern` names `path` or one of its parents.
    private static func covers(_ pattern: [Step], _ path: JSONPath) -> Bool {
        pattern.count <= path.components.count && zip(pattern, path.components).allSatisfy { $0.matches($1) }
    }

    /// `members[].role` → key, any index, key; `members[2]` → key, index 2.
    private static func steps(_ pattern: String) -> [Step] {
        pattern.split(separator: ".").flatMap { part -> [Step] in
            guard let open = part.firstIndex(of: "["), part.hasSuffix("]") else { return [.key(String(part))] }
            let index = part[part.index(after: open)..<part.index(before: part.endIndex)]
            return [.key(String(part[..<open])), index.isEmpty ? .anyIndex : .index(Int(index) ?? -1)]
        }
    }
}

extension FieldPlaces {
    /// One `field-dropped` diagnostic per written event that fills fields `places` gives no place
    /// in `writer`'s record and no diagnostic of `reported` names: "tim:server has no place for
    /// $.messageID; left out" (with "event 2 of 3: " before it when there are several).
    public static func losses(
        of events: [GroupEvent], writer: FlavourID, reported: [Diagnostic], places: (GroupEvent) -> FieldPlaces
    ) -> [Diagnostic] {
        let covered = reported.flatMap(\.fields)
        return events.enumerated().compactMap { index, event in
            let fields = places(event).unplaced(in: event).filter { field in !covered.contains { $0.isPrefix(of: field) } }
            guard !fields.isEmpty else { return nil }
            let which = events.count > 1 ? "event \(index + 1) of \(events.count): " : ""
            return Diagnostic.loss(
                .fieldDropped, "\(which)\(writer) has no place for \(fields.map(\.description).joined(separator: ", ")); left out", fields: fields)
        }
    }
}
