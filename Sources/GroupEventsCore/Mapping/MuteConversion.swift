import GroupEventsJSON

/// Conversions between the forms a mute takes, for a target that cannot keep the form the source used.
/// Every conversion that changes what the mute says, or the form it says it in, is reported; no
/// conversion ever counts from the time it runs ("now"): only from the event's own time.
@usableFromInline package enum MuteConversion {
    /// The mute as a target that knows only absolute terms writes it: `lifted`, `forever` or `until`.
    ///
    /// A duration becomes an expiry counted from the event time (reported as approximated, saying so
    /// when the expiry is beyond what an `Int64` of milliseconds holds and stops at its bound); a bare
    /// flag becomes `forever` (reported). A duration with no event time to count from has no absolute
    /// form: the result is nil with a `field-dropped` diagnostic, never a mute without end.
    @usableFromInline package static func absolute(_ mute: MuteState, eventTime: Int64?, field: JSONPath) -> (MuteState?, [Diagnostic]) {
        switch mute {
        case .lifted, .forever, .until:
            return (mute, [])
        case .duration(let seconds):
            guard let expiry = mute.expiry(eventTime: eventTime) else {
                return (nil, [.loss(.fieldDropped, "a mute of \(seconds) s has no event time to count from", fields: [field])])
            }
            // `expiry` stops at a bound of `Int64` rather than overflow; the message says when it did.
            let held = expiry == .max || expiry == .min ? " (the \(expiry == .max ? "latest" : "earliest") an Int64 holds)" : ""
            let words = durationAsExpiryWords
            let message = "\(words.start)\(seconds)\(words.middle)\(expiry)\(words.unit)\(held)\(words.end)"
            return (.until(milliseconds: expiry), [.loss(.approximated, message, fields: [field])])
        case .muted:
            return (.forever, [.loss(.approximated, "a mute without a term was written as without end", fields: [field])])
        }
    }

    /// The words of the loss of a duration that became an expiry (`absolute(_:eventTime:field:)`),
    /// around the seconds and the expiry, which a slot writer writes with no string made: "a mute of
    /// 600 s became an expiry at 1718000600000 ms, counted from the event time" (an expiry held at a
    /// bound of `Int64` says so after its unit).
    @usableFromInline package static let durationAsExpiryWords: (start: StaticString, middle: StaticString, unit: StaticString, end: StaticString) = (
        "a mute of ", " s became an expiry at ", " ms", ", counted from the event time"
    )

    /// The mute as a target that states the seconds a mute has left writes it (TIM): 0 for a lifted
    /// mute, `largest` for a mute without end, else the seconds from the event time to the expiry.
    ///
    /// - An expiry is counted from the event time and **rounded up** to whole seconds, so the mute never
    ///   ends earlier than the source said (reported as approximated, as the form changes). An expiry at
    ///   or before the event time means the mute had already ended: 0 (reported). An expiry with no
    ///   event time to count from has no remaining form: nil with a `field-dropped` diagnostic.
    /// - `forever` becomes `largest`, the target's longest duration, which it reads back as without
    ///   end: the target's own form of it, no loss. A bare flag (`muted`, until further notice) becomes
    ///   `largest` too, read back as without end: reported.
    /// - A duration beyond `largest` (or anything counting that far) becomes `largest` (reported).
    @usableFromInline package static func remainingSeconds(
        _ mute: MuteState, eventTime: Int64?, largest: Int64, field: JSONPath
    ) -> (Int64?, [Diagnostic]) {
        func loss(_ message: String) -> [Diagnostic] { [.loss(.approximated, message, fields: [field])] }
        switch mute {
        case .lifted:
            return (0, [])
        case .duration(let seconds) where seconds > largest:
            return (largest, loss("a mute of \(seconds) s is longer than the largest duration, \(largest) s, which was written (read back as without end)"))
        case .duration(let seconds) where seconds <= 0:
            return (0, loss("a mute of \(seconds) s mutes no one; it was written as 0 s (not muted)"))
        case .duration(let seconds):
            return (seconds, [])
        case .forever:
            return (largest, [])
        case .muted:
            return (largest, loss("a mute without a term (until further notice) was written as the largest duration, \(largest) s"))
        case .until(let expiry):
            guard let eventTime else {
                return (nil, [.loss(.fieldDropped, "a mute until \(expiry) ms has no event time to count the seconds left from", fields: [field])])
            }
            let (left, overflow) = expiry.subtractingReportingOverflow(eventTime)
            let seconds = left / 1000 + (left % 1000 > 0 ? 1 : 0)
            if overflow || seconds >= largest {
                return (
                    largest,
                    loss("a mute until \(expiry) ms ends \(largest) s or more after the event time; \(largest) s was written (read back as without end)")
                )
            }
            guard left > 0 else {
                return (0, loss("a mute until \(expiry) ms had ended by the event time (\(eventTime) ms); it was written as 0 s (not muted)"))
            }
            let rounding = left % 1000 == 0 ? "" : ", rounded up from \(left) ms so that it does not end earlier"
            return (seconds, loss("a mute until \(expiry) ms became \(seconds) s left, counted from the event time (\(eventTime) ms)\(rounding)"))
        }
    }

    /// The scope a vendor with no mute by role (NIM, TIM) writes for a group mute: a mute of regular
    /// members alone is `members`, one that also covers administrators or the owner is `all`, one of
    /// no role is `none` (each reported as approximated). A scope of no role level this knows comes
    /// back unchanged, for the caller to leave out; any other scope comes back as it is.
    @usableFromInline package static func scopeWithoutRoles(_ scope: GroupMuteSetting.Scope, vendor: String, field: JSONPath) -> (
        GroupMuteSetting.Scope, [Diagnostic]
    ) {
        guard case .roles(let roles) = scope else { return (scope, []) }
        let levels = roles.compactMap(\.level)
        let written: GroupMuteSetting.Scope
        let words: String
        if roles.isEmpty {
            (written, words) = (.none, "no one")
        } else if levels.isEmpty {
            return (scope, [])
        } else if levels.contains(where: { $0 > .member }) {
            (written, words) = (.all, "everyone")
        } else {
            (written, words) = (.members, "regular members")
        }
        let named = roles.map { $0.level?.rawValue ?? "unknown" }.joined(separator: ", ")
        return (
            written, [.loss(.approximated, "\(vendor) cannot mute by role; a mute of the roles [\(named)] was written as a mute of \(words)", fields: [field])]
        )
    }
}
