import GroupEventsCore
import GroupEventsJSON

/// The way a record goes when the conversion's source flavour reads it into slots and its target
/// writes from them (`SlotReading`, `SlotWriting`): straight from the record's index into the
/// worker's output, its strings copied as ranges of its text, with no event, model or tree built.
///
/// A record either flavour does not take goes the general way (`Translator`), which gives the same
/// bytes and diagnostics for every record the slots take (`SlotPathTests` holds the two to that).
/// The slot path serves only a conversion that changes nothing the slots do not hold: one named
/// source flavour, no ID map, no read-back check, compact output, a text under 2 GB.
///
/// A class, so that handing it to every record's work copies one reference: as a value it was two
/// existentials whose adapters' tables were retained one by one for each record.
final class SlotPath: Sendable {
    /// The source flavour.
    let reader: any SlotReading
    /// The target flavour.
    let writer: any SlotWriting
    /// How the writer writes an event the target cannot express as a text message, as the translator
    /// does; nil with `--fallback drop`.
    let fallback: SlotFallback?
    /// Whether a record that is no group notification is passed through (else, with `--events-only`,
    /// it is left out, which the general path does).
    let passesNonEventsThrough: Bool

    /// The slot path of `translator`'s conversion, when it has one.
    init?(_ translator: Translator) {
        guard translator.idMap == nil, !translator.verify, case .flavour(let named, _) = translator.source,
            let reader = named as? any SlotReading, let writer = translator.target as? any SlotWriting
        else { return nil }
        self.reader = reader
        self.writer = writer
        fallback = SlotFallback(translator, source: named.id)
        passesNonEventsThrough = !translator.eventsOnly
    }

    /// The record written the slot way, or nil when it goes the general way.
    func process(_ record: SourceRecord, writing: RecordWriting) -> ProcessedRecord? {
        // Slots count a string's place in 32 bits: a text of 2 GB or more goes the general way.
        guard case .compact = writing.style, let indexed = record.indexed, writing.source.bytes.count < Int(Int32.max) else { return nil }
        return process(indexed.tapeValue, in: &writing.scratch.slots, writing: writing)
    }

    /// The record at `root` written the slot way with `slots` into the chunk's output buffer, or nil.
    private func process(_ root: JSONTapeValue, in slots: inout RecordSlots, writing: RecordWriting) -> ProcessedRecord? {
        slots.removeAll()
        slots.checksUncarriedData = writer.reportsUncarriedData
        // The ranges lie in the record's text, or in the text a reader joined from it and a document
        // embedded in one of its strings (`RecordSlots.joinedText`).
        guard reader.readSlots(root, into: &slots) else { return nil }
        let text = slots.text(over: root.textStart)
        if slots.isPassedThrough {
            // No group notification: its own bytes, written unless `--events-only` leaves it out.
            guard passesNonEventsThrough, let record = slots.compactRecord else { return nil }
            slots.output.json(UnsafeBufferPointer(start: text + record.lowerBound, count: record.count))
        } else {
            guard writer.writeSlots(&slots, text: text, fallback: fallback) else { return nil }
        }
        // The output, then the diagnostics' messages, into the chunk's buffer.
        var buffer = writing.scratch.takeOutputBuffer()
        let start = buffer.count
        slots.output.withBytes { buffer.append(contentsOf: $0) }
        let end = buffer.count
        slots.messages.withBytes { buffer.append(contentsOf: $0) }
        writing.scratch.giveBack(consume buffer)
        // The record's outcome is its worst event's: a text message's `fallback` is worse than `converted`.
        let outcome =
            slots.isPassedThrough
            ? RecordTranslation.Outcome.passedThrough : slots.events.reduce(RecordTranslation.Outcome.converted) { $0.worse($1.outcome) }
        return ProcessedRecord(
            outcome: outcome, events: EventOutcomes(slots.events.lazy.map { (kind: $0.kind, outcome: $0.outcome) }),
            outputs: OutputBytes(
                pendingFrom: start, ends: slots.outputEnds.isEmpty ? [] : slots.outputEnds.map { start + $0 }, to: end,
                count: slots.outputEnds.count + 1), diagnostics: [],
            deferredDiagnostics: DeferredDiagnostics(slots.keepDiagnostics(), messagesFrom: end))
    }
}
