import GroupEventsJSON

/// A record's events held as slots (`EventSlot`, `PersonSlot`) whose strings are ranges of the
/// record's own text, and the output written from them: memory one worker reuses from record to
/// record, so that a record read and written this way allocates nothing of its own.
///
/// This is the path of the flavours that read into slots (`SlotReading`) and write from them
/// (`SlotWriting`); any record one of them does not take goes the general way (`Translator`), which
/// gives the same bytes and diagnostics for every record the slots take.
///
/// A value a worker keeps and lends to the reader and the writer in turn (`inout`), so that what they
/// touch for every key and value is a field of a local, not of an object checked at run time.
@usableFromInline package struct RecordSlots: ~Copyable {
    /// The flavour the record was read in.
    @usableFromInline package var source: FlavourID?
    /// Where the record's text lies, when it is compact: a writer that keeps the source record
    /// (unified) copies it from there; nil for a record with whitespace, which it leaves to the
    /// general path.
    @usableFromInline package var compactRecord: Range<Int>?
    /// The record's events, in record order.
    @usableFromInline package var events: [EventSlot] = []
    /// The people the events name.
    @usableFromInline package var people: [PersonSlot] = []
    /// The fields with no unified meaning that the events' profile changes change.
    @usableFromInline package var vendorFields: [VendorFieldSlot] = []
    /// Profiles a reader has read and not yet given to anyone: scratch for a reader, each with the
    /// user ID it names and the seconds of mute it gives, if any.
    @usableFromInline package var profiles: [(userID: JSONStringRange?, person: PersonSlot, muteTime: Int64?)] = []
    /// The record's output, as the target flavour wrote it: one record or several, one after another.
    @usableFromInline package var output = JSONOutputBuffer()
    /// Where each record of `output` but the last ends, for a writer that wrote several.
    @usableFromInline package var outputEnds: [Int] = []
    /// What is worth reporting about the record, in order, each message in `messages`.
    @usableFromInline package var diagnostics: [DeferredDiagnostic] = []
    /// The diagnostics' messages, one after another, as UTF-8.
    @usableFromInline package var messages = JSONByteBuffer(capacity: 256)

    /// Empty slots.
    @usableFromInline package init() {
        events.reserveCapacity(4)
        people.reserveCapacity(16)
        vendorFields.reserveCapacity(4)
        diagnostics.reserveCapacity(4)
    }

    /// Forgets the last record, keeping the memory.
    @inlinable package mutating func removeAll() {
        source = nil
        compactRecord = nil
        events.removeAll(keepingCapacity: true)
        people.removeAll(keepingCapacity: true)
        vendorFields.removeAll(keepingCapacity: true)
        profiles.removeAll(keepingCapacity: true)
        output.removeAll()
        outputEnds.removeAll(keepingCapacity: true)
        diagnostics.removeAll(keepingCapacity: true)
        messages.removeAll()
    }

    /// Adds `diagnostic` after the others, its message copied into `messages`.
    @usableFromInline package mutating func add(_ diagnostic: Diagnostic) {
        let start = messages.count
        var message = diagnostic.message
        message.withUTF8 { messages.append($0) }
        diagnostics.append(DeferredDiagnostic(diagnostic, message: start..<messages.count))
    }

    /// Adds a translation loss at the record's root (as `Diagnostic.loss` makes one) whose message is
    /// `pieces` one after another, written into `messages` with no string made.
    @usableFromInline package mutating func addLoss(
        _ code: DiagnosticCode, fields: [JSONPath], message pieces: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>
    ) {
        let start = messages.count
        for piece in pieces { messages.append(piece) }
        diagnostics.append(DeferredDiagnostic(code: code, severity: .warning, path: .root, fields: fields, message: start..<messages.count))
    }
}
