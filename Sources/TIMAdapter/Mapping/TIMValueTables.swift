import GroupEventsCore
import GroupEventsJSON

/// The value tables of `Mappings/tim.json` the TIM mappings read: roles, join types, the mute-all
/// flag and the group options, each raw value with its meaning, for every flavour's spelling (`"Admin"`
/// on web, 300 in the native SDKs).
package struct TIMValueTables: Sendable, Hashable {
    /// `role`: a raw role → `owner`, `admin` or `member`.
    package let roles: ValueTable
    /// `joinType`: a raw join type → a join method, or `unknown`.
    package let joinTypes: ValueTable
    /// `muteAll`: a raw mute-all value → `all` or `none`.
    package let muteAll: ValueTable
    /// The tables a rule's `values` attribute may name, to convert a vendor field's value between
    /// flavours that spell it differently (`groupOption`: `"NeedPermission"` ↔ 1).
    package let conversions: [String: ValueTable]

    /// The tables of a TIM mapping file.
    package init(_ table: MappingTable) {
        roles = table.values(named: "role")
        joinTypes = table.values(named: "joinType")
        muteAll = table.values(named: "muteAll")
        conversions = Dictionary(uniqueKeysWithValues: Self.conversionNames.map { ($0, table.values(named: $0)) })
    }

    /// The value tables a rule's `values` attribute may name.
    static let conversionNames = ["groupOption"]

    /// The meaning of a join type that does not say how members joined.
    static let unknownJoin = "unknown"

    /// A role as the unified model holds it: its level, when the table knows the raw value, and the raw value.
    func role(_ raw: JSONValue) -> GroupRole {
        GroupRole(level: roles.meaning(of: raw).flatMap(GroupRole.Level.init(rawValue:)), raw: raw)
    }

    /// The raw role a flavour writing roles as `type` writes for a role: its own raw value when the
    /// table gives it the same level and it is of that type, else the table's first value of that type
    /// for the level; a raw value of no known level only when it is of that type.
    func raw(_ role: GroupRole, as type: String) -> JSONValue? {
        if let raw = role.raw, roles.meaning(of: raw) == role.level?.rawValue, Self.isOfType(raw, type) { return raw }
        if let level = role.level { return Self.value(meaning: level.rawValue, as: type, in: roles) }
        return role.raw.flatMap { Self.isOfType($0, type) ? $0 : nil }
    }

    /// `value` written as a `type` (`string`, `boolean`, `integer`; nil takes any): as it is when it
    /// already is one, else the first value of `table` with the same meaning that is. Nil when neither.
    static func value(_ value: JSONValue, as type: String?, through table: ValueTable?) -> JSONValue? {
        if isOfType(value, type) { return value }
        guard let table, let meaning = table.meaning(of: value) else { return nil }
        return table.entries.first { $0.meaning == meaning && isOfType($0.value, type) }?.value
    }

    /// The first value of `table` meaning `meaning` that is a `type`.
    static func value(meaning: String, as type: String?, in table: ValueTable) -> JSONValue? {
        table.entries.first { $0.meaning == meaning && isOfType($0.value, type) }?.value
    }

    /// Whether a value is of a rule's `value` type (any, when the rule names none), or of the form
    /// `type(of:)` gave another value.
    static func isOfType(_ value: JSONValue, _ type: String?) -> Bool {
        guard let type else { return true }
        return self.type(of: value) == type
    }

    /// The rule `value` type of a value (`string`, `boolean`, `integer`), or the name of its JSON form
    /// for any other value (`number` for one with a fraction): to write a new value in the form an old one had.
    static func type(of value: JSONValue?) -> String? {
        switch value {
        case .string?: "string"
        case .bool?: "boolean"
        case .number(let number)?: number.isInteger ? "integer" : "number"
        case .null?: "null"
        case .array?: "array"
        case .object?: "object"
        case nil: nil
        }
    }
}
