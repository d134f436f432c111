import GroupEventsJSON

/// A flavour that reads the records it can into `RecordSlots`, straight from the record's index.
@usableFromInline package protocol SlotReading: Sendable {
    /// Reads `record` into `slots` (emptied before) and says whether it took it: a record it does
    /// not take, for whatever reason, goes the general way, which reads it as the slots would have,
    /// or reports what is wrong with it.
    func readSlots(_ record: JSONTapeValue, into slots: inout RecordSlots) -> Bool
}
