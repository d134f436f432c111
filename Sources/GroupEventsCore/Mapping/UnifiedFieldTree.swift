import GroupEventsJSON

/// The fixed fields of a unified event, numbered once, in the order `UnifiedEncoder` writes them: the
/// event's own fields, a person's (`actor`, `members[]`, `newOwner`, `owner`, `addressee`), a role's, a mute's and
/// a profile change's. An array's elements share one field (`members[]`), so a set of fields
/// (`FieldSet`) says of every member at once what `FieldPlaces` carries or leaves out.
///
/// Its keys (`Key`) are the ones `UnifiedEncoder` writes and `UnifiedDecoder` reads, and
/// `Schema/group-event.schema.json` allows these keys, nested this way, at every depth (a test walks both).
struct UnifiedFieldTree: Sendable {
    /// The keys of unified JSON, each spelled once: the tree's, and those of an event's `source`,
    /// which the tree leaves out (where an event came from is no field a flavour places or loses).
    struct Key: Sendable {
        /// The key's text: plain ASCII, nothing to escape. Writers put these bytes between quotes as
        /// they are (`JSONOutputBuffer.key(_:)`), with no `String` made.
        let spelling: StaticString

        /// The key's text as a `String`.
        var rawValue: String { spelling.description }

        private init(_ spelling: StaticString) { self.spelling = spelling }

        static var kind: Key { Key("kind") }
        static var groupID: Key { Key("groupID") }
        static var actor: Key { Key("actor") }
        static var members: Key { Key("members") }
        static var joinMethod: Key { Key("joinMethod") }
        static var role: Key { Key("role") }
        static var mute: Key { Key("mute") }
        static var profile: Key { Key("profile") }
        static var newOwner: Key { Key("newOwner") }
        static var owner: Key { Key("owner") }
        static var addressee: Key { Key("addressee") }
        static var text: Key { Key("text") }
        static var time: Key { Key("time") }
        static var messageID: Key { Key("messageID") }
        // A person's.
        static var userID: Key { Key("userID") }
        static var name: Key { Key("name") }
        static var nickname: Key { Key("nickname") }
        static var avatarURL: Key { Key("avatarURL") }
        // A role's, a mute's.
        static var level: Key { Key("level") }
        static var raw: Key { Key("raw") }
        static var state: Key { Key("state") }
        static var until: Key { Key("until") }
        static var seconds: Key { Key("seconds") }
        // A profile change's, its group mute's and its other fields'.
        static var notice: Key { Key("notice") }
        static var introduction: Key { Key("introduction") }
        static var scope: Key { Key("scope") }
        static var roles: Key { Key("roles") }
        static var term: Key { Key("term") }
        static var rawMode: Key { Key("rawMode") }
        static var other: Key { Key("other") }
        static var value: Key { Key("value") }
        // An event's source's.
        static var source: Key { Key("source") }
        static var vendor: Key { Key("vendor") }
        static var flavour: Key { Key("flavour") }
        static var codes: Key { Key("codes") }
        static var part: Key { Key("part") }
        static var record: Key { Key("record") }
        static var index: Key { Key("index") }
        static var count: Key { Key("count") }
    }

    /// What a field holds, which says how it is reported when nothing places it.
    enum Shape: Sendable {
        /// An object of the fields below it.
        case object
        /// An array of its one element field.
        case array
        /// A string or a number.
        case value
        /// A raw vendor value, any JSON (a role's `raw`, a profile field's `value`).
        case rawValue
    }

    /// One field.
    struct Node: Sendable {
        /// Its key in its parent object; nil for the element of an array.
        let key: String?
        let parent: Int
        let shape: Shape
        fileprivate(set) var children: [Int] = []
        /// The field and every field below it.
        fileprivate(set) var subtree = FieldSet()
        /// The fields above it, the event's root included.
        fileprivate(set) var ancestors = FieldSet()
        /// Its path, with index 0 for the element of an array it is in.
        fileprivate(set) var path = JSONPath.root
        /// Where that index is in `path`, if it is in an array's element.
        fileprivate(set) var indexPosition: Int?
        /// The path's text (`JSONPath.description`: the tree's keys are plain names), split where the
        /// element's index goes (`$.members[` and `].role`); all of it in `text` outside an element.
        fileprivate(set) var text = "$"
        fileprivate(set) var textAfterIndex = ""
    }

    /// A role's fields.
    struct Role: Sendable {
        let node, level, raw: Int
    }

    /// A member's mute's fields (also a group mute's term).
    struct Mute: Sendable {
        let node, state, until, seconds: Int
    }

    /// A person's fields.
    struct Person: Sendable {
        let node, userID, name, nickname, avatarURL: Int
        let role: Role
        let mute: Mute
    }

    /// A profile change's fields.
    struct Profile: Sendable {
        let node, name, notice, introduction, avatarURL: Int
        /// The group mute, its scope, its roles (an array of `role`), its term and raw mode.
        let mute, scope, roles: Int
        let role: Role
        let term: Mute
        let rawMode: Int
        /// Other fields: an array of `otherField`, with its name and value.
        let other, otherField, otherName, otherValue: Int
    }

    /// The event itself.
    static let root = 0

    /// Every field, by number.
    private(set) var nodes: [Node]
    let kind, groupID: Int
    let actor: Person
    /// The members array, and the person each element is.
    let members: Int
    let member: Person
    let joinMethod: Int
    let role: Role
    let mute: Mute
    let profile: Profile
    let newOwner, owner, addressee: Person
    let text, time, messageID: Int

    /// The tree.
    static let shared = UnifiedFieldTree()

    private init() {
        var tree = Builder()
        let root = Self.root
        kind = tree.add(.kind, under: root)
        groupID = tree.add(.groupID, under: root)
        actor = tree.person(.actor, under: root)
        members = tree.add(.members, .array, under: root)
        member = tree.person(nil, under: members)
        joinMethod = tree.add(.joinMethod, under: root)
        role = tree.role(.role, under: root)
        mute = tree.mute(.mute, under: root)
        let profileNode = tree.add(.profile, .object, under: root)
        let name = tree.add(.name, under: profileNode)
        let notice = tree.add(.notice, under: profileNode)
        let introduction = tree.add(.introduction, under: profileNode)
        let avatarURL = tree.add(.avatarURL, under: profileNode)
        let groupMute = tree.add(.mute, .object, under: profileNode)
        let scope = tree.add(.scope, under: groupMute)
        let roles = tree.add(.roles, .array, under: groupMute)
        let mutedRole = tree.role(nil, under: roles)
        let term = tree.mute(.term, under: groupMute)
        let rawMode = tree.add(.rawMode, under: groupMute)
        let other = tree.add(.other, .array, under: profileNode)
        let otherField = tree.add(nil, .object, under: other)
        profile = Profile(
            node: profileNode, name: name, notice: notice, introduction: introduction, avatarURL: avatarURL, mute: groupMute, scope: scope,
            roles: roles, role: mutedRole, term: term, rawMode: rawMode, other: other, otherField: otherField,
            otherName: tree.add(.name, under: otherField), otherValue: tree.add(.value, .rawValue, under: otherField))
        newOwner = tree.person(.newOwner, under: root)
        owner = tree.person(.owner, under: root)
        addressee = tree.person(.addressee, under: root)
        text = tree.add(.text, under: root)
        time = tree.add(.time, under: root)
        messageID = tree.add(.messageID, under: root)
        nodes = tree.nodes
    }

    /// The path of `field` in the element `index` of the array it is in, if any.
    func path(of field: Int, index: Int) -> JSONPath {
        var path = nodes[field].path
        if let position = nodes[field].indexPosition { path.components[position] = .index(index) }
        return path
    }

    /// Appends `path(of:index:)`'s text, as `JSONPath.description` writes it, to `text`.
    func appendText(of field: Int, index: Int, to text: inout String) {
        text.append(nodes[field].text)
        guard nodes[field].indexPosition != nil else { return }
        text.append(String(index))
        text.append(nodes[field].textAfterIndex)
    }

    /// The child of `node` at `key` (nil for an array's element), if it has one.
    func child(of node: Int, key: Substring.UTF8View?) -> Int? {
        nodes[node].children.first { child in
            switch (nodes[child].key, key) {
            case (nil, nil): true
            case (let name?, let key?): name.utf8.count == key.count && name.utf8.elementsEqual(key)
            default: false
            }
        }
    }

    /// Builds the tree, field after field in `UnifiedEncoder`'s order.
    private struct Builder {
        var nodes: [Node] = {
            var root = Node(key: nil, parent: -1, shape: .object)
            root.subtree.insert(UnifiedFieldTree.root)
            return [root]
        }()

        mutating func add(_ name: Key?, _ shape: Shape = .value, under parent: Int) -> Int {
            let key = name?.rawValue
            let field = nodes.count
            precondition(field < FieldSet.capacity, "a unified event has more fields than a FieldSet holds")
            var ancestors = nodes[parent].ancestors
            ancestors.insert(parent)
            var node = Node(key: key, parent: parent, shape: shape, ancestors: ancestors)
            node.subtree.insert(field)
            node.path = nodes[parent].path.appending(key.map(JSONPath.Component.key) ?? .index(0))
            node.indexPosition = key == nil ? node.path.components.count - 1 : nodes[parent].indexPosition
            switch (key, nodes[parent].indexPosition) {
            case (let key?, nil): node.text = nodes[parent].text + "." + key
            case (let key?, _?): (node.text, node.textAfterIndex) = (nodes[parent].text, nodes[parent].textAfterIndex + "." + key)
            case (nil, _): (node.text, node.textAfterIndex) = (nodes[parent].text + "[", "]")
            }
            nodes.append(node)
            nodes[parent].children.append(field)
            var above = parent
            while above >= 0 {
                nodes[above].subtree.insert(field)
                above = nodes[above].parent
            }
            return field
        }

        mutating func role(_ key: Key?, under parent: Int) -> Role {
            let node = add(key, .object, under: parent)
            return Role(node: node, level: add(.level, under: node), raw: add(.raw, .rawValue, under: node))
        }

        mutating func mute(_ key: Key?, under parent: Int) -> Mute {
            let node = add(key, .object, under: parent)
            return Mute(node: node, state: add(.state, under: node), until: add(.until, under: node), seconds: add(.seconds, under: node))
        }

        mutating func person(_ key: Key?, under parent: Int) -> Person {
            let node = add(key, .object, under: parent)
            return Person(
                node: node, userID: add(.userID, under: node), name: add(.name, under: node), nickname: add(.nickname, under: node),
                avatarURL: add(.avatarURL, under: node), role: role(.role, under: node), mute: mute(.mute, under: node))
        }
    }
}
