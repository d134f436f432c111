/// A mute as the source stated it: an absolute expiry, a remaining duration, a bare
/// flag, forever, or lifted. It is converted only when a target needs another form.
public enum MuteState: Sendable, Hashable {
    /// Not muted (any earlier mute lifted).
    case lifted
    /// Muted with no end.
    case forever
    /// Muted until this time, in milliseconds since the Unix epoch.
    case until(milliseconds: Int64)
    /// Muted for this many seconds from the event's time.
    case duration(seconds: Int64)
    /// Muted; the source gives no term.
    case muted

    /// The absolute expiry in milliseconds, computing it from `eventTime` for a duration; nil for
    /// `lifted`, `forever` and `muted`, or when a duration has no event time to start from.
    public func expiry(eventTime: Int64?) -> Int64? {
        switch self {
        case .until(let milliseconds): milliseconds
        case .duration(let seconds): eventTime.map { $0 + seconds * 1000 }
        case .lifted, .forever, .muted: nil
        }
    }
}
