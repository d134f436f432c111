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

    /// The absolute expiry in milliseconds, computing it from `eventTime` for a duration (an expiry
    /// beyond what an `Int64` holds is its largest value); nil for `lifted`, `forever` and `muted`, or
    /// when a duration has no event time to start from.
    public func expiry(eventTime: Int64?) -> Int64? {
        switch self {
        case .until(let milliseconds): milliseconds
        case .duration(let seconds): eventTime.map { Self.saturatingSum($0, seconds, times: 1000) }
        case .lifted, .forever, .muted: nil
        }
    }

    /// `start + count × unit`, held at `Int64`'s bounds instead of overflowing.
    private static func saturatingSum(_ start: Int64, _ count: Int64, times unit: Int64) -> Int64 {
        let (product, productOverflow) = count.multipliedReportingOverflow(by: unit)
        let (sum, sumOverflow) = start.addingReportingOverflow(product)
        guard !productOverflow, !sumOverflow else { return count < 0 ? .min : .max }
        return sum
    }
}
