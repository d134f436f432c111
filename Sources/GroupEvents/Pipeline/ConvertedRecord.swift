import GroupEventsJSON

/// A record a run wrote, as a function sink (`RecordSink.each`) or `Conversion.records(from:)` gets
/// it: its bytes (compact JSON, as the command writes it in NDJSON), and where it came from.
public struct ConvertedRecord: Sendable {
    /// The name of the input it came from (a path, or the name given to standard input, a descriptor
    /// or bytes); nil for such an input unnamed.
    public let input: String?
    /// The number of the input record it was made from, from 1: one input record may make several
    /// records (an event split in parts) or none.
    public let recordNumber: Int
    /// The record, compact JSON text in UTF-8, without a line break.
    public let bytes: [UInt8]

    /// A record made from input record `recordNumber` of `input`.
    public init(input: String?, recordNumber: Int, bytes: [UInt8]) {
        self.input = input
        self.recordNumber = recordNumber
        self.bytes = bytes
    }

    /// The record as text.
    public var text: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The record parsed (exact numbers and key order kept).
    public func value() throws(JSONSyntaxError) -> JSONValue {
        try JSONReader().read(bytes)
    }
}
