import GroupEventsCore
import GroupEventsJSON

/// The `nim:server` mapping: `NIMMapping` driven by the `server` table of `Mappings/nim.json`.
package struct NIMServerMapping: NIMMapping {
    /// A notification.
    package typealias Model = NIMNotification

    /// `nim:server`.
    package static let id = FlavourID(vendor: "nim", flavour: "server")

    /// The `server` table.
    package let flavour: FlavourTable
    /// Tag 101's values.
    package let muteTypes: ValueTable
    /// Tag 100's values.
    package let muteAll: ValueTable
    /// The table's tagged and super-team ops.
    package let ops: NIMTableOps

    /// `op`: the wire op number.
    package static let opField = "op"
    /// `tags`: the wire's tag numbers.
    package static let tagsField = "tags"

    /// The op's number.
    package static func opCode(_ op: Int64) -> JSONValue { .integer(op) }

    /// The code's number.
    package static func op(ofCode code: JSONValue?) -> Int64? { code?.numberValue?.int64 }

    /// The tag as the string it is on the wire.
    package static func tagCode(_ tag: String) -> JSONValue { .string(tag) }

    /// The code's number.
    package static func tag(ofCode code: JSONValue?) -> Int64? { code?.numberValue?.int64 }

    /// A mapping driven by a NIM table.
    package init(table: MappingTable) {
        flavour = Self.flavourTable(in: table)
        muteTypes = table.values(named: "muteType")
        muteAll = table.values(named: "muteAll")
        ops = NIMTableOps(flavour, of: Self.self)
    }
}
