import GroupEventsCore

extension FieldReader {
    /// A NIM server message ID, as its exact text, or nil: a string, or a number that must be a 64-bit
    /// integer, as the server's IDs are (never read through a floating-point type).
    func nimMessageID(_ key: String) throws(RecordDecodingError) -> String? {
        if value(key)?.numberValue != nil { _ = try int64(key) }
        return try identifier(key)
    }
}
