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
    /// Whether the reader is to tell which events' records hold data no event carries
    /// (`EventSlot.recordHoldsUncarriedData`): set for a writer that reports it
    /// (`SlotWriting.reportsUncarriedData`).
    @usableFromInline package var checksUncarriedData = false
    /// Where the record's text lies, when it is compact: a writer that keeps the source record
    /// (unified) copies it from there; nil for a record with whitespace, which it leaves to the
    /// general path.
    @usableFromInline package var compactRecord: Range<Int>?
    /// Whether the record is no group notification of its flavour, which the slot path passes through
    /// as it is (`compactRecord`), with no event (`passThrough(reason:)`).
    @usableFromInline package var isPassedThrough = false
    /// The record's events, in record order.
    @usableFromInline package var events: [EventSlot] = []
    /// The people the events name.
    @usableFromInline package var people: [PersonSlot] = []
    /// The fields with no unified meaning that the events' profile changes change.
    @usableFromInline package var vendorFields: [VendorFieldSlot] = []
    /// The strings of the events' codes that are sets of strings (`EventSlot.stringCodes`), each a
    /// string of the text without escapes.
    @usableFromInline package var codeStrings: [JSONStringRange] = []
    /// Profiles a reader has read and not yet given to anyone: scratch for a reader, each with the
    /// user ID it names and the seconds of mute it gives, if any.
    @usableFromInline package var profiles: [(userID: JSONStringRange?, person: PersonSlot, muteTime: Int64?)] = []
    /// The record's output, as the target flavour wrote it: one record or several, one after another.
    @usableFromInline package var output = JSONOutputBuffer()
    /// Where each record of `output` but the last ends, for a writer that wrote several.
    @usableFromInline package var outputEnds: [Int] = []
    /// What is worth reporting about the records the slots held, in order: those kept
    /// (`keepDiagnostics()`) since they were last taken (`takeKeptDiagnostics()`), then, from
    /// `recordDiagnosticsStart` on, the current record's, each message in `messages`. One list for
    /// the records of a worker's chunk, so that a record's diagnostics are never copied into another.
    @usableFromInline package var diagnostics: [DeferredDiagnostic] = []
    /// Where the current record's diagnostics start in `diagnostics`.
    @usableFromInline package private(set) var recordDiagnosticsStart = 0
    /// The diagnostics' messages, one after another, as UTF-8.
    @usableFromInline package var messages = JSONByteBuffer(capacity: 256)
    /// The text the slots' ranges lie in when a reader read a JSON document embedded in a string of
    /// the record (NIM's `attach`, a string holding `{"data":…,"id":N}`): a copy of the record's bytes
    /// followed by the string's text unescaped (`joinEmbeddedDocument`), so that every range lies in
    /// one text: the record's at its own offsets, the document's offset by the record's length. Empty
    /// while no reader joined one; the writer then reads the ranges in the record's own text.
    @usableFromInline package var joinedText = JSONByteBuffer(capacity: 1024)
    /// The tape of the document embedded in `joinedText`, kept from record to record.
    @usableFromInline package var embeddedTape = JSONTape()
    /// The sentence of an event a writer writes as a text message (`writeSentence(ofEvent:renderer:text:)`).
    @usableFromInline package var sentence = SentenceWriter(capacity: 256)
    /// The unified event a text message carries, as compact JSON (`SlotFallback`).
    @usableFromInline package var carried = JSONOutputBuffer()
    /// The members of the record that hold a credential with something in it, which the unified event
    /// a text message carries leaves out of its source record: told by a reader of a flavour with
    /// credentials.
    @usableFromInline package var credentials: [CredentialSlot] = []

    /// Empty slots.
    @usableFromInline package init() {
        events.reserveCapacity(4)
        people.reserveCapacity(16)
        vendorFields.reserveCapacity(4)
        codeStrings.reserveCapacity(4)
        diagnostics.reserveCapacity(4)
    }

    /// Forgets the last record, keeping the memory: a list that is empty already is left alone (most
    /// are, and emptying one, elements or none, is a call and a uniqueness check). Its diagnostics go
    /// unless it was kept (`keepDiagnostics()`), as do none of those kept before it.
    @inlinable package mutating func removeAll() {
        source = nil
        compactRecord = nil
        isPassedThrough = false
        if !events.isEmpty { events.removeAll(keepingCapacity: true) }
        if !people.isEmpty { people.removeAll(keepingCapacity: true) }
        if !vendorFields.isEmpty { vendorFields.removeAll(keepingCapacity: true) }
        if !codeStrings.isEmpty { codeStrings.removeAll(keepingCapacity: true) }
        if !profiles.isEmpty { profiles.removeAll(keepingCapacity: true) }
        output.removeAll()
        if !outputEnds.isEmpty { outputEnds.removeAll(keepingCapacity: true) }
        dropRecordDiagnostics()
        messages.removeAll()
        joinedText.removeAll()
        if !credentials.isEmpty { credentials.removeAll(keepingCapacity: true) }
    }

    /// Keeps the current record's diagnostics after those kept before, for the record is written
    /// this way, and says where they lie in `diagnostics`.
    @usableFromInline package mutating func keepDiagnostics() -> Range<Int> {
        let kept = recordDiagnosticsStart..<diagnostics.count
        recordDiagnosticsStart = diagnostics.count
        return kept
    }

    /// The diagnostics kept since the last call, taken out (those of a record not kept dropped),
    /// leaving room for as many.
    @usableFromInline package mutating func takeKeptDiagnostics() -> [DeferredDiagnostic] {
        dropRecordDiagnostics()
        var taken: [DeferredDiagnostic] = []
        taken.reserveCapacity(diagnostics.count)
        swap(&taken, &diagnostics)
        recordDiagnosticsStart = 0
        return taken
    }

    /// Drops the diagnostics of the current record (none of a record not kept survives it).
    @inlinable mutating func dropRecordDiagnostics() {
        if diagnostics.count > recordDiagnosticsStart { diagnostics.removeSubrange(recordDiagnosticsStart...) }
    }

    /// The text a writer reads the slots' ranges in: `joinedText` when a reader joined one, else the
    /// record's own text, `recordText`.
    @inlinable package func text(over recordText: UnsafePointer<UInt8>) -> UnsafePointer<UInt8> {
        joinedText.count == 0 ? recordText : joinedText.baseAddress
    }

    /// Joins the record `record` (a compact object) and the JSON document the text of its string
    /// `embedded` holds into `joinedText` and indexes the document onto `embeddedTape`; says whether
    /// the document is JSON (one that is not is the general path's to report). The document's ranges
    /// lie `embeddedOffset` bytes on in `joinedText`, the record's length.
    @inlinable package mutating func joinEmbeddedDocument(of record: JSONTapeValue, string embedded: JSONStringRange) -> Bool {
        let entry = record.tapeEntry
        let text = record.textStart
        joinedText.removeAll()
        joinedText.append(UnsafeBufferPointer(start: text, count: entry.end))
        joinedText.appendUnescaped(text, from: Int(embedded.start), to: Int(embedded.end))
        // A 0 after the document, so that the tape reads it where it lies rather than a copy with one.
        joinedText.writeSentinel()
        let document = UnsafeRawBufferPointer(start: joinedText.baseAddress + entry.end, count: joinedText.count - entry.end)
        do {
            try embeddedTape.index(document, endsInSentinel: true)
        } catch {
            joinedText.removeAll()
            return false
        }
        return true
    }

    /// The bytes of the document `joinEmbeddedDocument` indexed.
    @inlinable package func embeddedDocument(after record: JSONTapeValue) -> UnsafeRawBufferPointer {
        let start = record.tapeEntry.end
        return UnsafeRawBufferPointer(start: joinedText.baseAddress + start, count: joinedText.count - start)
    }

    /// Adds the member `key`: `value` of a compact object of the record as a credential (`credentials`)
    /// of the path at `path` among its flavour's, with the comma before it, or else after it.
    @inlinable package mutating func addCredential(path: Int, key: JSONTapeValue, value: JSONTapeValue) {
        let text = key.textStart
        var start = key.tapeEntry.start
        var end = value.tapeEntry.end
        if text[start &- 1] == UInt8(ascii: ",") {
            start &-= 1
        } else if text[end] == UInt8(ascii: ",") {
            end &+= 1
        }
        credentials.append(CredentialSlot(path: path, text: start..<end))
    }

    /// Writes the sentence of the event at `index` into `sentence`, as `renderer` says it
    /// (`SentenceRenderer.write(_:into:)`), its names and texts read in `text`.
    @usableFromInline package mutating func writeSentence(ofEvent index: Int, renderer: SentenceRenderer, text: UnsafePointer<UInt8>) {
        guard let source else { return sentence.removeAll() }
        let subject = SlotSentenceSubject(
            event: events[index], people: people, vendorFields: vendorFields, codeStrings: codeStrings, sourceFlavour: source, recordText: text)
        renderer.write(subject, into: &sentence)
    }

    /// Adds `diagnostic` after the others, its message copied into `messages`.
    @usableFromInline package mutating func add(_ diagnostic: Diagnostic) {
        let start = messages.count
        messages.append(diagnostic.message)
        diagnostics.append(DeferredDiagnostic(diagnostic, message: start..<messages.count))
    }

    /// Adds a diagnostic of `code` and `severity` at `path` whose message is `pieces` one after another,
    /// written into `messages` with no string made.
    @usableFromInline package mutating func add(
        _ code: DiagnosticCode, _ severity: DiagnosticSeverity, at path: JSONPath, message pieces: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>
    ) {
        let start = messages.count
        for piece in pieces { messages.append(piece) }
        diagnostics.append(DeferredDiagnostic(code: code, severity: severity, path: path, fields: [], message: start..<messages.count))
    }

    /// Adds a diagnostic of `code` and `severity` at `path` (a loss names `fields`) whose message is
    /// `head`, `number` in decimal and `tail`, written into `messages` with no string made.
    @usableFromInline package mutating func add(
        _ code: DiagnosticCode, _ severity: DiagnosticSeverity, at path: JSONPath, fields: [JSONPath] = [], head: [UInt8], number: Int64,
        tail: [UInt8]
    ) {
        let start = messages.count
        head.withUnsafeBufferPointer { messages.append($0) }
        JSONTextEncoding.withDecimalDigits(of: number) { messages.append($0) }
        tail.withUnsafeBufferPointer { messages.append($0) }
        diagnostics.append(DeferredDiagnostic(code: code, severity: severity, path: path, fields: fields, message: start..<messages.count))
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

    /// Takes the record, compact (`compactRecord`), as no group notification of its flavour, for the
    /// reason `reason` says (its pieces one after another), to be passed through unchanged: with the
    /// translator's `not-an-event` note (`Translator.notAnEvent`), written into `messages`.
    @usableFromInline package mutating func passThrough(reason: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>) {
        precondition(compactRecord != nil, "a record passed through is compact")
        let words = Translator.notAnEventWords
        let start = messages.count
        messages.append(words.start.utf8Bytes)
        for piece in reason { messages.append(piece) }
        messages.append(words.end.utf8Bytes)
        messages.append(words.passedThrough.utf8Bytes)
        diagnostics.append(DeferredDiagnostic(code: .notAnEvent, severity: .info, path: .root, fields: [], message: start..<messages.count))
        isPassedThrough = true
    }

    /// Adds the loss of one message's ID shared by the `records` records `target` (its name as UTF-8)
    /// wrote for `events` of its events (`Translator.sharedMessageIDLoss`), the ID being `id` (its
    /// UTF-8), with no string made.
    @usableFromInline package mutating func addSharedMessageIDLoss(target: [UInt8], events: Int, records: Int, id: UnsafeBufferPointer<UInt8>) {
        let words = Translator.sharedMessageIDWords
        JSONTextEncoding.withDecimalDigits(of: Int64(events)) { eventDigits in
            JSONTextEncoding.withDecimalDigits(of: Int64(records)) { recordDigits in
                target.withUnsafeBufferPointer { target in
                    withUnsafeTemporaryAllocation(of: UnsafeBufferPointer<UInt8>.self, capacity: 8) { pieces in
                        pieces[0] = target
                        pieces[1] = words.wrote.utf8Bytes
                        pieces[2] = events == 1 ? words.event.utf8Bytes : eventDigits
                        pieces[3] = events == 1 ? UnsafeBufferPointer(start: nil, count: 0) : words.events.utf8Bytes
                        pieces[4] = words.as.utf8Bytes
                        pieces[5] = recordDigits
                        pieces[6] = words.share.utf8Bytes
                        pieces[7] = id
                        addLoss(.approximated, fields: [], message: UnsafeBufferPointer(pieces))
                    }
                }
            }
        }
    }

    /// Adds the `field-dropped` loss of the vendor field `field` (its key in `text`) at the record's
    /// root, naming `fields`, whose message is the field's name between `words.start` and `words.end`
    /// ("ZIM tips have no " `tim.addOption` "; it was left out").
    @usableFromInline package mutating func addLoss(
        of field: VendorFieldSlot, between words: (start: StaticString, end: StaticString), fields: [JSONPath], text: UnsafePointer<UInt8>
    ) {
        withUnsafeTemporaryAllocation(of: UnsafeBufferPointer<UInt8>.self, capacity: 4) { pieces in
            pieces[0] = words.start.utf8Bytes
            pieces[1] = field.name.utf8Bytes
            pieces[2] = field.key.map { $0.bytes(in: text) } ?? UnsafeBufferPointer(start: nil, count: 0)
            pieces[3] = words.end.utf8Bytes
            addLoss(.fieldDropped, fields: fields, message: UnsafeBufferPointer(pieces))
        }
    }
}
