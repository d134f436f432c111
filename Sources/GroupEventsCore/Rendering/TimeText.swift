import Foundation

/// Formats times and durations for sentences, in a language table's words and without Foundation's
/// locale machinery (a time zone's offset is all it asks of Foundation).
enum TimeText {
    /// Writes `2024-06-10 07:15 UTC`, or `2024-06-10 15:15 (Asia/Shanghai)` in another zone, for
    /// milliseconds since the Unix epoch into `out`: every `Int64` has its date (the years before 1
    /// counted astronomically: 0 is 1 BC), none overflows.
    static func writeTime(milliseconds: Int64, in zone: TimeZone, table: SentenceTable, into out: inout SentenceWriter) {
        let utcSeconds = flooredQuotient(milliseconds, 1000)
        let isUTC = zone.identifier == SentenceRenderer.utc.identifier
        // An offset is less than a day, and `utcSeconds` a thousandth of an `Int64`: the sum fits.
        let offset = isUTC ? 0 : Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(utcSeconds))))
        let seconds = utcSeconds + offset
        let days = flooredQuotient(seconds, 86_400)
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civilDate(daysSinceEpoch: days)
        (isUTC ? table.utcTime : table.zonedTime).write(into: &out) { slot, out in
            switch slot {
            case .time:
                out.verbatim(year)
                out.append("-")
                writeTwoDigits(month, into: &out)
                out.append("-")
                writeTwoDigits(day, into: &out)
                out.append(" ")
                writeTwoDigits(secondOfDay / 3600, into: &out)
                out.append(":")
                writeTwoDigits(secondOfDay % 3600 / 60, into: &out)
            case .zone where !isUTC:
                out.verbatim(zone.identifier)
            default:
                return false
            }
            return true
        }
    }

    /// Writes `1 hour 30 minutes` / `1 小时 30 分钟` into `out`: whole days, hours, minutes and
    /// seconds, largest first, in the table's words; `0 seconds` for none.
    static func writeDuration(seconds: Int64, table: SentenceTable, into out: inout SentenceWriter) {
        let units = [(86_400, table.days), (3600, table.hours), (60, table.minutes), (1, table.seconds)] as [(Int64, PluralTemplate)]
        var rest = max(seconds, 0)
        guard rest > 0 else { return writeCount(0, of: table.seconds, into: &out) }
        var written = false
        for (size, unit) in units where rest >= size {
            let count = rest / size
            rest -= count * size
            if written { out.append(table.unitSeparator) }
            writeCount(count, of: unit, into: &out)
            written = true
        }
    }

    /// Writes `count` of `unit` (`3 days`).
    private static func writeCount(_ count: Int64, of unit: PluralTemplate, into out: inout SentenceWriter) {
        unit.form(for: Int(clamping: count)).write(into: &out, filling: .count) { $0.verbatim(count) }
    }

    /// Year, month and day of a count of days since 1970-01-01 in the proleptic Gregorian calendar.
    private static func civilDate(daysSinceEpoch: Int64) -> (Int64, Int64, Int64) {
        let shifted = daysSinceEpoch + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// `dividend / divisor` rounded towards negative infinity (for a positive `divisor`), without the
    /// overflow that shifting the dividend first would risk near `Int64.min`.
    private static func flooredQuotient(_ dividend: Int64, _ divisor: Int64) -> Int64 {
        dividend / divisor - (dividend % divisor < 0 ? 1 : 0)
    }

    /// Writes `value` with at least two digits (`07`).
    private static func writeTwoDigits(_ value: Int64, into out: inout SentenceWriter) {
        if value < 10 { out.append("0") }
        out.verbatim(value)
    }
}
