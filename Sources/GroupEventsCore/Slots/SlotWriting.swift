import GroupEventsJSON

/// A flavour that writes records from `RecordSlots`, straight into the slots' output.
@usableFromInline package protocol SlotWriting: Sendable {
    /// Writes the events of `slots`, whose ranges lie in `text`, into `slots.output` (several records
    /// one after another, each but the last ending at an entry of `slots.outputEnds`), with their
    /// diagnostics added to `slots` (`RecordSlots.add`, `RecordSlots.addLoss`), and says whether it did: events it does not write the way
    /// the general path would (`Translator`), it leaves to that path. An event the flavour cannot
    /// express it may write as its text message, as `fallback` prepares it (none: `--fallback drop`,
    /// which it leaves to the general path), each such event's `outcome` then `fallback`.
    func writeSlots(_ slots: inout RecordSlots, text: UnsafePointer<UInt8>, fallback: SlotFallback?) -> Bool

    /// Whether the writer keeps no source record, so that the general path reports the data only the
    /// source record holds (its application's data, keys its flavour does not document) as left out:
    /// a reader then tells which records hold such data (`RecordSlots.checksUncarriedData`,
    /// `EventSlot.recordHoldsUncarriedData`), and the writer leaves them to that path. Readers look
    /// only when asked: it is a lookup of every key of a record they do not read.
    var reportsUncarriedData: Bool { get }
}
