/// The text of one progress line: the input, how much of it was read (of its size when that is known),
/// the reading rate and the records done, as in
/// `in.ndjson: 12.3 of 52.0 MB (23.7 %), 41.2 MB/s, 120,000 records` or, for a pipe,
/// `<stdin>: 12.3 MB read, 41.2 MB/s, 120,000 records`.
struct ProgressLine: Sendable, Equatable {
    /// The input's name.
    let file: String
    /// The bytes read from the input so far.
    let bytesRead: Int
    /// The input's size, nil when unknown (a pipe); a size below `bytesRead` (a file that grew while
    /// it was read) is left out as unknown.
    let size: Int?
    /// The bytes read over `elapsed`, for the rate.
    let bytesInInterval: Int
    /// The time `bytesInInterval` took to read; no rate is shown before any time has passed.
    let elapsed: Duration
    /// The records done so far in the run.
    let records: Int

    /// The line: amounts in MB, GB or TB after the larger of the size and the bytes read, rounded down
    /// to a tenth (so that 100 % means all was read), the rate in MB/s, and records with thousands
    /// separators.
    var text: String {
        var parts: [String] = []
        if let size, size >= bytesRead {
            let unit = Self.unit(for: size)
            let percent = size == 0 ? 100 : Double(bytesRead) / Double(size) * 100
            parts.append(
                "\(Self.tenths(Double(bytesRead) / unit.bytes)) of \(Self.tenths(Double(size) / unit.bytes)) \(unit.name) (\(Self.tenths(percent)) %)")
        } else {
            let unit = Self.unit(for: bytesRead)
            parts.append("\(Self.tenths(Double(bytesRead) / unit.bytes)) \(unit.name) read")
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        if seconds > 0 {
            parts.append("\(Self.tenths(Double(bytesInInterval) / 1e6 / seconds)) MB/s")
        }
        parts.append("\(Self.grouped(records)) \(records == 1 ? "record" : "records")")
        return "\(file): " + parts.joined(separator: ", ")
    }

    /// The unit amounts up to `bytes` are shown in: MB below a gigabyte, GB below a terabyte, TB above.
    private static func unit(for bytes: Int) -> (name: String, bytes: Double) {
        switch bytes {
        case ..<1_000_000_000: ("MB", 1e6)
        case ..<1_000_000_000_000: ("GB", 1e9)
        default: ("TB", 1e12)
        }
    }

    /// `value` rounded down to a tenth, with one decimal: `23.7`; held below 10^17 so that no rate, however
    /// short its interval, overflows.
    private static func tenths(_ value: Double) -> String {
        let tenths = Int(min((value * 10).rounded(.down), 1e18))
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// `number` with a comma between each group of three digits: `120,000`.
    private static func grouped(_ number: Int) -> String {
        var digits = String(number)
        var groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(digits.suffix(3), at: 0)
            digits.removeLast(3)
        }
        groups.insert(Substring(digits), at: 0)
        return groups.joined(separator: ",")
    }
}
