/// How well a flavour can express one event in hand — not only its kind: a webhook may carry a rename
/// but not a mute-all, both `group.profileChanged` — and why, when not fully.
@usableFromInline package struct EventCapability: Sendable, Hashable {
    /// The level for this event.
    @usableFromInline package var level: Capability
    /// Why the event cannot be written as well as its kind, for the diagnostic; nil when the kind's level holds.
    @usableFromInline package var reason: String?

    /// A level, with the reason it is lower than the kind's.
    @usableFromInline package init(_ level: Capability, reason: String? = nil) {
        self.level = level
        self.reason = reason
    }
}
