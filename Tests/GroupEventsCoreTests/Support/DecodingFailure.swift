import GroupEventsCore

/// The error `body` throws, or nil when it throws none: for tests that look at a decoding error's
/// path, offset and message.
func decodingFailure<T>(_ body: () throws(RecordDecodingError) -> T) -> RecordDecodingError? {
    do {
        _ = try body()
        return nil
    } catch {
        return error
    }
}
