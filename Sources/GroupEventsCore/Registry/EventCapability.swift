/// How well a flavour can express one event in hand — not only its kind: a webhook may carry a rename
/// but not a mute-all, both `group.profileChanged` — and why, when not fully.
public struct EventCapability: Sendable, Hashable {
    /// The level for this event.
    public var level: Capability
    /// Why the event cannot be written as well as its kind, for the diagnostic; nil when the kind's level holds.
    public var reason: String?

    /// A level, with the reason it is lower than the kind's.
    public init(_ level: Capability, reason: String? = nil) {
        self.level = level
        self.reason = reason
    }
}
