import GroupEventsCore
import GroupEventsJSON

/// One change of a group-profile tip: a V2 `groupChangeInfoList` entry (its numbered `type`), a web
/// `newGroupProfile` member (its key), one web `groupCustomField` entry, and later the C API's change
/// infos and the wire's `MsgGroupNewInfo` keys. What the code means is the flavour table's business.
package struct TIMGroupChange: Sendable, Hashable {
    /// The flavour's code for what changed: V2's change type number, or the web's key.
    package var code: JSONValue
    /// The custom field's key, for a custom change (V2 `key`, a web `groupCustomField` entry's `key`);
    /// V2 writes an empty key on every other change.
    package var key: String?
    /// The new value as the record wrote it: a string, a Boolean, an integer (V2 keeps it in the slot
    /// its change type uses: `value`, `boolValue`, `intValue` or `uint64Value`).
    package var value: JSONValue?
    /// The object the change was read from (a V2 change info, a web custom entry).
    package var original: ObjectOrigin?
    /// The code as the record wrote it, where it is not `code`: a change info in the first C SDK
    /// header's numbering (flag 10 for today's name change 1). Written back while `code` is unchanged.
    package var recordCode: JSONValue?
    /// Where the record keeps the value, or would keep it where it gives none (V2 `…[1].intValue`), for
    /// a diagnostic about it; nil for a change written afresh.
    package var valuePath: JSONPath?

    /// A change.
    package init(code: JSONValue, key: String? = nil, value: JSONValue?, original: ObjectOrigin? = nil, valuePath: JSONPath? = nil) {
        self.code = code
        self.key = key
        self.value = value
        self.original = original
        self.valuePath = valuePath
    }
}
