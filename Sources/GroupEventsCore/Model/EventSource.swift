import GroupEventsJSON

/// Where an event came from: the vendor and flavour, the raw codes that decided its kind, and the
/// record itself, so that encoding back to the same flavour reproduces it.
public struct EventSource: Sendable, Hashable {
    /// The vendor and flavour the record was decoded from.
    public var flavour: FlavourID
    /// The raw codes that decided the kind, in the order the mapping consulted them (`{"event": 8, "changeType": 12}`).
    public var codes: JSONObject
    /// The record as it came, verbatim: the template for re-encoding to the same flavour, and the
    /// audit trail for every field the unified model has no place for.
    @usableFromInline package var original: SourceRecord?
    /// The record as it came, as a value (`original.value`, built when asked for); setting it sets
    /// `original`.
    public var record: JSONValue? {
        get { original?.value }
        set { original = newValue.map(SourceRecord.init) }
    }
    /// Which of its record's events this is, when the record gave more than one (a tip that renames
    /// the group and moves its owner); nil for a record of one event.
    public var part: Part?

    /// The position of an event among the events of its record.
    public struct Part: Sendable, Hashable {
        /// The event's index in its record, from 0.
        public var index: Int
        /// How many events the record gave.
        public var count: Int

        /// Event `index` of `count`.
        public init(index: Int, count: Int) {
            self.index = index
            self.count = count
        }
    }

    /// The source of an event composed by hand rather than decoded: unified, with no codes and no record.
    public static let composed = EventSource(flavour: .unified)

    /// Whether the event was read from a record of `flavour` that it still holds: a record that
    /// flavour rebuilds over its own model rather than writing it afresh.
    @usableFromInline package func isRecord(of flavour: FlavourID) -> Bool {
        self.flavour == flavour && original != nil
    }

    /// A source description.
    public init(flavour: FlavourID, codes: JSONObject = [:], record: JSONValue? = nil, part: Part? = nil) {
        self.flavour = flavour
        self.codes = codes
        original = record.map(SourceRecord.init)
        self.part = part
    }
}
