import GroupEventsCore
import GroupEventsJSON
import Testing

/// Text from a record printed for people: every control character escaped, nothing else changed, so
/// one diagnostic is one line.
@Suite struct ControlCharacterEscapingTests {
    @Test func everyControlCharacterIsEscaped() {
        #expect("a\nb\rc\td".escapingControlCharacters == #"a\nb\rc\td"#)
        #expect("\u{0}\u{1B}[31m\u{7F}".escapingControlCharacters == #"\u0000\u001B[31m\u007F"#)
        #expect("\u{80}\u{85}\u{9B}\u{9F}".escapingControlCharacters == #"\u0080\u0085\u009B\u009F"#, "C1, CSI among them")
        #expect("x\u{2028}y\u{2029}z".escapingControlCharacters == #"x\u2028y\u2029z"#)
    }

    @Test func printableTextIsKept() {
        let text = #"Zoë 邀请 김지수 \ "quoted" ☕ \u{A0}"# + "\u{A0}\u{A1}"
        #expect(text.escapingControlCharacters == text, "backslashes, quotes, non-ASCII and U+00A0 stay")
    }

    @Test func everyScalarOfTheControlRangesIsEscapedAndNoOtherIs() {
        for value in UInt32(0)...0x2030 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let escaped = String(Character(scalar)).escapingControlCharacters
            let isControl = value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
            #expect(escaped.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F } == true, "U+\(value)")
            #expect((escaped != String(Character(scalar))) == isControl, "U+\(String(value, radix: 16))")
        }
    }

    @Test func aDiagnosticIsOneLineWhateverItsMessageFileAndPathHold() {
        let forged = "bad\nin.json:9:9: record 9: error[malformed-record]: forged\u{1B}[2J"
        let diagnostic = Diagnostic(
            code: .malformedRecord, severity: .error,
            location: RecordLocation(file: "in\n.json", record: 1, path: JSONPath.root.appending(key: "a\rb")), message: forged)
        let line = diagnostic.description
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        #expect(line.contains(#"bad\nin.json:9:9"#))
        #expect(line.hasPrefix(#"in\n.json: record 1: at $["a\rb"]: error[malformed-record]"#), "\(line)")
    }
}
