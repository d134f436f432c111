import GroupEventsCore
import GroupEventsJSON

/// The `nim:v2` mapping: `NIMMapping` driven by the `v2` table of `Mappings/nim.json`, whose codes
/// are the V2 SDK's: the `attachment.type` number of an op, the `updatedTeamInfo` key of an update tag.
package struct NIMV2Mapping: NIMMapping {
    /// A notification.
    package typealias Model = NIMNotification

    /// `nim:v2`.
    package static let id = FlavourID(vendor: "nim", flavour: "v2")

    /// `type`: the op number.
    package static let opField = "type"
    /// `updatedTeamInfo`: the `updatedTeamInfo` keys.
    package static let tagsField = "updatedTeamInfo"

    /// The `v2` table.
    package let flavour: FlavourTable
    /// Tag 101's values.
    package let muteTypes: ValueTable
    /// Tag 100's values.
    package let muteAll: ValueTable
    /// The table's tagged and super-team ops.
    package let ops: NIMTableOps

    /// The op's number.
    package static func opCode(_ op: Int64) -> JSONValue { .integer(op) }

    /// The code's number.
    package static func op(ofCode code: JSONValue?) -> Int64? { code?.numberValue?.int64 }

    /// The tag's `updatedTeamInfo` key, or the tag itself when the SDK has no key for it.
    package static func tagCode(_ tag: String) -> JSONValue {
        .string(NIMV2Spelling.key(ofTag: tag) ?? tag)
    }

    /// The tag an `updatedTeamInfo` key stands for.
    package static func tag(ofCode code: JSONValue?) -> Int64? {
        code?.stringValue.flatMap(NIMV2Spelling.tag(ofKey:)).flatMap { Int64($0) }
    }

    /// A mapping driven by a NIM table.
    package init(table: MappingTable) {
        flavour = Self.flavourTable(in: table)
        muteTypes = table.values(named: "muteType")
        muteAll = table.values(named: "muteAll")
        ops = NIMTableOps(flavour, of: Self.self)
    }
}
