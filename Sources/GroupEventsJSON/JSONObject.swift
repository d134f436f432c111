/// A JSON object: members in the order they were read or appended.
///
/// Duplicate keys are kept (so writing reproduces the input); looking a key up returns its last
/// occurrence, as ECMAScript's `JSON.parse` (and so the vendors' web SDKs) would see it.
public struct JSONObject: Sendable, Hashable, RandomAccessCollection, ExpressibleByDictionaryLiteral {
    /// One `"key": value` member and where its value started in the source.
    public struct Member: Sendable, Hashable {
        /// The member's key, unescaped.
        public var key: String
        /// The member's value.
        public var value: JSONValue
        /// Byte offset of the value's first byte in the source, or `JSONOffset.unknown` for built values.
        public var offset: JSONOffset

        /// A member; `offset` defaults to unknown for values built in code.
        public init(key: String, value: JSONValue, offset: JSONOffset = .unknown) {
            self.key = key
            self.value = value
            self.offset = offset
        }

        /// Members are equal when key and value are; positions do not count.
        public static func == (lhs: Member, rhs: Member) -> Bool {
            lhs.key == rhs.key && lhs.value == rhs.value
        }

        /// Hashes key and value; positions do not count.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(key)
            hasher.combine(value)
        }
    }

    /// The members in order.
    public var members: [Member] {
        didSet { sourceSpan = nil }
    }
    /// Byte offset of the object's `{` in the source, or unknown.
    public var offset: JSONOffset {
        didSet { sourceSpan = nil }
    }
    /// Where the compact source text the object was read from lies, while the object is unchanged
    /// (`JSONWriter` may copy it); nil for objects built in code or read from text with whitespace.
    var sourceSpan: JSONSourceSpan?

    /// An empty object.
    public init() {
        self.init(members: [])
    }

    /// An empty object with room for `capacity` members, for building one without regrowing.
    public init(capacity: Int) {
        self.init()
        members.reserveCapacity(capacity)
    }

    /// An object with the given members.
    public init(members: [Member], offset: JSONOffset = .unknown) {
        self.members = members
        self.offset = offset
    }

    /// An object read from compact source text at `sourceSpan`.
    init(members: [Member], offset: JSONOffset, sourceSpan: JSONSourceSpan?) {
        self.members = members
        self.offset = offset
        self.sourceSpan = sourceSpan
    }

    /// An object from `key: value` pairs, in order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(members: elements.map { Member(key: $0.0, value: $0.1) })
    }

    /// Index of the first member.
    public var startIndex: Int { members.startIndex }
    /// Index past the last member.
    public var endIndex: Int { members.endIndex }
    /// The member at `position`.
    public subscript(position: Int) -> Member { members[position] }

    /// The value of the last member named `key`, or nil; assigning nil removes every member named `key`,
    /// assigning a value replaces the last one in place or appends.
    public subscript(key: String) -> JSONValue? {
        get { member(named: key)?.value }
        set {
            if let newValue {
                if let index = lastIndex(of: key) {
                    members[index].value = newValue
                } else {
                    members.append(Member(key: key, value: newValue))
                }
            } else {
                members.removeAll { $0.key == key }
            }
        }
    }

    /// The last member named `key`, with its position, or nil.
    public func member(named key: String) -> Member? {
        lastIndex(of: key).map { members[$0] }
    }

    /// Whether a member named `key` exists.
    public func contains(key: String) -> Bool {
        lastIndex(of: key) != nil
    }

    /// The keys in order.
    public var keys: [String] { members.map(\.key) }

    /// Appends a member at the end (even when the key already exists).
    public mutating func append(_ key: String, _ value: JSONValue) {
        members.append(Member(key: key, value: value))
    }

    private func lastIndex(of key: String) -> Int? {
        // Keys of different lengths differ: most keys a lookup passes are not the one sought, and
        // comparing their lengths spares the general comparison of strings.
        let length = key.utf8.count
        var index = members.endIndex
        while index > members.startIndex {
            index -= 1
            if members[index].key.utf8.count == length && members[index].key == key { return index }
        }
        return nil
    }

    /// Objects are equal when their members are, in order; positions do not count.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.members == rhs.members
    }

    /// Hashes the members; positions do not count.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(members)
    }
}
