import GroupEventsJSON

/// Conversions between the forms a mute takes, for a target that cannot keep the form the source used.
/// Every conversion that changes what the mute says is reported.
public enum MuteConversion {
    /// The mute as a target that knows only absolute terms writes it: `lifted`, `forever` or `until`.
    ///
    /// A duration becomes an expiry counted from the event time (reported as approximated); a bare
    /// flag becomes `forever` (reported). A duration with no event time to count from has no absolute
    /// form: the result is nil with a `field-dropped` diagnostic, never a mute without end.
    public static func absolute(_ mute: MuteState, eventTime: Int64?, field: JSONPath) -> (MuteState?, [Diagnostic]) {
        switch mute {
        case .lifted, .forever, .until:
            return (mute, [])
        case .duration(let seconds):
            guard let expiry = mute.expiry(eventTime: eventTime) else {
                return (nil, [.loss(.fieldDropped, "a mute of \(seconds) s has no event time to count from", fields: [field])])
            }
            let message = "a mute of \(seconds) s became an expiry at \(expiry) ms, counted from the event time"
            return (.until(milliseconds: expiry), [.loss(.approximated, message, fields: [field])])
        case .muted:
            return (.forever, [.loss(.approximated, "a mute without a term was written as without end", fields: [field])])
        }
    }
}
