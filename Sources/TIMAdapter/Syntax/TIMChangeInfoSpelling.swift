import GroupEventsCore
import GroupEventsJSON

/// How a flavour with numbered group-change infos spells one (V2 `type`, `key`, `value`,
/// `boolValue`, `intValue`, `uint64Value`; the C API has the same slots under its own keys). Each
/// change type keeps its value in one slot, as TIM's headers document: mute-all (8) and the permission
/// group switch (13) a Boolean, the receive, add and approve options (10–12) and the topic options
/// (15–17) an integer, the default permissions (14) an unsigned 64-bit integer, everything else
/// (and any type no header names) the string `value`. The other slots stay as they came.
struct TIMChangeInfoSpelling: Sendable {
    /// Where a change type keeps its value.
    enum Slot: Sendable, CaseIterable {
        /// The string `value`.
        case text
        /// The Boolean slot.
        case flag
        /// The integer slot.
        case integer
        /// The unsigned 64-bit slot, kept as its exact number text.
        case unsigned
    }

    /// The change type's key.
    let type: String
    /// The custom key's key.
    let key: String
    /// The string value's key.
    let text: String
    /// The Boolean value's key.
    let flag: String
    /// The integer value's key.
    let integer: String
    /// The unsigned 64-bit value's key.
    let unsigned: String
    /// Whether change infos in the first C SDK header's numbering (`TIMCAPIFirstHeaderChangeFlags`)
    /// are read in today's and written back in theirs.
    let knowsFirstHeaderFlags: Bool
    /// The keys a change info written owns, by the slot of its type (built once: change infos are
    /// written per change).
    private var ownedKeys: [Slot: Set<String>] = [:]

    /// A spelling of these keys.
    init(type: String, key: String, text: String, flag: String, integer: String, unsigned: String, knowsFirstHeaderFlags: Bool = false) {
        (self.type, self.key, self.text, self.flag, self.integer, self.unsigned) = (type, key, text, flag, integer, unsigned)
        self.knowsFirstHeaderFlags = knowsFirstHeaderFlags
        for slot in Slot.allCases { ownedKeys[slot] = [type, key, self.key(of: slot)] }
    }

    /// V2's `V2TimGroupChangeInfo` (`uint64Value` is the native iOS property's name).
    static let v2 = TIMChangeInfoSpelling(
        type: "type", key: "key", text: "value", flag: "boolValue", integer: "intValue", unsigned: "uint64Value")

    /// The slot of each change type that does not keep its value in the string.
    private static let slots: [Int64: Slot] = [
        8: .flag, 13: .flag, 10: .integer, 11: .integer, 12: .integer, 15: .integer, 16: .integer, 17: .integer, 14: .unsigned,
    ]

    /// The slot a change type keeps its value in.
    static func slot(ofType type: Int64) -> Slot { slots[type] ?? .text }

    /// The key of a slot.
    private func key(of slot: Slot) -> String {
        switch slot {
        case .text: text
        case .flag: flag
        case .integer: integer
        case .unsigned: unsigned
        }
    }

    /// A change info: its type, key and the value in its type's slot, checked for that slot's type.
    func read(_ change: FieldReader) throws(RecordDecodingError) -> TIMGroupChange {
        let flag = try change.requiredInt64(type)
        let firstHeaderCode =
            knowsFirstHeaderFlags
            ? TIMCAPIFirstHeaderChangeFlags.todaysNumber(of: flag, keys: Set(change.keys), value: change.value(text), spelling: self) : nil
        let code = firstHeaderCode ?? flag
        let slot = Self.slot(ofType: code)
        let slotKey = key(of: slot)
        var value: JSONValue?
        switch slot {
        case .text: value = try change.string(slotKey).map(JSONValue.string)
        case .flag: value = try change.bool(slotKey).map(JSONValue.bool)
        case .integer: value = try change.int64(slotKey).map { .integer($0) }
        case .unsigned:
            // Read as its exact text: a 64-bit mask must not pass through a narrower or floating type.
            guard let text = try change.identifier(slotKey) else {
                value = nil
                break
            }
            guard change.value(slotKey)?.numberValue != nil, UInt64(text) != nil else {
                throw change.error(slotKey, "expected an unsigned 64-bit integer, found \(text)")
            }
            value = change.value(slotKey)
        }
        // An explicit null in the slot is kept as one: it is what the change says.
        if change.value(slotKey)?.isNull == true { value = .null }
        var read = TIMGroupChange(
            code: .integer(code), key: try change.string(key), value: value, original: change.origin, valuePath: change.path.appending(key: slotKey))
        if firstHeaderCode != nil { read.recordCode = .integer(flag) }
        return read
    }

    /// A change info over the one it was read from: its type, key and the value in its type's slot.
    func write(_ change: TIMGroupChange) -> ObjectWriter {
        let slot = change.code.numberValue?.int64.map(Self.slot(ofType:)) ?? .text
        let slotKey = key(of: slot)
        var object = ObjectWriter(over: change.original, owning: ownedKeys[slot] ?? [])
        object.write(type, carried: writtenCode(of: change))
        object.write(key, change.key)
        object.write(slotKey, carried: change.value)
        return object
    }

    /// The code a change is written with: its own, or the first C SDK header's flag it was read with.
    private func writtenCode(of change: TIMGroupChange) -> JSONValue {
        guard knowsFirstHeaderFlags else { return change.code }
        return TIMCAPIFirstHeaderChangeFlags.flag(writing: change.code, readAs: change.recordCode) ?? change.code
    }
}
