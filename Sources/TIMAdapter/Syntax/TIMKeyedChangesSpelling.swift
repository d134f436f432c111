import GroupEventsCore

/// How a flavour that names group-profile changes by key spells them: an object whose every member is
/// one change (the web's `newGroupProfile`; the wire's `MsgGroupNewInfo` is the same shape), except one
/// key holding the custom fields as a list of key–value entries (web `groupCustomField` of `{key,
/// value}`). Each entry is a change of its own in the model; writing puts them back together, as one
/// list where the first of them stood.
struct TIMKeyedChangesSpelling: Sendable {
    /// The key of the custom fields' list.
    let customKey: String
    /// A custom entry's key of the field's name.
    let entryKey: String
    /// A custom entry's key of the field's value.
    let entryValue: String
    /// A custom entry's keys, owned by an entry written (built once: entries are written per field).
    private let entryKeys: Set<String>

    /// A spelling of these keys.
    init(customKey: String, entryKey: String, entryValue: String) {
        self.customKey = customKey
        self.entryKey = entryKey
        self.entryValue = entryValue
        entryKeys = [entryKey, entryValue]
    }

    /// The web SDK's `newGroupProfile`.
    static let web = TIMKeyedChangesSpelling(customKey: "groupCustomField", entryKey: "key", entryValue: "value")
    /// The wire's `MsgGroupNewInfo`, whose custom fields are `MsgAppDefinedData`. No source shows that
    /// list's entries; their `Key` and `Value` are the spelling of the REST API's `AppDefinedData`.
    static let server = TIMKeyedChangesSpelling(customKey: "MsgAppDefinedData", entryKey: "Key", entryValue: "Value")
    /// A creation webhook's `UserDefinedDataList`: the custom fields the group was created with, in the
    /// REST API's `AppDefinedData` spelling. The body has no other changes; only its custom fields are read.
    static let createdGroup = TIMKeyedChangesSpelling(customKey: "UserDefinedDataList", entryKey: "Key", entryValue: "Value")

    /// One change per key, in record order, and one per custom entry.
    func read(_ object: FieldReader) throws(RecordDecodingError) -> [TIMGroupChange] {
        var changes: [TIMGroupChange] = []
        for key in object.keys {
            guard key == customKey else {
                changes.append(TIMGroupChange(code: .string(key), value: object.value(key), valuePath: object.path.appending(key: key)))
                continue
            }
            changes += try customFields(in: object) ?? []
        }
        return changes
    }

    /// One change per entry of the custom fields' list, nil where the object has no such list.
    func customFields(in object: FieldReader) throws(RecordDecodingError) -> [TIMGroupChange]? {
        try object.objects(customKey) { (entry) throws(RecordDecodingError) in
            TIMGroupChange(
                code: .string(customKey), key: try entry.requiredString(entryKey), value: entry.value(entryValue), original: entry.origin,
                valuePath: entry.path.appending(key: entryValue))
        }
    }

    /// The entries of the custom fields' list for `changes` (each over the entry it was read from).
    func customEntries(_ changes: [TIMGroupChange]) -> [ObjectWriter] {
        changes.map { custom in
            var entry = ObjectWriter(over: custom.original, owning: entryKeys)
            entry.write(entryKey, custom.key)
            entry.write(entryValue, carried: custom.value)
            return entry
        }
    }

    /// The object of the changes, in their order; the custom entries together, as one list where the
    /// first of them stands.
    func write(_ changes: [TIMGroupChange]) -> ObjectWriter {
        var object = ObjectWriter(over: nil, owning: [])
        var customWritten = false
        for change in changes {
            guard let key = change.code.stringValue else { continue }
            guard key == customKey else {
                object.write(key, carried: change.value)
                continue
            }
            guard !customWritten else { continue }
            customWritten = true
            object.write(key, objects: customEntries(changes.filter { $0.code == change.code }))
        }
        return object
    }
}
