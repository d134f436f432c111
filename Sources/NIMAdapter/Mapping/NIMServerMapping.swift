import GroupEventsCore
import GroupEventsJSON

/// The `nim:server` mapping: `NIMMapping` driven by the `server` table of `Mappings/nim.json`.
public struct NIMServerMapping: NIMMapping {
    /// A notification.
    public typealias Model = NIMNotification

    /// `nim:server`.
    public static let id = FlavourID(vendor: "nim", flavour: "server")

    /// The `server` table.
    public let flavour: FlavourTable
    /// Tag 101's values.
    public let muteTypes: ValueTable
    /// Tag 100's values.
    public let muteAll: ValueTable
    /// The table's tagged and super-team ops.
    public let ops: NIMTableOps

    /// `op`: the wire op number.
    public static let opField = "op"
    /// `tags`: the wire's tag numbers.
    public static let tagsField = "tags"

    /// The op's number.
    public static func opCode(_ op: Int64) -> JSONValue { .integer(op) }

    /// The code's number.
    public static func op(ofCode code: JSONValue?) -> Int64? { code?.numberValue?.int64 }

    /// The tag as the string it is on the wire.
    public static func tagCode(_ tag: String) -> JSONValue { .string(tag) }

    /// The code's number.
    public static func tag(ofCode code: JSONValue?) -> Int64? { code?.numberValue?.int64 }

    /// A mapping driven by a NIM table.
    public init(table: MappingTable) {
        flavour = Self.flavourTable(in: table)
        muteTypes = table.values(named: "muteType")
        muteAll = table.values(named: "muteAll")
        ops = NIMTableOps(flavour, of: Self.self)
    }
}
