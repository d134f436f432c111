/// Times a record states in a unit coarser than the unified model's milliseconds (seconds, for most
/// vendors), converted with the range checked: a 64-bit count of seconds can be more milliseconds
/// than an `Int64` holds.
@usableFromInline package enum TimeScale {
    /// `count` units of `millisecondsPerUnit` ms as milliseconds, or nil when an `Int64` cannot hold them.
    @usableFromInline package static func milliseconds(_ count: Int64, unit millisecondsPerUnit: Int64) -> Int64? {
        let (product, overflow) = count.multipliedReportingOverflow(by: millisecondsPerUnit)
        return overflow ? nil : product
    }
}
