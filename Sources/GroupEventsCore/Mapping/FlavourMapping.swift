/// The semantic layer of one flavour: the vendor's model ↔ `GroupEvent`, driven by the flavour's
/// table in the vendor's mapping file.
///
/// One record may carry several events (a tip that renames the group and moves its owner), so a
/// model decodes to one or more events, and events encode to models — merged into one where the
/// flavour packs several changes into one record. A flavour of one event per record conforms to
/// `OneEventMapping` instead and maps one event at a time.
@usableFromInline package protocol FlavourMapping: Sendable {
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

    /// How well the flavour writes `event` (one of another flavour): the table's level for its kind
    /// unless the mapping knows better for the event in hand.
    func capability(for event: GroupEvent) -> EventCapability

    /// The events a model describes (at least one), in record order, with anything worth reporting.
    func decode(_ model: Model) -> ([GroupEvent], [Diagnostic])

    /// The models, one per record to write, for `events` (the events of one source record, or one
    /// unified event), building on `template` (the model of their source record, when it was of this
    /// flavour) and reporting what the flavour cannot say; empty, with an error, when nothing can be written.
    func encode(_ events: [GroupEvent], template: Model?) -> ([Model], [Diagnostic])

    /// The fields of `event` a record of this flavour written for it (by `encode`, without a template
    /// of this flavour's own) has a place for; what else the event fills is reported as left out.
    func places(for event: GroupEvent) -> FieldPlaces

    /// How many of `event`'s members, and of their mutes, one record of this flavour holds: where it
    /// holds fewer, the event is written as one record per member or per mute (`RecordSplit`).
    func recordSplit(for event: GroupEvent) -> RecordSplit
}

extension FlavourMapping {
    /// The table's level for the event's kind.
    @usableFromInline package func capability(for event: GroupEvent) -> EventCapability {
        EventCapability(flavour.capability(for: event.kind))
    }

    /// Every field, unless the mapping knows better.
    @usableFromInline package func places(for event: GroupEvent) -> FieldPlaces { .everything }

    /// One record holds every event, unless the mapping knows better.
    @usableFromInline package func recordSplit(for event: GroupEvent) -> RecordSplit { .whole }

    /// The flavour's part of `table`, or an empty table (every lookup misses) when the file has none.
    @usableFromInline package static func flavourTable(in table: MappingTable) -> FlavourTable {
        table.flavour(named: id.flavour) ?? FlavourTable(name: id.flavour, summary: "", codeFields: [], rules: [], capabilities: [:])
    }
}
