import GroupEventsJSON

/// A field of a profile change that has no unified meaning (`GroupProfileChange.Field`), as the slots
/// hold it: its name, for a writer that reports it left out, and its value when it is a string of the
/// record's text, for a writer that carries it (unified), which leaves a field without one to the
/// general path.
@usableFromInline package struct VendorFieldSlot: Sendable {
    /// The field's name (`tim.addOption`), or the start of it when `key` ends it (`tim.custom.`).
    @usableFromInline package let name: StaticString
    /// The rest of the name, a range of the record's text without escapes (a custom field's key).
    @usableFromInline package let key: JSONStringRange?
    /// The value, when it is a string (NIM's update tags): a range of the record's text.
    @usableFromInline package let value: JSONStringRange?

    /// The field `name`, followed by `key` when there is one, of the string `value` when it is one.
    @inlinable package init(name: StaticString, key: JSONStringRange? = nil, value: JSONStringRange? = nil) {
        self.name = name
        self.key = key
        self.value = value
    }
}
