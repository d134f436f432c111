extension String {
    /// This text with every character that could move a terminal's cursor, end a line or drive the
    /// terminal written out as an escape, so that text taken from a record (a value, an ID, a file
    /// name) prints as exactly the one line it is part of and cannot forge another.
    ///
    /// Escaped: the C0 controls (`\n`, `\r` and `\t` by name, the others as `\u001B`), DEL
    /// (`\u007F`), the C1 controls (`\u0080`…`\u009F`, CSI among them), and the Unicode line and
    /// paragraph separators (`\u2028`, `\u2029`). Everything else, backslashes included, is kept.
    package var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: Self.needsEscape) else { return self }
        var escaped = ""
        escaped.reserveCapacity(utf8.count + 8)
        for scalar in unicodeScalars {
            guard Self.needsEscape(scalar) else {
                escaped.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return escaped
    }

    /// Whether `scalar` is a C0 or C1 control, DEL, or a line or paragraph separator.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value <= 0x9F) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
