import GroupEventsJSON

/// Reads the members of one JSON object with type checks, throwing errors that name the JSON path
/// and source offset of the offending value. Shared by every flavour codec.
///
/// Optional accessors return nil for an absent key and for `null`; a present value of the wrong
/// type is an error, never silently ignored.
///
/// A string member may hold a JSON document of its own (`embeddedObject`), read recursively. Values
/// in such a document have offsets into the string's text, not into the record, so a reader inside
/// one locates every error at the string in the record (the offset of its opening quote, which the
/// command turns into the line:column of the string), names the path with its step into the string
/// (`$.attach~.data.tinfo`), and adds the line:column inside the string's text to the message. The
/// exact character in the record is not given: a string holding JSON always escapes its quotes, and
/// the record's bytes, which would tell how each character was escaped, are not at hand here.
@usableFromInline package struct FieldReader: Sendable {
    /// The object being read, in a tree or in an indexed text: the core's business (adapters read it
    /// only through the accessors, so what lies beneath can change without touching them).
    let backing: FieldObject
    /// The object's path inside the record, built when asked (for errors): the reader keeps a path
    /// above it and up to two last steps, so reading nested objects and arrays of objects builds no
    /// paths until a reader three steps below a built one.
    @usableFromInline package var path: JSONPath { steps.appended(to: parentPath) }
    /// A path above this reader's object (its own path when `steps` is empty).
    private let parentPath: JSONPath
    /// The steps from `parentPath` to this reader's object, not yet built into a path.
    private let steps: Steps
    /// The string this reader's object was read from, when it lies inside one.
    private let embedding: Embedding?

    /// At most two steps down, kept apart until a path is asked for.
    private struct Steps: Sendable {
        /// The first step, or nil when there are none.
        var first: JSONPath.Component?
        /// The second step, or nil when there are fewer than two.
        var second: JSONPath.Component?

        /// These steps followed by `step`, or nil when they are two already.
        func adding(_ step: JSONPath.Component) -> Steps? {
            guard let first else { return Steps(first: step) }
            return second == nil ? Steps(first: first, second: step) : nil
        }

        /// `path` followed by these steps (built in one allocation).
        func appended(to path: JSONPath) -> JSONPath {
            guard let first else { return path }
            guard let second else { return path.appending(first) }
            var components: [JSONPath.Component] = []
            components.reserveCapacity(path.components.count + 2)
            components.append(contentsOf: path.components)
            components.append(first)
            components.append(second)
            return JSONPath(components)
        }
    }

    /// The string a document was read from: where it starts in the record, its path, and its text.
    private struct Embedding: Sendable {
        /// The offset in the record of the outermost string's opening quote.
        let offset: JSONOffset
        /// The path of the string whose text this document is.
        let path: JSONPath
        /// The UTF-8 of the string's text (the bytes the document indexed), turned into a
        /// `JSONSourceText` only for an error (a line and column inside it).
        let text: [UInt8]

        /// An error about the value at `path`, at `offset` in the string's text: located at the string.
        func error(at path: JSONPath, offset: JSONOffset, _ message: String) -> RecordDecodingError {
            let location = JSONSourceText(bytes: text).location(of: offset)
            let place = location.map { " (at \($0) in the text of \(self.path))" } ?? ""
            return RecordDecodingError(path: path, offset: self.offset, message: message + place)
        }
    }

    /// A reader over `object`, found at `path`.
    @usableFromInline package init(_ object: JSONObject, path: JSONPath = .root) {
        self.init(.tree(object), parentPath: path, steps: Steps(), embedding: nil)
    }

    private init(_ backing: FieldObject, parentPath: JSONPath, steps: Steps, embedding: Embedding?) {
        self.backing = backing
        self.parentPath = parentPath
        self.steps = steps
        self.embedding = embedding
    }

    /// Where a value one `step` below this reader's object is: a path above it and the steps left
    /// unbuilt (this reader's path is built only when its steps are two already).
    private func placing(_ step: JSONPath.Component) -> (parentPath: JSONPath, steps: Steps) {
        steps.adding(step).map { (parentPath, $0) } ?? (path, Steps(first: step))
    }

    /// A reader over a record's root, which must be an object.
    @usableFromInline package init(record: JSONValue) throws(RecordDecodingError) {
        guard case .object(let object) = record else {
            throw RecordDecodingError(path: .root, offset: .unknown, message: "expected a JSON object, found \(record.typeName)")
        }
        self.init(object, path: .root)
    }

    /// A reader over an indexed record, which must be an object: nothing of the record is built into
    /// values unless a caller asks for one (`value(_:)`).
    @usableFromInline package init(record: JSONIndexedValue) throws(RecordDecodingError) {
        guard record.kind == .object else {
            throw RecordDecodingError(path: .root, offset: .unknown, message: "expected a JSON object, found \(record.typeName)")
        }
        self.init(.text(record), parentPath: .root, steps: Steps(), embedding: nil)
    }

    /// The object as a `JSONObject` (built, for an object of an indexed text): for readers of
    /// documents the core reads whole (mapping tables, ID maps).
    var object: JSONObject { backing.object }

    /// Whether the key is present (even as `null`).
    @usableFromInline package func contains(_ key: String) -> Bool { backing.member(key) != nil }

    /// Whether the object has a key starting with `prefix` (compared as UTF-8): for flavours told by a
    /// family of keys, such as TIM C-API's `group_tips_elem_*`.
    @usableFromInline package func containsKey(withPrefix prefix: String) -> Bool { backing.containsKey(withPrefix: prefix) }

    /// The object's keys, in record order: for objects keyed by data (NIM's `tinfo` tags).
    @usableFromInline package var keys: [String] { backing.keys }

    /// The object's keys that `known` does not hold, in record order (no key of the object's text is
    /// built for the lookup).
    @usableFromInline package func keys(notIn known: ObjectKeySet) -> [String] { backing.keys(notIn: known) }

    /// The integer at `key` when there is one, nil otherwise (never an error): for telling a flavour
    /// by its marks, such as a message type, before reading it.
    @usableFromInline package func peekInteger(_ key: String) -> Int64? { backing.member(key)?.value.int64 }

    /// The object as an origin for writing it again (`ObjectWriter`).
    @usableFromInline package var origin: ObjectOrigin { ObjectOrigin(backing) }

    /// The raw value of a key, or nil when absent.
    @usableFromInline package func value(_ key: String) -> JSONValue? { backing.member(key).map { backing.build($0.value) } }

    /// The value of a key as a record of its own (`source.record` of a unified event), or nil when
    /// absent: left unbuilt where it lies in an indexed text.
    func record(_ key: String) -> SourceRecord? {
        backing.member(key).map { backing.record($0.value) }
    }

    /// The kind of the value at `key` (of its last member), or nil when absent: for telling which
    /// shape a member has before reading it (a string holding JSON or an object, one element or a
    /// list) without taking the value itself, which `value(_:)` hands out whole.
    @usableFromInline package func kind(of key: String) -> JSONTape.Entry.Kind? {
        backing.member(key)?.value.kind
    }

    /// An error about the value at `key` (or about this object when the key is absent).
    @usableFromInline package func error(_ key: String, _ message: String) -> RecordDecodingError {
        error(at: path.appending(key: key), offset: backing.member(key)?.offset ?? backing.offset, message)
    }

    /// An error about the value at `path` whose offset in this reader's document is `offset` (as
    /// `array` hands them out), located in the record even when the document lies inside a string.
    @usableFromInline package func error(at path: JSONPath, offset: JSONOffset, _ message: String) -> RecordDecodingError {
        embedding?.error(at: path, offset: offset, message) ?? RecordDecodingError(path: path, offset: offset, message: message)
    }

    /// The value of `key` and its offset, or nil when it is absent or `null`.
    private func present(_ key: String) -> (value: FieldValue, offset: JSONOffset)? {
        guard let member = backing.member(key), !member.value.isNull else { return nil }
        return member
    }

    private func typeError(_ key: String, expected: String, found value: FieldValue) -> RecordDecodingError {
        error(key, "expected \(expected), found \(value.typeName)")
    }

    /// The error for a value at `key` that is no integer in 64-bit range.
    private func integerError(_ key: String, _ value: FieldValue) -> RecordDecodingError {
        guard let number = value.number else { return typeError(key, expected: "an integer", found: value) }
        return error(key, "expected an integer in 64-bit range, found \(number.text)")
    }

    /// A string member, or nil.
    @usableFromInline package func string(_ key: String) throws(RecordDecodingError) -> String? {
        guard let member = present(key) else { return nil }
        guard let string = member.value.string else { throw typeError(key, expected: "a string", found: member.value) }
        return string
    }

    /// A string member that must be present.
    @usableFromInline package func requiredString(_ key: String) throws(RecordDecodingError) -> String {
        guard let string = try string(key) else { throw error(key, "missing required string \"\(key)\"") }
        return string
    }

    /// An integer member, or nil; a number with a fraction or out of 64-bit range is an error.
    @usableFromInline package func int64(_ key: String) throws(RecordDecodingError) -> Int64? {
        guard let member = present(key) else { return nil }
        guard let integer = member.value.int64 else { throw integerError(key, member.value) }
        return integer
    }

    /// An integer member that must be present.
    @usableFromInline package func requiredInt64(_ key: String) throws(RecordDecodingError) -> Int64 {
        guard let integer = try int64(key) else { throw error(key, "missing required integer \"\(key)\"") }
        return integer
    }

    /// An integer written either as a JSON number or as a string of digits, or nil (vendors do both).
    @usableFromInline package func int64OrString(_ key: String) throws(RecordDecodingError) -> Int64? {
        guard let member = present(key) else { return nil }
        if let string = member.value.string {
            guard let integer = Int64(string) else { throw error(key, "expected an integer or a string of digits, found \"\(string)\"") }
            return integer
        }
        guard member.value.kind == .number else { throw typeError(key, expected: "an integer or a string of digits", found: member.value) }
        guard let integer = member.value.int64 else { throw integerError(key, member.value) }
        return integer
    }

    /// An identifier written either as a JSON integer or a string, returned as the exact text (no
    /// conversion through any floating-point or fixed-width type), or nil.
    @usableFromInline package func identifier(_ key: String) throws(RecordDecodingError) -> String? {
        guard let member = present(key) else { return nil }
        if let string = member.value.string { return string }
        guard let number = member.value.number, number.isInteger else { throw typeError(key, expected: "an ID (string or integer)", found: member.value) }
        return number.text
    }

    /// A Boolean member, or nil.
    @usableFromInline package func bool(_ key: String) throws(RecordDecodingError) -> Bool? {
        guard let member = present(key) else { return nil }
        switch member.value.kind {
        case .true: return true
        case .false: return false
        default: throw typeError(key, expected: "a boolean", found: member.value)
        }
    }

    /// A nested object member as a reader, or nil.
    @usableFromInline package func object(_ key: String) throws(RecordDecodingError) -> FieldReader? {
        guard let member = present(key) else { return nil }
        guard let object = backing.object(member.value) else { throw typeError(key, expected: "an object", found: member.value) }
        let place = placing(.key(key))
        return FieldReader(object, parentPath: place.parentPath, steps: place.steps, embedding: embedding)
    }

    /// A string member whose text is a JSON object of its own (NIM's `attach`), or nil when absent
    /// or null: the document, to write back (`JSONEmbeddedDocument.stringValue`: the same text while
    /// unchanged), and a reader over its object at `path.key~`. Text that is not JSON, or not an
    /// object, is an error located at the string.
    @usableFromInline package func embeddedObject(_ key: String) throws(RecordDecodingError) -> (document: JSONEmbeddedDocument, reader: FieldReader)? {
        guard let member = present(key) else { return nil }
        // The text is indexed from its bytes: no `String` of it is built unless someone asks.
        guard let text = member.value.stringUTF8 else { throw typeError(key, expected: "a string holding a JSON object", found: member.value) }
        let stringPath = path.appending(key: key)
        let documentPath = stringPath.appendingEmbeddedDocument()
        let inner = Embedding(offset: embedding?.offset ?? member.offset, path: stringPath, text: text)
        let document: JSONEmbeddedDocument
        do {
            document = try JSONEmbeddedDocument(utf8: text)
        } catch {
            throw inner.error(at: documentPath, offset: JSONOffset(error.offset), "the string's text is not JSON: \(error.message)")
        }
        let root = document.indexed.root
        guard root.kind == .object else {
            throw inner.error(at: documentPath, offset: JSONOffset(0), "expected a JSON object in the string, found \(root.typeName)")
        }
        return (document, FieldReader(.text(root), parentPath: documentPath, steps: Steps(), embedding: inner))
    }

    /// An array member whose elements are read by `read`, or nil; each element gets its own path and
    /// its offset in this reader's document (`error(at:offset:_:)` turns the two into an error).
    @usableFromInline package func array<Element>(
        _ key: String, _ read: (JSONValue, JSONPath, JSONOffset) throws(RecordDecodingError) -> Element
    ) throws(RecordDecodingError) -> [Element]? {
        let arrayPath = path.appending(key: key)
        return try elements(key) { (value, index, offset) throws(RecordDecodingError) in
            try read(backing.build(value), arrayPath.appending(index: index), offset)
        }
    }

    /// An array member whose elements are read by `read` with their index and offset, or nil:
    /// element paths are left to `read`, which needs one only for an error (`elementError`).
    private func elements<Element>(
        _ key: String, _ read: (FieldValue, Int, JSONOffset) throws(RecordDecodingError) -> Element
    ) throws(RecordDecodingError) -> [Element]? {
        guard let member = present(key) else { return nil }
        guard let count = member.value.elementCount else { throw typeError(key, expected: "an array", found: member.value) }
        var result: [Element] = []
        result.reserveCapacity(count)
        try member.value.forEachElement { (value, index, offset) throws(RecordDecodingError) in
            result.append(try read(value, index, offset))
        }
        return result
    }

    /// An error about element `index` of the array at `key`, found at `offset`.
    private func elementError(_ key: String, _ index: Int, _ offset: JSONOffset, expected: String, found value: FieldValue) -> RecordDecodingError {
        error(at: path.appending(key: key).appending(index: index), offset: offset, "expected \(expected), found \(value.typeName)")
    }

    /// An array of objects, each read through a `FieldReader`, or nil.
    ///
    /// Inlinable, so that a codec's module compiles it for its own element type: run as generic code
    /// from another module, appending each element would look up the array's type at run time.
    @inlinable
    package func objects<Element>(_ key: String, _ read: (FieldReader) throws(RecordDecodingError) -> Element) throws(RecordDecodingError) -> [Element]? {
        var result: [Element] = []
        let found = try forEachObject(
            key, count: { result.reserveCapacity($0) },
            { (reader) throws(RecordDecodingError) in result.append(try read(reader)) })
        return found ? result : nil
    }

    /// Reads the array of objects at `key`: `count` is told its length, then `body` gets a reader for
    /// each element in turn; false when the key is absent or `null`.
    @usableFromInline
    func forEachObject(
        _ key: String, count: (Int) -> Void, _ body: (FieldReader) throws(RecordDecodingError) -> Void
    ) throws(RecordDecodingError) -> Bool {
        guard let member = present(key) else { return false }
        guard let length = member.value.elementCount else { throw typeError(key, expected: "an array", found: member.value) }
        count(length)
        // The elements' readers share one place for the array, built only when this reader's steps are two.
        var array = placing(.key(key))
        if array.steps.second != nil { array = (array.steps.appended(to: array.parentPath), Steps()) }
        try member.value.forEachElement { (value, index, offset) throws(RecordDecodingError) in
            guard let object = backing.object(value) else { throw elementError(key, index, offset, expected: "an object", found: value) }
            let steps = array.steps.first.map { Steps(first: $0, second: .index(index)) } ?? Steps(first: .index(index))
            try body(FieldReader(object, parentPath: array.parentPath, steps: steps, embedding: embedding))
        }
        return true
    }

    /// An array of strings, or nil.
    @usableFromInline package func strings(_ key: String) throws(RecordDecodingError) -> [String]? {
        try elements(key) { (value, index, offset) throws(RecordDecodingError) in
            guard let string = value.string else { throw elementError(key, index, offset, expected: "a string", found: value) }
            return string
        }
    }

    /// An array of integers, or nil.
    @usableFromInline package func int64s(_ key: String) throws(RecordDecodingError) -> [Int64]? {
        try elements(key) { (value, index, offset) throws(RecordDecodingError) in
            guard let integer = value.int64 else {
                throw elementError(key, index, offset, expected: "an integer", found: value)
            }
            return integer
        }
    }
}
