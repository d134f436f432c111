import GroupEventsJSON

/// Where a diagnostic points: file, record number, line:column and JSON path, as far as known.
public struct RecordLocation: Sendable, Hashable, CustomStringConvertible {
    /// The input file's path, or nil for standard input.
    public var file: String?
    /// The record's number within its file, counted from 1 as lines and columns are.
    public var record: Int?
    /// Line and column in the file.
    public var position: JSONSourceLocation?
    /// The JSON path inside the record.
    public var path: JSONPath?
    /// The byte offset in the file, used to compute `position` once the record's bytes are at hand.
    public var offset: JSONOffset

    /// A location; every part is optional.
    public init(
        file: String? = nil, record: Int? = nil, position: JSONSourceLocation? = nil, path: JSONPath? = nil,
        offset: JSONOffset = .unknown
    ) {
        self.file = file
        self.record = record
        self.position = position
        self.path = path
        self.offset = offset
    }

    /// `file:line:column: record N at $.path`, leaving out what is unknown; on one line, its control
    /// characters escaped (`escapingControlCharacters`).
    public var description: String {
        var parts: [String] = []
        var head = file ?? "<stdin>"
        if let position { head += ":\(position)" }
        parts.append(head)
        if let record { parts.append("record \(record)") }
        if let path { parts.append("at \(path)") }
        return parts.joined(separator: ": ").escapingControlCharacters
    }
}
