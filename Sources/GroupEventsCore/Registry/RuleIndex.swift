import GroupEventsJSON

/// A flavour's rules by their key — their single codes and the set element they name, normalized —
/// in a table of rule positions: a few bytes per rule, where a dictionary of keys and rule arrays
/// took a key, an array and room to grow for each, so that a table of a million rules stays small.
///
/// The table is open addressing over a power of two of slots, at least twice the rules; a slot holds
/// the first rule of a key, and each rule the position of the next rule of its key, so the rules of
/// a key come out in file order.
struct RuleIndex: Sendable {
    /// What a rule is found by: its single codes (in code-field order) and the set element it names.
    struct Key: Sendable, Hashable {
        /// The codes of the fields that are no set, normalized.
        var single: JSONObject
        /// The one set element the rule names, or nil for a rule standing for the record as a whole.
        var element: Element?
    }

    /// One element of a set field, normalized: what a rule names and a record's set holds.
    struct Element: Sendable, Hashable {
        /// The set field's name.
        var field: String
        /// The element.
        var value: JSONValue
    }

    /// The rules indexed.
    private let rules: [CodeRule]
    /// The code fields the rules' codes are split by.
    private let codeFields: [CodeField]
    /// The position of the first rule of the key placed in each slot, or -1 for an empty slot.
    private let slots: [Int32]
    /// For each rule, the position of the next rule with its key, or -1.
    private let next: [Int32]
    /// For each rule, its key's hash (cut to 32 bits): keys are compared only where these agree.
    private let hashes: [Int32]

    /// The index of `rules`, whose codes name `codeFields`.
    init(rules: [CodeRule], codeFields: [CodeField]) {
        precondition(rules.count < Int(Int32.max) / 2, "too many rules for one flavour")
        var slots = [Int32](repeating: -1, count: max(2, (2 * rules.count).nextPowerOfTwo))
        var next = [Int32](repeating: -1, count: rules.count)
        var hashes = [Int32](repeating: 0, count: rules.count)
        // Rules are placed last to first, each in front of those of its key already placed.
        for position in rules.indices.reversed() {
            let key = RuleIndex.key(of: rules[position].codes, fields: codeFields)
            let hash = key.hashValue
            hashes[position] = Int32(truncatingIfNeeded: hash)
            var slot = hash & (slots.count - 1)
            while slots[slot] >= 0 {
                let first = Int(slots[slot])
                if hashes[first] == hashes[position] && RuleIndex.rule(rules[first], hasKey: key, fields: codeFields) {
                    next[position] = slots[slot]
                    break
                }
                slot = (slot + 1) & (slots.count - 1)
            }
            slots[slot] = Int32(position)
        }
        self.rules = rules
        self.codeFields = codeFields
        self.slots = slots
        self.next = next
        self.hashes = hashes
    }

    /// The rules with `key`, in file order; none when no rule has it.
    subscript(key: Key) -> [CodeRule] {
        let hash = key.hashValue
        var slot = hash & (slots.count - 1)
        while slots[slot] >= 0 {
            var position = Int(slots[slot])
            if hashes[position] == Int32(truncatingIfNeeded: hash) && RuleIndex.rule(rules[position], hasKey: key, fields: codeFields) {
                var found: [CodeRule] = []
                while position >= 0 {
                    found.append(rules[position])
                    position = Int(next[position])
                }
                return found
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        return []
    }

    /// A rule's codes as its key. Codes that name no set element and that normalizing leaves as they
    /// are (most rules') are their own single codes, shared instead of copied.
    static func key(of codes: JSONObject, fields: [CodeField]) -> Key {
        let changed = fields.contains { field in codes[field.name].map { field.isSet || field.normalized($0) != $0 } ?? false }
        if !changed { return Key(single: codes, element: nil) }
        var key = Key(single: JSONObject(), element: nil)
        for field in fields {
            guard let value = codes[field.name] else { continue }
            if field.isSet {
                key.element = Element(field: field.name, value: field.normalized(value))
            } else {
                key.single.append(field.name, field.normalized(value))
            }
        }
        return key
    }

    /// Whether `rule`'s key is `key`, as `key(of: rule.codes, fields:) == key` says, read through
    /// `CodeRule.code(_:)` without building the rule's codes.
    static func rule(_ rule: CodeRule, hasKey key: Key, fields: [CodeField]) -> Bool {
        let single = key.single.members
        var matched = 0
        var element: Element?
        for field in fields {
            guard let value = rule.code(field.name) else { continue }
            if field.isSet {
                element = Element(field: field.name, value: field.normalized(value))
            } else {
                guard matched < single.count, single[matched].key == field.name, single[matched].value == field.normalized(value) else { return false }
                matched += 1
            }
        }
        return matched == single.count && element == key.element
    }
}

extension Int {
    /// The least power of two at least this (1 for 0 and below).
    fileprivate var nextPowerOfTwo: Int {
        self <= 1 ? 1 : 1 << (Int.bitWidth - (self - 1).leadingZeroBitCount)
    }
}
