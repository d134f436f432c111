/// What to do with an event the target flavour cannot express (`--fallback`). Who a text message is
/// said by is the translator's `fallbackSender` (`--fallback-sender`).
public enum FallbackPolicy: String, Sendable, Hashable, CaseIterable {
    /// Write the target's plain text message carrying the rendered sentence.
    case text
    /// Leave the event out (it is still reported).
    case drop
}
