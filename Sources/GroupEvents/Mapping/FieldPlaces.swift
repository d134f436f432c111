import GroupEventsJSON
import Synchronization

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
    fileprivate enum Step: Sendable, Hashable {
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
        self.carried = carried.map(PatternCache.steps)
        missing = []
    }

    /// Every unified field.
    public static let everything = FieldPlaces(carrying: [""])

    /// The patterns of a person's profile — name, nickname, avatar and role — at `person`
    /// (`actor`, `members[]`, `newOwner`), for a record that names them by user ID alone.
    public static func profile(of person: String) -> [String] {
        ["name", "nickname", "avatarURL", "role"].map { "\(person).\($0)" }
    }

    /// The fields an event of `kind` uses (see `GroupEvent`), where a vendor record of that kind has
    /// its places: who, where and when, a group's owner, and the kind's own details — how members
    /// joined, the new role, the mute, the profile, the new owner, the text. A flavour's places start
    /// here, so a field the kind does not use (a text on a departure) is reported as left out; every
    /// field, for a kind no predefined list knows.
    public static func of(_ kind: GroupEventKind) -> FieldPlaces {
        byKind[kind] ?? .everything
    }

    private static let byKind: [GroupEventKind: FieldPlaces] = {
        let people = ["userID", "name", "nickname", "avatarURL", "role"].map { "members[].\($0)" }
        let common = ["kind", "groupID", "actor", "owner", "time", "messageID"] + people
        let requests: [GroupEventKind] = [
            .requestJoin, .requestJoinAccepted, .requestJoinRejected, .requestInvite, .requestInviteAccepted, .requestInviteRejected,
        ]
        var details: [GroupEventKind: [String]] = [
            .memberJoined: ["joinMethod"], .memberRoleChanged: ["role"], .memberMuted: ["mute", "members[].mute"],
            .groupProfileChanged: ["profile"], .groupCreated: ["profile"], .groupOwnerTransferred: ["newOwner"], .noticeCustom: ["text"],
            .groupDismissed: [], .groupRecycled: [], .memberLeft: [], .memberKicked: [],
        ]
        for kind in requests { details[kind] = ["text", "joinMethod"] }
        return details.mapValues { FieldPlaces(carrying: common + $0) }
    }()

    /// These places without `fields` (patterns) and everything below them.
    public func without(_ fields: [String]) -> FieldPlaces {
        var places = self
        places.missing += fields.map(PatternCache.steps)
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
    /// `vendor` record does not keep: another vendor's raw value goes (`GroupEvent.rolesSpelled(for:)`),
    /// and `written` gives the role the flavour reads back from what it writes for the rest, nil when
    /// it writes none; a role it changes loses its level or its raw value.
    public func without(rolesIn event: GroupEvent, spelledFor vendor: String, as written: (GroupRole) -> GroupRole?) -> FieldPlaces {
        let spelled = event.rolesSpelled(for: vendor)
        var changed: [JSONPath] = []
        func check(_ role: GroupRole?, _ spelledRole: GroupRole?, at path: @autoclosure () -> JSONPath) {
            guard let role, let spelledRole else { return }
            guard let kept = written(spelledRole) else { return changed.append(path()) }
            if role.level != nil, kept.level != role.level { changed.append(path().appending(key: "level")) }
            if role.raw != nil, kept.raw != role.raw { changed.append(path().appending(key: "raw")) }
        }
        check(event.actor?.role, spelled.actor?.role, at: JSONPath(keys: "actor", "role"))
        for (index, member) in event.members.enumerated() {
            check(member.role, spelled.members[index].role, at: JSONPath(keys: "members").appending(index: index).appending(key: "role"))
        }
        check(event.role, spelled.role, at: JSONPath(keys: "role"))
        check(event.newOwner?.role, spelled.newOwner?.role, at: JSONPath(keys: "newOwner", "role"))
        check(event.owner?.role, spelled.owner?.role, at: JSONPath(keys: "owner", "role"))
        return changed.isEmpty ? self : without(paths: changed)
    }

    /// The fields `event` fills that these places leave out, in unified key order: a whole object
    /// (`$.actor`) when nothing of it has a place, else its fields; array elements one by one.
    public func unplaced(in event: GroupEvent) -> [JSONPath] {
        var written = event
        written.source = .composed
        var found: [JSONPath] = []
        var components: [JSONPath.Component] = []
        components.reserveCapacity(4)
        collect(.object(UnifiedEncoder.encode(written)), at: &components, into: &found)
        return found
    }

    private func collect(_ value: JSONValue, at components: inout [JSONPath.Component], into found: inout [JSONPath]) {
        switch value {
        case .object(let object):
            for member in object {
                components.append(.key(member.key))
                visit(member.value, at: &components, into: &found)
                components.removeLast()
            }
        case .array(let array):
            for (index, element) in array.enumerated() {
                components.append(.index(index))
                visit(element, at: &components, into: &found)
                components.removeLast()
            }
        default:
            break
        }
    }

    private func visit(_ value: JSONValue, at components: inout [JSONPath.Component], into found: inout [JSONPath]) {
        if missing.contains(where: { Self.covers($0, components) }) { return found.append(JSONPath(components)) }
        let depth = components.count
        func below(_ pattern: [Step]) -> Bool { pattern.count > depth && Self.covers(pattern[..<depth], components) }
        switch value {
        case .object where carried.contains(where: below) || missing.contains(where: below),
            .array where carried.contains(where: below) || missing.contains(where: below):
            collect(value, at: &components, into: &found)
        case .array(let array) where array.isEmpty:
            break
        default:
            if !carried.contains(where: { Self.covers($0, components) }) { found.append(JSONPath(components)) }
        }
    }

    /// Whether `pattern` names the path of `components` or one of its parents.
    private static func covers<Pattern: Collection<Step>>(_ pattern: Pattern, _ components: [JSONPath.Component]) -> Bool {
        guard pattern.count <= components.count else { return false }
        var index = 0
        for step in pattern {
            guard step.matches(components[index]) else { return false }
            index += 1
        }
        return true
    }
}

/// Patterns parsed once: flavours name the same few fields for every event they write.
private enum PatternCache {
    private static let parsed = Mutex<[String: [FieldPlaces.Step]]>([:])

    /// `members[].role` → key, any index, key; `members[2]` → key, index 2.
    static func steps(_ pattern: String) -> [FieldPlaces.Step] {
        if let steps = parsed.withLock({ $0[pattern] }) { return steps }
        let steps = pattern.split(separator: ".").flatMap { part -> [FieldPlaces.Step] in
            guard let open = part.firstIndex(of: "["), part.hasSuffix("]") else { return [.key(String(part))] }
            let index = part[part.index(after: open)..<part.index(before: part.endIndex)]
            return [.key(String(part[..<open])), index.isEmpty ? .anyIndex : .index(Int(index) ?? -1)]
        }
        // Patterns with an index name one event's members: only the others are kept.
        if !pattern.contains(where: \.isNumber) { parsed.withLock { $0[pattern] = steps } }
        return steps
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
