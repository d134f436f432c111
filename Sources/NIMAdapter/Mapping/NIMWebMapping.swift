import GroupEventsCore
import GroupEventsJSON

/// The `nim:web` mapping: `NIMMapping` driven by the `web` table of `Mappings/nim.json`, whose codes
/// are the Web SDK's names: the `attach.type` of an op, the `attach.team` key of an update tag.
package struct NIMWebMapping: NIMMapping {
    /// A notification.
    package typealias Model = NIMNotification

    /// `nim:web`.
    package static let id = FlavourID(vendor: "nim", flavour: "web")

    /// `type`: the `attach.type` name (the wire number for an op the SDK has no name for).
    package static let opField = "type"
    /// `teamKeys`: the `attach.team` keys.
    package static let tagsField = "teamKeys"
    /// No: the Web SDK's transfer has no `leave`.
    package static let writesLeaveFlag = false

    /// The `web` table.
    package let flavour: FlavourTable
    /// Tag 101's values.
    package let muteTypes: ValueTable
    /// Tag 100's values.
    package let muteAll: ValueTable
    /// The table's tagged and super-team ops.
    package let ops: NIMTableOps

    /// The op's name, or its number when it has none.
    package static func opCode(_ op: Int64) -> JSONValue {
        NIMWebSpelling.typeNames[op].map(JSONValue.string) ?? .integer(op)
    }

    /// The op a name (or a number) stands for.
    package static func op(ofCode code: JSONValue?) -> Int64? {
        code?.stringValue.flatMap { NIMWebSpelling.ops[$0] } ?? code?.numberValue?.int64
    }

    /// The tag's `team` key, or the tag itself when the SDK has no key for it.
    package static func tagCode(_ tag: String) -> JSONValue {
        .string(NIMWebSpelling.teamKey(ofTag: tag) ?? tag)
    }

    /// The tag a `team` key stands for.
    package static func tag(ofCode code: JSONValue?) -> Int64? {
        code?.stringValue.flatMap(NIMWebSpelling.tag(ofTeamKey:)).flatMap { Int64($0) }
    }

    /// A mapping driven by a NIM table.
    package init(table: MappingTable) {
        flavour = Self.flavourTable(in: table)
        muteTypes = table.values(named: "muteType")
        muteAll = table.values(named: "muteAll")
        ops = NIMTableOps(flavour, of: Self.self)
    }
}
