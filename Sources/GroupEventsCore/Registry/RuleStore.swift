import GroupEventsJSON

/// The rules of one flavour of a mapping file (or one rule made in code), kept in columns: each
/// rule's codes as (field, value) pairs in one array, its name as bytes in one buffer, and its kind
/// and attributes as positions in tables holding each once. A rule then takes a few dozen bytes
/// instead of a box, a member array and a string of its own, so that a table of a million rules
/// stays small; `CodeRule` is a position in a store.
final class RuleStore: Sendable {
    /// A code's value: the scalars a code can be, kept in less room than a `JSONValue`, whose
    /// container cases are wider.
    enum Value: Sendable, Hashable {
        /// A number, as written.
        case number(JSONNumber)
        /// A string.
        case string(String)
        /// A Boolean.
        case bool(Bool)
        /// Any other value (a rule made in code may hold one), boxed.
        indirect case other(JSONValue)

        /// `value` as a code's value.
        init(_ value: JSONValue) {
            switch value {
            case .number(let number): self = .number(number)
            case .string(let text): self = .string(text)
            case .bool(let flag): self = .bool(flag)
            case .null, .array, .object: self = .other(value)
            }
        }

        /// The value as JSON.
        var json: JSONValue {
            switch self {
            case .number(let number): .number(number)
            case .string(let text): .string(text)
            case .bool(let flag): .bool(flag)
            case .other(let value): value
            }
        }
    }

    /// The rules being read, column by column, with kinds and attribute tables kept once.
    struct Builder {
        /// The code field names the rules' codes refer to by position.
        fileprivate let fields: [String]
        /// Where each rule's codes start in `codeFields` and `codeValues`, and one past the last rule's.
        fileprivate var codeStarts: [Int32] = [0]
        /// Each code's field, as a position in `fields`.
        fileprivate var codeFields: [UInt8] = []
        /// Each code's value.
        fileprivate var codeValues: [Value] = []
        /// The names' UTF-8 bytes, one after another.
        fileprivate var nameBytes: [UInt8] = []
        /// Where each rule's name starts in `nameBytes`, and one past the last rule's.
        fileprivate var nameStarts: [Int32] = [0]
        /// The kinds met so far, each once.
        fileprivate var kinds: [GroupEventKind] = []
        /// The positions of the kinds met so far, by name.
        private var kindPositions: [String: Int32] = [:]
        /// Each rule's kind, as a position in `kinds`.
        fileprivate var kindOfRule: [Int32] = []
        /// The attribute tables met so far, each once.
        fileprivate var attributeTables: [[String: String]] = []
        /// The positions of the attribute tables met so far.
        private var attributePositions: [[String: String]: Int32] = [:]
        /// Each rule's attributes, as a position in `attributeTables`.
        fileprivate var attributesOfRule: [Int32] = []

        /// A builder for rules whose codes name `fields` (at most 256).
        init(fields: [String]) {
            precondition(fields.count <= Int(UInt8.max) + 1, "too many code fields")
            self.fields = fields
        }

        /// The kind named `name`, kept once.
        mutating func kind(named name: String) -> GroupEventKind {
            kinds[Int(kindPosition(named: name))]
        }

        /// The position in `kinds` of the kind named `name`, added when new.
        private mutating func kindPosition(named name: String) -> Int32 {
            if let position = kindPositions[name] { return position }
            let position = Int32(kinds.count)
            kinds.append(GroupEventKind(rawValue: name))
            kindPositions[name] = position
            return position
        }

        /// Adds a rule; `codes` pairs a position in the builder's fields with a value.
        mutating func append(codes: [(field: Int, value: JSONValue)], name: String, kind: GroupEventKind, attributes: [String: String]) {
            for code in codes {
                codeFields.append(UInt8(code.field))
                codeValues.append(Value(code.value))
            }
            codeStarts.append(Int32(codeValues.count))
            nameBytes.append(contentsOf: name.utf8)
            precondition(nameBytes.count <= Int(Int32.max), "rule names too long for one table")
            nameStarts.append(Int32(nameBytes.count))
            kindOfRule.append(kindPosition(named: kind.rawValue))
            if let position = attributePositions[attributes] {
                attributesOfRule.append(position)
            } else {
                let position = Int32(attributeTables.count)
                attributeTables.append(attributes)
                attributePositions[attributes] = position
                attributesOfRule.append(position)
            }
        }
    }

    /// The code field names the rules' codes refer to by position.
    private let fields: [String]
    /// Where each rule's codes start in `codeFields` and `codeValues`, and one past the last rule's.
    private let codeStarts: [Int32]
    /// Each code's field, as a position in `fields`.
    private let codeFields: [UInt8]
    /// Each code's value.
    private let codeValues: [Value]
    /// The names' UTF-8 bytes, one after another.
    private let nameBytes: [UInt8]
    /// Where each rule's name starts in `nameBytes`, and one past the last rule's.
    private let nameStarts: [Int32]
    /// The kinds, each once.
    private let kinds: [GroupEventKind]
    /// Each rule's kind, as a position in `kinds`.
    private let kindOfRule: [Int32]
    /// The attribute tables, each once.
    private let attributeTables: [[String: String]]
    /// Each rule's attributes, as a position in `attributeTables`.
    private let attributesOfRule: [Int32]

    /// The rules `builder` read.
    init(_ builder: consuming Builder) {
        fields = builder.fields
        codeStarts = builder.codeStarts
        codeFields = builder.codeFields
        codeValues = builder.codeValues
        nameBytes = builder.nameBytes
        nameStarts = builder.nameStarts
        kinds = builder.kinds
        kindOfRule = builder.kindOfRule
        attributeTables = builder.attributeTables
        attributesOfRule = builder.attributesOfRule
    }

    /// The rules, as positions in this store.
    var rules: [CodeRule] {
        (0..<kindOfRule.count).map { CodeRule(store: self, position: $0) }
    }

    /// The codes of rule `rule`, in the order it holds them.
    func codes(of rule: Int) -> JSONObject {
        let range = Int(codeStarts[rule])..<Int(codeStarts[rule + 1])
        var codes = JSONObject(capacity: range.count)
        for code in range {
            codes.append(fields[Int(codeFields[code])], codeValues[code].json)
        }
        return codes
    }

    /// The code of rule `rule` in the field named `field`, or nil: the last, as a `JSONObject`
    /// lookup finds it.
    func code(_ field: String, of rule: Int) -> JSONValue? {
        var code = Int(codeStarts[rule + 1])
        let start = Int(codeStarts[rule])
        while code > start {
            code -= 1
            if fields[Int(codeFields[code])] == field { return codeValues[code].json }
        }
        return nil
    }

    /// The name of rule `rule`.
    func name(of rule: Int) -> String {
        String(decoding: nameBytes[Int(nameStarts[rule])..<Int(nameStarts[rule + 1])], as: UTF8.self)
    }

    /// The kind of rule `rule`.
    func kind(of rule: Int) -> GroupEventKind {
        kinds[Int(kindOfRule[rule])]
    }

    /// The attributes of rule `rule`.
    func attributes(of rule: Int) -> [String: String] {
        attributeTables[Int(attributesOfRule[rule])]
    }
}
