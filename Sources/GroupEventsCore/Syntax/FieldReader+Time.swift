extension FieldReader {
    /// The integer time at `key` in units of `millisecondsPerUnit` ms (1000: seconds), as written, or
    /// nil; a time whose milliseconds an `Int64` cannot hold is an error at the value, so that a model
    /// read from a record converts its time (`TimeScale.milliseconds`) without running out of range.
    @usableFromInline package func time(_ key: String, unit millisecondsPerUnit: Int64) throws(RecordDecodingError) -> Int64? {
        guard let count = try int64(key) else { return nil }
        try checkTime(count, unit: millisecondsPerUnit, at: key)
        return count
    }

    /// Checks that `count`, the time read at `key` in units of `millisecondsPerUnit` ms, is a time in
    /// milliseconds an `Int64` holds; an error at the value otherwise.
    @usableFromInline package func checkTime(_ count: Int64, unit millisecondsPerUnit: Int64, at key: String) throws(RecordDecodingError) {
        guard TimeScale.milliseconds(count, unit: millisecondsPerUnit) == nil else { return }
        throw error(key, "the time \(count) in units of \(millisecondsPerUnit) ms is out of range: its milliseconds do not fit in 64 bits")
    }
}
