/// The semantic layer of one flavour: the vendor's model ↔ `GroupEvent`, driven by the flavour's
/// table in the vendor's mapping file.
public protocol FlavourMapping: Sendable {
    /// The vendor's model of one record (the codec's model).
    associatedtype Model: Sendable

    /// The vendor and flavour.
    static var id: FlavourID { get }

    /// The vendor's built-in mapping table.
    static var defaultTable: MappingTable { get }

    /// A mapping driven by `table` (the vendor's whole file; the mapping takes its flavour's part).
    init(table: MappingTable)

    /// This flavour's part of the table.
    var flavour: FlavourTable { get }

    /// The event a model describes, with anything worth reporting.
    func decode(_ model: Model) -> (GroupEvent, [Diagnostic])

    /// The model for an event, building on `template` (the model of the event's source record, when
    /// it was of this flavour), reporting what the flavour cannot say; nil when it cannot be written.
    func encode(_ event: GroupEvent, template: Model?) -> (Model?, [Diagnostic])
}

extension FlavourMapping {
    /// The flavour's part of `table`, or an empty table (every lookup misses) when the file has none.
    public static func flavourTable(in table: MappingTable) -> FlavourTable {
        table.flavour(named: id.flavour) ?? FlavourTable(name: id.flavour, summary: "", codeFields: [], rules: [], capabilities: [:])
    }
}
