import GroupEventsCore
import GroupEventsJSON

/// The `nim:web` mapping: `NIMMapping` driven by the `web` table of `Mappings/nim.json`, whose codes
/// are the Web SDK's names: the `attach.type` of an op, the `attach.team` key of an update tag.
public struct NIMWebMapping: NIMMapping {
    /// A notification.
    public typealias Model = NIMNotification

    /// `nim:web`.
    public static let id = FlavourID(vendor: "nim", flavour: "web")

    /// `type`: the `attach.type` name (the wire number for an op the SDK has no name for).
    public static let opField = "type"
    /// `teamKeys`: the `attach.team` keys.
    public static let tagsField = "teamKeys"
    /// No: the Web SDK's transfer has no `leave`.
    public static let writesLeaveFlag = false

    /// The `web` table.
    public let flavour: FlavourTable
    /// Tag 101's values.
    public let muteTypes: ValueTable
    /// Tag 100's values.
    public let muteAll: ValueTable
    /// The table's tagged and super-team ops.
    public let ops: NIMTableOps

    /// The op's name, or its number when it has none.
    public static func opCode(_ op: Int64) -> JSONValue {
        NIMWebSpelling.typeNames[op].map(JSONValue.string) ?? .integer(op)
    }

    /// The op a name (or a number) stands for.
    public static func op(ofCode code: JSONValue?) -> Int64? {
        code?.stringValue.flatMap { NIMWebSpelling.ops[$0] } ?? code?.numberValue?.int64
    }

    /// The tag's `team` key, or the tag itself when the SDK has no key for it.
    public static func tagCode(_ tag: String) -> JSONValue {
        .string(NIMWebSpelling.teamKey(ofTag: tag) ?? tag)
    }

    /// The tag a `team` key stands for.
    public static func tag(ofCode code: JSONValue?) -> Int64? {
        code?.stringValue.flatMap(NIMWebSpelling.tag(ofTeamKey:)).flatMap { Int64($0) }
    }

    /// A mapping driven by a NIM table.
    public init(table: MappingTable) {
        flavour = Self.flavourTable(in: table)
        muteTypes = table.values(named: "muteType")
        muteAll = table.values(named: "muteAll")
        ops = NIMTableOps(flavour, of: Self.self)
    }
}
