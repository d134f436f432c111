import GroupEvents

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

    /// A mapping driven by a NIM table.
    public init(table: MappingTable) {
        flavour = Self.flavourTable(in: table)
        muteTypes = table.values(named: "muteType")
        muteAll = table.values(named: "muteAll")
    }
}
