/// How a slot writer writes an event, as the translator does (`Translator.write`, after the target
/// mapping's `capability(for:)`): in the target's own form (a tip, a tips message), as the text message
/// `SlotFallback` prepares, or not at all, which the writer leaves to the general path (an event
/// dropped or refused, or one it does not write the way that path would).
@usableFromInline package enum SlotEventForm {
    /// In the target's own form: whether the writer writes it so, its writing says.
    case own
    /// As a text message, for this reason.
    case text(SlotFallback.Reason)
    /// Left to the general path.
    case generalPath

    /// The form of an event whose kind the target's table gives `level`, before the mapping lowers it
    /// for what the event says: its own up to `partial`, a text message at `fallback` (the mapping
    /// then gives no reason), the general path's below.
    @inlinable package init(level: Capability) {
        if level <= .partial {
            self = .own
        } else {
            self = level == .fallback ? .text(.none) : .generalPath
        }
    }
}
