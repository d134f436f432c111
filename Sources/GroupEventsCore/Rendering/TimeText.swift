import Foundation

/// Formats times and durations for sentences, in a language table's words and without Foundation's
/// locale machinery (a time zone's offset is all it asks of Foundation).
enum TimeText {
    /// `2024-06-10 07:15 UTC`, or `2024-06-10 15:15 (Asia/Shanghai)` in another zone, for
    /// milliseconds since the Unix epoch: every `Int64` has its date (the years before 1 counted
    /// astronomically: 0 is 1 BC), none overflows.
    static func time(milliseconds: Int64, in zone: TimeZone, table: SentenceTable) -> String {
        let utcSeconds = flooredQuotient(milliseconds, 1000)
        let isUTC = zone.identifier == SentenceRenderer.utc.identifier
        // An offset is less than a day, and `utcSeconds` a thousandth of an `Int64`: the sum fits.
        let offset = isUTC ? 0 : Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(utcSeconds))))
        let seconds = utcSeconds + offset
        let days = flooredQuotient(seconds, 86_400)
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civilDate(daysSinceEpoch: days)
        let text = "\(year)-\(twoDigits(month))-\(twoDigits(day)) \(twoDigits(secondOfDay / 3600)):\(twoDigits(secondOfDay % 3600 / 60))"
        guard isUTC else { return table.zonedTime.filled(["time": .verbatim(text), "zone": .verbatim(zone.identifier)]).text }
        return table.utcTime.filled(["time": .verbatim(text)]).text
    }

    /// `1 hour 30 minutes` / `1 小时 30 分钟`: whole days, hours, minutes and seconds, largest first,
    /// in the table's words; `0 seconds` for none.
    static func duration(seconds: Int64, table: SentenceTable) -> String {
        let units: [(Int64, PluralTemplate)] = [(86_400, table.days), (3600, table.hours), (60, table.minutes), (1, table.seconds)]
        var rest = max(seconds, 0)
        var parts: [String] = []
        for (size, unit) in units where rest >= size {
            let count = rest / size
            rest -= count * size
            parts.append(unit.form(for: Int(clamping: count)).filled(["count": .verbatim(String(count))]).text)
        }
        if parts.isEmpty { return table.seconds.form(for: 0).filled(["count": .verbatim("0")]).text }
        return parts.joined(separator: table.unitSeparator)
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

    private static func twoDigits(_ value: Int64) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
