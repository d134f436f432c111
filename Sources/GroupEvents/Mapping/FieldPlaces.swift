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
            // Keys of different lengths differ: most keys a walk meets are not the pattern's, and this
            // spares the general comparison of strings.
            case (.key(let key), .key(let other)): key.utf8.count == other.utf8.count && key == other
            case (.anyIndex, .index): true
            case (.index(let index), .index(let other)): index == other
            default: false
            }
        }
    }

    /// A pattern of `carried` or, `isMissing`, of `missing`.
    fileprivate struct Pattern: Sendable {
        var steps: [Step]
        var isMissing: Bool
    }

    private var patterns: [Pattern]

    /// The places of `carried` fields (and everything below them).
    public init(carrying carried: [String]) {
        patterns = carried.map { Pattern(steps: PatternCache.steps($0), isMissing: false) }
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
        // Every field of a person (`members[]`: user ID, name, nickname, avatar, role) but a mute of
        // their own, which only a mute event uses: one pattern for what were five, for every field walked.
        let common = ["kind", "groupID", "actor", "owner", "time", "messageID", "members[]"]
        let requests: [GroupEventKind] = [
            .requestJoin, .requestJoinAccepted, .requestJoinRejected, .requestInvite, .requestInviteAccepted, .requestInviteRejected,
        ]
        var details: [GroupEventKind: [String]] = [
            .memberJoined: ["joinMethod"], .memberRoleChanged: ["role"], .memberMuted: ["mute"],
            .groupProfileChanged: ["profile"], .groupCreated: ["profile"], .groupOwnerTransferred: ["newOwner"], .noticeCustom: ["text"],
            .groupDismissed: [], .groupRecycled: [], .memberLeft: [], .memberKicked: [],
        ]
        for kind in requests { details[kind] = ["text", "joinMethod"] }
        return Dictionary(
            uniqueKeysWithValues: details.map { kind, fields in
                let places = FieldPlaces(carrying: common + fields)
                return (kind, kind == .memberMuted ? places : places.without("members[].mute"))
            })
    }()

    /// These places without `fields` (patterns) and everything below them.
    public func without(_ fields: [String]) -> FieldPlaces {
        var places = self
        places.patterns += fields.map { Pattern(steps: PatternCache.steps($0), isMissing: true) }
        return places
    }

    /// These places without `fields` (patterns) and everything below them.
    public func without(_ fields: String...) -> FieldPlaces {
        without(fields)
    }

    /// Patterns parsed once: the fields a flavour's records leave out whatever the event, for
    /// `without(_:)` on every event it writes.
    public struct Patterns: Sendable {
        fileprivate let steps: [[Step]]

        /// `patterns` (`members[].role`), parsed.
        public init(_ patterns: [String]) {
            steps = patterns.map(PatternCache.steps)
        }
    }

    /// These places without `fields` and everything below them.
    public func without(_ fields: Patterns) -> FieldPlaces {
        var places = self
        places.patterns += fields.steps.map { Pattern(steps: $0, isMissing: true) }
        return places
    }

    /// These places without the part of each role of `event` (its own, and its people's) that a
    /// `vendor` record does not keep: another vendor's raw value goes (`GroupEvent.rolesSpelled(for:)`),
    /// and `written` gives the role the flavour reads back from what it writes for the rest, nil when
    /// it writes none; a role it changes loses its level or its raw value. Where raw values go, a role
    /// is its level alone, and `written` is asked once per level.
    public func without(rolesIn event: GroupEvent, spelledFor vendor: String, as written: (GroupRole) -> GroupRole?) -> FieldPlaces {
        // Each role as `rolesSpelled(for:)` spells it, without copying the event.
        let keepsRaw = event.keepsRawRoles(for: vendor)
        var answers: [(level: GroupRole.Level?, kept: GroupRole?)] = []
        func answer(_ role: GroupRole) -> GroupRole? {
            guard !keepsRaw else { return written(role) }
            if let known = answers.first(where: { $0.level == role.level }) { return known.kept }
            let kept = written(GroupRole(level: role.level))
            answers.append((role.level, kept))
            return kept
        }
        var places = self
        // The steps of the role's path are built only for a role the flavour changes.
        func check(_ role: GroupRole?, at path: @autoclosure () -> [Step]) {
            guard let role else { return }
            guard let kept = answer(role) else { return places.leaveOut(path()) }
            if role.level != nil, kept.level != role.level { places.leaveOut(path() + [.key("level")]) }
            if role.raw != nil, kept.raw != role.raw { places.leaveOut(path() + [.key("raw")]) }
        }
        check(event.actor?.role, at: [.key("actor"), .key("role")])
        for (index, member) in event.members.enumerated() {
            check(member.role, at: [.key("members"), .index(index), .key("role")])
        }
        check(event.role, at: [.key("role")])
        check(event.newOwner?.role, at: [.key("newOwner"), .key("role")])
        check(event.owner?.role, at: [.key("owner"), .key("role")])
        return places
    }

    /// Leaves out the field at `steps` (one path of the event at hand) and everything below it.
    private mutating func leaveOut(_ steps: [Step]) {
        patterns.append(Pattern(steps: steps, isMissing: true))
    }

    /// The fields `event` fills that these places leave out, in unified key order: a whole object
    /// (`$.actor`) when nothing of it has a place, else its fields; array elements one by one.
    ///
    /// The walk follows the event's fields as `UnifiedEncoder` writes them, encoding a value only where
    /// no pattern places it or one goes below it (and never a person, whose fields it walks as they
    /// are), and keeps at each depth the patterns that still match the path, so a field is compared
    /// only with patterns that can name it.
    public func unplaced(in event: GroupEvent) -> [JSONPath] {
        var walk = Walk(patterns: patterns)
        let root = walk.root()
        var written = event
        written.source = .composed
        UnifiedEncoder.forEachField(
            of: written, { key, value in walk.visit(.key(key), in: root, value) },
            person: { key, person in walk.visit(person, at: .key(key), in: root) },
            people: { key, people in walk.visit(people, at: .key(key), in: root) })
        return walk.found
    }
}

/// One walk of `FieldPlaces.unplaced(in:)` over an event's fields.
private struct Walk {
    /// What the patterns say of one field: whether one names it or a parent (`missing` winning over
    /// `carried`), whether one goes below it, and where its live patterns start in `live`.
    struct Node {
        var start: Int
        var missing = false
        var carried = false
        var below = false
    }

    let patterns: [FieldPlaces.Pattern]
    /// The indices of the patterns that match each field of the path so far and go below it, field after field.
    var live: [Int] = []
    var components: [JSONPath.Component] = []
    var found: [JSONPath] = []

    init(patterns: [FieldPlaces.Pattern]) {
        self.patterns = patterns
        live.reserveCapacity(patterns.count * 4)
        components.reserveCapacity(4)
    }

    /// The event itself: every pattern matches it.
    mutating func root() -> Node {
        var node = Node(start: 0)
        for (index, pattern) in patterns.enumerated() {
            if !pattern.steps.isEmpty {
                live.append(index)
                node.below = true
            } else if pattern.isMissing {
                node.missing = true
            } else {
                node.carried = true
            }
        }
        return node
    }

    /// Reports the field `component` of `parent` (its value given by `value`, encoded only if
    /// needed) when no pattern places it, else walks its fields where a pattern goes below it.
    mutating func visit(_ component: JSONPath.Component, in parent: Node, _ value: () -> JSONValue) {
        let node = enter(component, in: parent)
        if !node.missing, node.below || !node.carried {
            walk(value(), at: node)
        } else {
            leave(node)
        }
    }

    /// `visit` for a value at hand.
    private mutating func visit(_ component: JSONPath.Component, in parent: Node, value: borrowing JSONValue) {
        let node = enter(component, in: parent)
        if !node.missing, node.below || !node.carried {
            walk(value, at: node)
        } else {
            leave(node)
        }
    }

    /// `visit` for a person (`actor`, `members[2]`): its fields are walked as they are, and encoded
    /// only where needed. A person is an object, and never empty (it has a user ID).
    mutating func visit(_ person: GroupMember, at component: JSONPath.Component, in parent: Node) {
        let node = enter(component, in: parent)
        if !node.missing, node.below {
            UnifiedEncoder.forEachField(of: person) { key, value in visit(.key(key), in: node, value) }
        } else if !node.missing, !node.carried {
            found.append(JSONPath(components))
        }
        leave(node)
    }

    /// `visit` for people (`members`): an array, walked person by person where a pattern goes below it.
    mutating func visit(_ people: [GroupMember], at component: JSONPath.Component, in parent: Node) {
        let node = enter(component, in: parent)
        if !node.missing, node.below {
            for (index, person) in people.enumerated() { visit(person, at: .index(index), in: node) }
        } else if !node.missing, !node.carried, !people.isEmpty {
            found.append(JSONPath(components))
        }
        leave(node)
    }

    /// Reports the field at `node` or walks its fields, then steps back to its parent.
    private mutating func walk(_ value: borrowing JSONValue, at node: Node) {
        switch value {
        case .object(let object) where node.below:
            for member in object { visit(.key(member.key), in: node, value: member.value) }
        case .array(let array) where node.below:
            for (index, element) in array.enumerated() { visit(.index(index), in: node, value: element) }
        case .array(let array) where array.isEmpty:
            break
        default:
            if !node.carried { found.append(JSONPath(components)) }
        }
        leave(node)
    }

    /// Steps back from `node` to its parent, reporting it first if a pattern leaves it out.
    private mutating func leave(_ node: Node) {
        if node.missing { found.append(JSONPath(components)) }
        live.removeLast(live.count - node.start)
        components.removeLast()
    }

    /// Steps from `parent` to its field `component`: the parent's live patterns that match it either
    /// name it (ending here) or stay live below it.
    private mutating func enter(_ component: JSONPath.Component, in parent: Node) -> Node {
        let depth = components.count
        components.append(component)
        var node = Node(start: live.count, missing: parent.missing, carried: parent.carried)
        for position in parent.start..<node.start {
            let index = live[position]
            guard patterns[index].steps[depth].matches(component) else { continue }
            if patterns[index].steps.count > depth + 1 {
                live.append(index)
                node.below = true
            } else if patterns[index].isMissing {
                node.missing = true
            } else {
                node.carried = true
            }
        }
        return node
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
