import GroupEventsJSON

/// One walk of `FieldPlaces.unplaced(in:)` over the fields an event fills, in `UnifiedEncoder`'s
/// order, each field's fate read from the places' marks by its number: a field a pattern leaves out
/// is reported whole; one a pattern goes below is walked field by field; any other is reported unless
/// a pattern carries it (an empty array never). Nothing is encoded, and no path is built.
struct UnplacedFieldWalk {
    private let tree = UnifiedFieldTree.shared
    private let marks: FieldMarks
    /// The marks of the array element being walked (`members[2]`), and its index.
    private var element = FieldMarks.Element(array: -1, index: -1)
    /// The fields reported, each with the index of the element it is in (0 outside one).
    private(set) var found: [(field: Int, index: Int)] = []

    init(marks: FieldMarks) {
        self.marks = marks
    }

    /// Walks the fields of `event` (but its source).
    mutating func walk(_ event: GroupEvent) {
        value(tree.kind)
        if event.groupID != nil { value(tree.groupID) }
        if let actor = event.actor { person(actor, tree.actor) }
        if enters(tree.members, isEmpty: event.members.isEmpty) {
            for (index, member) in event.members.enumerated() {
                enterElement(index, of: tree.members)
                person(member, tree.member)
            }
            element = FieldMarks.Element(array: -1, index: -1)
        }
        if event.joinMethod != nil { value(tree.joinMethod) }
        if let role = event.role { self.role(role, tree.role) }
        if let mute = event.mute { self.mute(mute, tree.mute) }
        if let profile = event.profile { self.profile(profile) }
        if let newOwner = event.newOwner { person(newOwner, tree.newOwner) }
        if let owner = event.owner { person(owner, tree.owner) }
        if let addressee = event.addressee { person(addressee, tree.addressee) }
        if event.text != nil { value(tree.text) }
        if event.time != nil { value(tree.time) }
        if event.messageID != nil { value(tree.messageID) }
    }

    private mutating func person(_ person: GroupMember, _ fields: UnifiedFieldTree.Person) {
        guard enters(fields.node) else { return }
        value(fields.userID)
        if person.name != nil { value(fields.name) }
        if person.nickname != nil { value(fields.nickname) }
        if person.avatarURL != nil { value(fields.avatarURL) }
        if let role = person.role { self.role(role, fields.role) }
        if let mute = person.mute { self.mute(mute, fields.mute) }
    }

    private mutating func role(_ role: GroupRole, _ fields: UnifiedFieldTree.Role) {
        guard enters(fields.node) else { return }
        if role.level != nil { value(fields.level) }
        if let raw = role.raw { rawValue(raw, fields.raw) }
    }

    private mutating func mute(_ mute: MuteState, _ fields: UnifiedFieldTree.Mute) {
        guard enters(fields.node) else { return }
        value(fields.state)
        switch mute {
        case .until: value(fields.until)
        case .duration: value(fields.seconds)
        case .lifted, .forever, .muted: break
        }
    }

    private mutating func profile(_ profile: GroupProfileChange) {
        let fields = tree.profile
        guard enters(fields.node) else { return }
        if profile.name != nil { value(fields.name) }
        if profile.notice != nil { value(fields.notice) }
        if profile.introduction != nil { value(fields.introduction) }
        if profile.avatarURL != nil { value(fields.avatarURL) }
        if let setting = profile.mute, enters(fields.mute) {
            value(fields.scope)
            if case .roles(let roles) = setting.scope, enters(fields.roles, isEmpty: roles.isEmpty) {
                for (index, role) in roles.enumerated() {
                    enterElement(index, of: fields.roles)
                    self.role(role, fields.role)
                }
                element = FieldMarks.Element(array: -1, index: -1)
            }
            if let term = setting.term { mute(term, fields.term) }
            if setting.rawMode != nil { value(fields.rawMode) }
        }
        if !profile.other.isEmpty, enters(fields.other) {
            for (index, field) in profile.other.enumerated() {
                enterElement(index, of: fields.other)
                if enters(fields.otherField) {
                    value(fields.otherName)
                    rawValue(field.value, fields.otherValue)
                }
            }
            element = FieldMarks.Element(array: -1, index: -1)
        }
    }

    /// Whether the walk goes into the object or array `field`: not when a pattern leaves it out
    /// (reported whole) or none goes below it (reported whole unless carried or an empty array).
    private mutating func enters(_ field: Int, isEmpty: Bool = false) -> Bool {
        if isMissing(field) {
            report(field)
        } else if marks.below.contains(field) || element.below.contains(field) {
            return true
        } else if !isCarried(field), !isEmpty {
            report(field)
        }
        return false
    }

    /// A string or number: reported unless carried.
    private mutating func value(_ field: Int) {
        if isMissing(field) || !isCarried(field) { report(field) }
    }

    /// A raw value: reported unless carried, or an empty array that nothing leaves out.
    private mutating func rawValue(_ value: JSONValue, _ field: Int) {
        if isMissing(field) {
            report(field)
        } else if !isCarried(field) {
            if case .array(let array) = value, array.isEmpty { return }
            report(field)
        }
    }

    private func isMissing(_ field: Int) -> Bool {
        marks.missing.contains(field) || element.missing.contains(field)
    }

    private func isCarried(_ field: Int) -> Bool {
        marks.carried.contains(field) || element.carried.contains(field)
    }

    /// Takes the marks of the element `index` of `array` for the fields below it.
    private mutating func enterElement(_ index: Int, of array: Int) {
        element = FieldMarks.Element(array: array, index: index)
        for other in marks.elements where other.array == array && other.index == index {
            element.missing.formUnion(other.missing)
            element.carried.formUnion(other.carried)
            element.below.formUnion(other.below)
        }
    }

    /// Adds `field`, in the element being walked if it is below one.
    private mutating func report(_ field: Int) {
        found.append((field, tree.nodes[field].indexPosition == nil ? 0 : element.index))
    }
}
