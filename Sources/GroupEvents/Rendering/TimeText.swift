/// Formats times and durations for sentences, without Foundation's locale machinery.
enum TimeText {
    /// `2024-06-10 07:15 UTC` for milliseconds since the Unix epoch; every `Int64` has its date (the
    /// years before 1 counted astronomically: 0 is 1 BC), none overflows.
    static func utc(milliseconds: Int64) -> String {
        let seconds = flooredQuotient(milliseconds, 1000)
        let days = flooredQuotient(seconds, 86_400)
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civilDate(daysSinceEpoch: days)
        return "\(year)-\(twoDigits(month))-\(twoDigits(day)) \(twoDigits(secondOfDay / 3600)):\(twoDigits(secondOfDay % 3600 / 60)) UTC"
    }

    /// `1 hour 30 minutes` / `1 小时 30 分钟`; whole days, hours, minutes and seconds, largest first.
    static func duration(seconds: Int64, language: SentenceLanguage) -> String {
        let units: [(Int64, String, String, String)] = [
            (86_400, "day", "days", "天"), (3600, "hour", "hours", "小时"), (60, "minute", "minutes", "分钟"), (1, "second", "seconds", "秒"),
        ]
        var rest = max(seconds, 0)
        var parts: [String] = []
        for (size, one, many, chinese) in units where rest >= size {
            let count = rest / size
            rest -= count * size
            parts.append(language == .simplifiedChinese ? "\(count) \(chinese)" : "\(count) \(count == 1 ? one : many)")
        }
        if parts.isEmpty { return language == .simplifiedChinese ? "0 秒" : "0 seconds" }
        return parts.joined(separator: " ")
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
