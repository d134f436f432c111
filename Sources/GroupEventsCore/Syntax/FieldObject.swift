import GroupEventsJSON

/// The object a `FieldReader` reads, where it lies: in a tree of `JSONValue`s or in an indexed text,
/// which it keeps alive for the values looked up in it (see `FieldValue`).
enum FieldObject: Sendable {
    /// An object of a tree.
    case tree(JSONObject)
    /// An object of an indexed text.
    case text(JSONIndexedValue)

    /// The value of the last member named `key` and its offset, or nil when there is none.
    func member(_ key: String) -> (value: FieldValue, offset: JSONOffset)? {
        switch self {
        case .tree(let object):
            object.member(named: key).map { (.tree($0.value), $0.offset) }
        case .text(let object):
            object.tapeValue[key].map { (.tape($0), $0.offset) }
        }
    }

    /// The offset of the object's `{`.
    var offset: JSONOffset {
        switch self {
        case .tree(let object): object.offset
        case .text(let object): object.offset
        }
    }

    /// Whether a member's key starts with `prefix`, compared as UTF-8 (no key is built from an indexed text).
    func containsKey(withPrefix prefix: String) -> Bool {
        switch self {
        case .tree(let object): object.members.contains { $0.key.utf8.starts(with: prefix.utf8) }
        case .text(let object): object.tapeValue.containsKey(withPrefix: prefix)
        }
    }

    /// The members' keys that `known` does not hold, in order.
    func keys(notIn known: ObjectKeySet) -> [String] {
        switch self {
        case .tree(let object): object.members.compactMap { known.contains($0.key) ? nil : $0.key }
        case .text(let object): object.tapeValue.keys { !known.contains($0) }
        }
    }

    /// The members' keys, in order.
    var keys: [String] {
        switch self {
        case .tree(let object): object.members.map(\.key)
        // Read off the tape: no member is made a value that holds the text, for its key alone.
        case .text(let object): object.tapeValue.members.map { $0.key.stringValue ?? "" }
        }
    }

    /// The members in order, each its key, its value and the value's offset.
    var members: [(key: String, value: FieldValue, offset: JSONOffset)] {
        switch self {
        case .tree(let object): object.members.map { ($0.key, .tree($0.value), $0.offset) }
        case .text(let object): object.members.map { ($0.key, .tape($0.value.tapeValue), $0.value.offset) }
        }
    }

    /// The object as a `JSONObject` (built, for an object of a text).
    var object: JSONObject {
        switch self {
        case .tree(let object):
            return object
        case .text(let object):
            guard case .object(let built) = object.value else { preconditionFailure("a text's object entry builds an object") }
            return built
        }
    }

    /// `value`, looked up in this object, as an object to read, when it is one.
    func object(_ value: FieldValue) -> FieldObject? {
        switch (self, value) {
        case (_, .tree(let value)): value.objectValue.map { .tree($0) }
        case (.text(let object), .tape(let tapeValue)): tapeValue.kind == .object ? .text(object.text.indexedValue(tapeValue)) : nil
        case (.tree, .tape): preconditionFailure("a tree's reader looked up a value on a tape")
        }
    }

    /// `value`, looked up in this object, as a `JSONValue` (built, for a value of a text).
    func build(_ value: FieldValue) -> JSONValue {
        switch (self, value) {
        case (_, .tree(let value)): value
        case (.text(let object), .tape(let tapeValue)): object.text.build(tapeValue)
        case (.tree, .tape): preconditionFailure("a tree's reader looked up a value on a tape")
        }
    }

    /// `value`, looked up in this object, as a record of its own (left unbuilt, for a value of a text).
    func record(_ value: FieldValue) -> SourceRecord {
        switch (self, value) {
        case (_, .tree(let value)): SourceRecord(value)
        case (.text(let object), .tape(let tapeValue)): SourceRecord(indexed: object.text.indexedValue(tapeValue))
        case (.tree, .tape): preconditionFailure("a tree's reader looked up a value on a tape")
        }
    }
}
