import GroupEventsJSON

/// A record's events held as slots (`EventSlot`, `PersonSlot`) whose strings are ranges of the
/// record's own text, and the output written from them: memory one worker reuses from record to
/// record, so that a record read and written this way allocates nothing of its own.
///
/// This is the path of the flavours that read into slots (`SlotReading`) and write from them
/// (`SlotWriting`); any record one of them does not take goes the general way (`Translator`), which
/// gives the same bytes and diagnostics for every record the slots take.
///
/// One worker uses one at a time, so its fields are not checked for overlapping access at run time
/// (`@exclusivity(unchecked)`): a writer touches them for every key and value it writes.
@usableFromInline package final class RecordSlots: @unchecked Sendable {
    /// The flavour the record was read in.
    @exclusivity(unchecked) @usableFromInline package var source: FlavourID?
    /// The record's events, in record order.
    @exclusivity(unchecked) @usableFromInline package var events: [EventSlot] = []
    /// The people the events name.
    @exclusivity(unchecked) @usableFromInline package var people: [PersonSlot] = []
    /// Profiles a reader has read and not yet given to anyone: scratch for a reader, each with the
    /// user ID it names, if any.
    @exclusivity(unchecked) @usableFromInline package var profiles: [(userID: JSONStringRange?, person: PersonSlot)] = []
    /// The record's output, as the target flavour wrote it.
    @exclusivity(unchecked) @usableFromInline package var output = JSONOutputBuffer()
    /// What is worth reporting about the record.
    @exclusivity(unchecked) @usableFromInline package var diagnostics: [Diagnostic] = []

    /// Empty slots.
    @usableFromInline package init() {
        events.reserveCapacity(4)
        people.reserveCapacity(16)
    }

    /// Forgets the last record, keeping the memory.
    @inlinable package func removeAll() {
        source = nil
        events.removeAll(keepingCapacity: true)
        people.removeAll(keepingCapacity: true)
        profiles.removeAll(keepingCapacity: true)
        output.removeAll()
        diagnostics = []
    }
}
