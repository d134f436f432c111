import GroupEventsJSON

/// What a slot writer needs to write an event its target cannot express as a text message, as the
/// translator does (`Translator.unwritten`): the sentence (the translator's renderer, the one the
/// general path uses), the unified event it carries, its source record without its credentials, and
/// the `unsupported-event` warning and `credential-omitted` notes that go with it. Made once for a
/// conversion whose `--fallback` is `text`; the writer writes the message in its flavour's shape.
@usableFromInline package final class SlotFallback: Sendable {
    /// Says the sentence.
    let renderer: SentenceRenderer
    /// Who the text message is said by (`--fallback-sender`), or nil for the target's system sender.
    @usableFromInline package let sender: String?
    /// The target flavour's name, as a warning begins with it.
    private let target: [UInt8]
    /// The reason's words after the user an event is addressed to, for the target
    /// (`EventCapability.addressedEnd(seenByTheGroupIn:named:)`).
    private let addressedEnd: [UInt8]
    /// The note of each credential of the source flavour, in the order its paths are named.
    private let omissions: [Diagnostic]

    /// Why an event falls back to a text message, as `EventCapability.reason` says it.
    @usableFromInline package enum Reason {
        /// The table gives its kind no better level than `fallback`: no reason is given.
        case none
        /// It is addressed to the user whose ID (without escapes) is this range.
        case addressed(JSONStringRange)
        /// The target cannot hold what it says, in these words (UTF-8).
        case stated([UInt8])
    }

    /// The fallback of `translator`'s conversion from `source`, or nil when it does not write text
    /// messages (`--fallback drop`).
    @usableFromInline package init?(_ translator: Translator, source: FlavourID) {
        guard translator.fallback == .text else { return nil }
        renderer = translator.renderer
        sender = translator.fallbackSender
        target = Array(translator.target.id.description.utf8)
        addressedEnd = Array(EventCapability.addressedEnd(seenByTheGroupIn: translator.target.id, named: true).utf8)
        omissions = translator.credentials.omissions(in: source)
    }

    /// Prepares the event at `index` of `slots` to be written as a text message: its sentence in
    /// `slots.sentence`, the unified event it carries in `slots.carried`, and its warning and notes
    /// added to `slots`; says whether it could (a unified event the slots do not hold is the general
    /// path's). The event's outcome becomes `fallback`.
    @usableFromInline package func prepare(eventAt index: Int, because reason: Reason, slots: inout RecordSlots, text: UnsafePointer<UInt8>) -> Bool {
        guard slots.credentials.count <= omissions.count, UnifiedSlotWriter.writeCarried(eventAt: index, of: &slots, text: text) else { return false }
        slots.writeSentence(ofEvent: index, renderer: renderer, text: text)
        slots.events[index].outcome = .fallback
        // "<target> cannot express <kind> (<why>); written as a text message: "<sentence>""
        let words = Translator.unsupportedWords
        let start = slots.messages.count
        target.withUnsafeBufferPointer { slots.messages.append($0) }
        slots.messages.append(words.cannotExpress)
        slots.messages.append(slots.events[index].kind.rawValue)
        switch reason {
        case .none:
            break
        case .addressed(let userID):
            slots.messages.append(words.reasonStart)
            slots.messages.append(EventCapability.addressedStart)
            slots.messages.append(userID.bytes(in: text))
            addressedEnd.withUnsafeBufferPointer { slots.messages.append($0) }
            slots.messages.append(words.reasonEnd)
        case .stated(let why):
            slots.messages.append(words.reasonStart)
            why.withUnsafeBufferPointer { slots.messages.append($0) }
            slots.messages.append(words.reasonEnd)
        }
        slots.messages.append(words.then)
        slots.messages.append(Translator.writtenAsTextMessage.start)
        slots.sentence.withBytes { slots.messages.append($0) }
        slots.messages.append(Translator.writtenAsTextMessage.end)
        slots.diagnostics.append(
            DeferredDiagnostic(code: .unsupportedEvent, severity: .warning, path: .root, fields: [], message: start..<slots.messages.count))
        // A note for each credential left out, in the order of their paths.
        for path in omissions.indices where slots.credentials.contains(where: { $0.path == path }) { slots.add(omissions[path]) }
        return true
    }
}
