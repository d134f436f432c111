import GroupEventsJSON

/// The unified fields a flavour's record has a place for, when it writes one event: the encoder's
/// own account of what it carries, from which one shared helper (`losses(of:writer:reported:places:)`)
/// reports every field an event fills and the record leaves out, without reading the record back.
///
/// Fields are named by patterns of unified keys, `[]` standing for any element of an array:
/// `messageID`, `actor.role`, `members[].nickname`, `members[2]`. A field is carried when a pattern of `carried`
/// names it or one of its parents, unless a pattern of `missing` names it or one of its parents;
/// a value the encoder has to change (a vendor's raw role that becomes the target's own) is missing
/// too, by its exact path (`members[1].role.raw`). A pattern names no field inside a raw value (it
/// stops at `role.raw`).
@usableFromInline package struct FieldPlaces: Sendable {
    /// The patterns as sets of the unified event's fields (`UnifiedFieldTree`).
    private var marks = FieldMarks()

    /// The places of `carried` fields (and everything below them).
    @usableFromInline package init(carrying carried: [String]) {
        for pattern in carried { marks.mark(pattern, missing: false) }
    }

    /// Every unified field.
    @usableFromInline package static let everything = FieldPlaces(carrying: [""])

    /// The patterns of a person's profile — name, nickname, avatar and role — at `person`
    /// (`actor`, `members[]`, `newOwner`), for a record that names them by user ID alone.
    @usableFromInline package static func profile(of person: String) -> [String] {
        ["name", "nickname", "avatarURL", "role"].map { "\(person).\($0)" }
    }

    /// The fields an event of `kind` uses (see `GroupEvent`), where a vendor record of that kind has
    /// its places: who, where and when, a group's owner, and the kind's own details — how members
    /// joined, the new role, the mute, the profile, the new owner, the text. A flavour's places start
    /// here, so a field the kind does not use (a text on a departure) is reported as left out; every
    /// field, for a kind no predefined list knows.
    @usableFromInline package static func of(_ kind: GroupEventKind) -> FieldPlaces {
        // Kinds filed by the length of their names: a lookup compares the few names of one length
        // (four at most), and no name is hashed.
        let length = kind.rawValue.utf8.count
        guard length < byLength.count else { return .everything }
        return byLength[length].first { $0.kind == kind }?.places ?? .everything
    }

    /// `byKind` filed by the length of each kind's name (`byLength[13]`: `group.created`, `member.joined`…).
    private static let byLength: [[(kind: GroupEventKind, places: FieldPlaces)]] = {
        let length = { (kind: GroupEventKind) in kind.rawValue.utf8.count }
        var table: [[(kind: GroupEventKind, places: FieldPlaces)]] = Array(repeating: [], count: (byKind.map { length($0.kind) }.max() ?? 0) + 1)
        for entry in byKind { table[length(entry.kind)].append(entry) }
        return table
    }()

    /// The places of every kind with a predefined list.
    static let byKind: [(kind: GroupEventKind, places: FieldPlaces)] = {
        // Every field of a person (`members[]`: user ID, name, nickname, avatar, role) but a mute of
        // their own, which only a mute event uses.
        let common = ["kind", "groupID", "actor", "owner", "time", "messageID", "members[]"]
        let requests: [GroupEventKind] = [
            .requestJoin, .requestJoinAccepted, .requestJoinRejected, .requestInvite, .requestInviteAccepted, .requestInviteRejected,
        ]
        let details: [(GroupEventKind, [String])] =
            [
                (.memberJoined, ["joinMethod"]), (.memberRoleChanged, ["role"]), (.memberMuted, ["mute"]),
                (.groupProfileChanged, ["profile"]), (.groupCreated, ["profile"]), (.groupOwnerTransferred, ["newOwner"]),
                (.noticeCustom, ["text"]), (.groupDismissed, []), (.groupRecycled, []), (.memberLeft, []), (.memberKicked, []),
            ] + requests.map { ($0, ["text", "joinMethod"]) }
        return details.map { kind, fields in
            let places = FieldPlaces(carrying: common + fields)
            return (kind, kind == .memberMuted ? places : places.without("members[].mute"))
        }
    }()

    /// These places with `fields` (patterns) and everything below them carried too, unless a pattern
    /// leaves them out.
    @usableFromInline package func carrying(_ fields: String...) -> FieldPlaces {
        var places = self
        for pattern in fields { places.marks.mark(pattern, missing: false) }
        return places
    }

    /// These places without `fields` (patterns) and everything below them.
    @usableFromInline package func without(_ fields: [String]) -> FieldPlaces {
        var places = self
        for pattern in fields { places.marks.mark(pattern, missing: true) }
        return places
    }

    /// These places without `fields` (patterns) and everything below them.
    @usableFromInline package func without(_ fields: String...) -> FieldPlaces {
        without(fields)
    }

    /// Patterns parsed once: the fields a flavour's records leave out whatever the event, for
    /// `without(_:)` on every event it writes at the cost of a few word operations.
    @usableFromInline package struct Patterns: Sendable {
        fileprivate var marks = FieldMarks()

        /// `patterns` (`members[].role`), parsed.
        @usableFromInline package init(_ patterns: [String]) {
            for pattern in patterns { marks.mark(pattern, missing: true) }
        }

        /// The patterns of both.
        @usableFromInline package static func + (lhs: Patterns, rhs: Patterns) -> Patterns {
            var patterns = lhs
            patterns.marks.formUnion(rhs.marks)
            return patterns
        }
    }

    /// These places without `fields` and everything below them.
    @usableFromInline package func without(_ fields: Patterns) -> FieldPlaces {
        var places = self
        places.marks.formUnion(fields.marks)
        return places
    }

    /// These places without the part of each role of `event` (its own, and its people's) that a
    /// `vendor` record does not keep: another vendor's raw value goes (`GroupEvent.rolesSpelled(for:)`),
    /// and `written` gives the role the flavour reads back from what it writes for the rest, nil when
    /// it writes none; a role it changes loses its level or its raw value. Where raw values go, a role
    /// is its level alone, and `written` is asked once per level.
    @usableFromInline package func without(rolesIn event: GroupEvent, spelledFor vendor: String, as written: (GroupRole) -> GroupRole?) -> FieldPlaces {
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
        func check(_ role: GroupRole?, at fields: UnifiedFieldTree.Role, in element: (array: Int, index: Int)? = nil) {
            guard let role else { return }
            guard let kept = answer(role) else { return places.marks.mark(fields.node, missing: true, in: element) }
            if role.level != nil, kept.level != role.level { places.marks.mark(fields.level, missing: true, in: element) }
            // A raw value is the source's spelling of the level: it goes with a level the record keeps.
            let keepsLevel = role.level != nil && kept.level == role.level
            if role.raw != nil, kept.raw != role.raw, !keepsLevel { places.marks.mark(fields.raw, missing: true, in: element) }
        }
        let tree = UnifiedFieldTree.shared
        check(event.actor?.role, at: tree.actor.role)
        for (index, member) in event.members.enumerated() {
            check(member.role, at: tree.member.role, in: (tree.members, index))
        }
        check(event.role, at: tree.role)
        check(event.newOwner?.role, at: tree.newOwner.role)
        check(event.owner?.role, at: tree.owner.role)
        check(event.addressee?.role, at: tree.addressee.role)
        return places
    }

    /// The fields `event` fills that these places leave out, in unified key order: a whole object
    /// (`$.actor`) when nothing of it has a place, else its fields; array elements one by one.
    ///
    /// Fields are read from the event as they are, never encoded: each one's fate is a bit of the
    /// places' sets (`UnifiedFieldTree`), and a path is built only for a field reported.
    @usableFromInline package func unplaced(in event: GroupEvent) -> [JSONPath] {
        let tree = UnifiedFieldTree.shared
        return unplacedFields(in: event).map { tree.path(of: $0.field, index: $0.index) }
    }

    /// The fields of `unplaced(in:)` by number, with the index of the element each is in.
    private func unplacedFields(in event: GroupEvent) -> [(field: Int, index: Int)] {
        var walk = UnplacedFieldWalk(marks: marks)
        walk.walk(event)
        return walk.found
    }
}

extension FieldPlaces {
    /// One `field-dropped` diagnostic per written event that fills fields `places` gives no place
    /// in `writer`'s record and no diagnostic of `reported` names: "tim:server has no place for
    /// $.messageID; left out" (with "event 2 of 3: " before it when there are several).
    @usableFromInline package static func losses(
        of events: [GroupEvent], writer: FlavourID, reported: [Diagnostic], places: (GroupEvent) -> FieldPlaces
    ) -> [Diagnostic] {
        let covered = reported.flatMap(\.fields)
        let tree = UnifiedFieldTree.shared
        return events.enumerated().compactMap { index, event in
            // Paths and their texts from the tree, which has them written (a path's `description` builds
            // its text), the message written as it goes.
            var paths: [JSONPath] = []
            var message = ""
            for field in places(event).unplacedFields(in: event) {
                let path = tree.path(of: field.field, index: field.index)
                guard !covered.contains(where: { $0.isPrefix(of: path) }) else { continue }
                if paths.isEmpty {
                    message.reserveCapacity(96)
                    if events.count > 1 { message.append(partWords(index, of: events.count)) }
                    message.append(writer.description)
                    message.append(noPlaceWords)
                } else {
                    message.append(", ")
                }
                tree.appendText(of: field.field, index: field.index, to: &message)
                paths.append(path)
            }
            guard !paths.isEmpty else { return nil }
            message.append(leftOutWords)
            return Diagnostic.loss(.fieldDropped, message, fields: paths)
        }
    }

    /// The loss `losses(of:writer:reported:places:)` reports for the fields `paths` of a record's only
    /// event, or of its event `part.index` of `part.count`, which `writer`'s record has no place for:
    /// "tim:web has no place for $.profile.other; left out". For a writer that knows which fields those
    /// are without walking an event.
    @usableFromInline package static func loss(of paths: [JSONPath], writer: FlavourID, part: (index: Int, count: Int)? = nil) -> Diagnostic {
        loss(of: paths, texts: paths.map(\.description), writer: writer, part: part)
    }

    /// `loss(of:writer:part:)` for paths whose texts (`JSONPath.description`) are `texts`, for a writer
    /// that makes many losses of the same few paths.
    @usableFromInline package static func loss(
        of paths: [JSONPath], texts: [String], writer: FlavourID, part: (index: Int, count: Int)? = nil
    ) -> Diagnostic {
        let words = part.map { partWords($0.index, of: $0.count) } ?? ""
        return Diagnostic.loss(.fieldDropped, words + writer.description + noPlaceWords + texts.joined(separator: ", ") + leftOutWords, fields: paths)
    }

    /// The words before a loss of one event of several: "event 2 of 3: " (`index` counts from 0).
    private static func partWords(_ index: Int, of count: Int) -> String {
        "event \(index + 1) of \(count): "
    }

    /// The words of a loss between the writer and the fields.
    private static let noPlaceWords = " has no place for "
    /// The words of a loss after the fields.
    private static let leftOutWords = "; left out"
}
