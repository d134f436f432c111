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
    public var record: JSONValue?

    /// A source description.
    public init(flavour: FlavourID, codes: JSONObject = [:], record: JSONValue? = nil) {
        self.flavour = flavour
        self.codes = codes
        self.record = record
    }
}
