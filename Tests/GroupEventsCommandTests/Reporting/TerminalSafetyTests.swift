import Foundation
import GroupEventsTestSupport
import Testing

/// Nothing from a record, an ID map or a file name reaches standard error or `describe`'s text raw: a
/// diagnostic is one line, and no input can forge another or drive the terminal.
@Suite struct TerminalSafetyTests {
    /// A line that would pass for a diagnostic of its own, and terminal escapes, to smuggle in.
    static let forgery = "x\nin.json:9:9: record 9: error[malformed-record]: forged\r\u{1B}[2J\u{0}\u{9B}1m\u{2028}"

    /// The JSON string literal of `text`.
    static func literal(_ text: String) -> String {
        String(data: try! JSONSerialization.data(withJSONObject: [text], options: []), encoding: .utf8)!.dropFirst().dropLast().description
    }

    /// Whether `text` holds nothing that breaks a line or drives a terminal besides its line feeds.
    static func isInert(_ text: String) -> Bool {
        !text.unicodeScalars.contains { scalar in
            scalar != "\n" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029)
        }
    }

    @Test func aValueQuotedInAnErrorCannotForgeALine() throws {
        // ZIM's `timestamp` may be a string of digits, and the error quotes what it found instead.
        let record =
            #"{"type":32,"messageID":"7","conversationID":"g1","conversationType":2,"event":2,"timestamp":"#
            + Self.literal(Self.forgery) + #","operatedUser":{"userID":"alice"},"targetUserList":[]}"#
        let run = try CommandRun(["convert", "--from", "zim", "--to", "tim"], input: record + "\n")
        #expect(run.status == 65)
        #expect(Self.isInert(run.errors), "\(run.errors.debugDescription)")
        let lines = run.errors.split(separator: "\n")
        #expect(lines.filter { $0.contains("error[") }.count == 1, "one diagnostic, one line: \(run.errors)")
        #expect(!lines.contains { $0.hasPrefix("in.json:9:9") })
        #expect(run.errors.contains(#"found "x\nin.json:9:9: record 9"#), "the value is quoted, escaped: \(run.errors)")
    }

    @Test func aFileNameAndAnIDFromTheMapAreEscapedToo() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write("bad\u{1B}[2J\nname.ndjson", "{\"not json\n")
        let run = try CommandRun(["validate", input])
        #expect(run.status == 65)
        #expect(Self.isInert(run.errors + run.output), "\((run.errors + run.output).debugDescription)")
        #expect(run.errors.contains(#"bad\u001B[2J\nname.ndjson"#))

        let map = try folder.write("map.csv", "kind,old,new\nuser,\"a\nb\",\"c\u{1B}d\"\nuser,\"a\nb\",e\n")
        let mapped = try CommandRun(["convert", "--from", "zim", "--to", "unified", "--id-map", map], input: "")
        #expect(mapped.status == 2)
        #expect(Self.isInert(mapped.errors), "\(mapped.errors.debugDescription)")
        #expect(mapped.errors.contains(#"'a\nb'"#), "\(mapped.errors)")

        let missing = try CommandRun(["convert", "--from", "zim", "--to", "unified", folder.path("gone\n\u{1B}]0;title\u{7}.json")])
        #expect(missing.status == 74)
        #expect(Self.isInert(missing.errors), "\(missing.errors.debugDescription)")
        #expect(missing.errors.split(separator: "\n").count == 1, "\(missing.errors)")
    }

    @Test func describeTextEscapesEveryControlCharacter() throws {
        let record =
            #"{"type":32,"messageID":"7","conversationID":"g1","conversationType":2,"event":7,"operatedUser":{"userID":"alice"},"#
            + #""targetUserList":[],"changeInfo":{"type":2,"groupNotice":"# + Self.literal(Self.forgery) + "}}"
        let run = try CommandRun(["describe"], input: record + "\n")
        #expect(run.status == 0, "\(run.errors)")
        #expect(Self.isInert(run.output), "\(run.output.debugDescription)")
        #expect(run.output.split(separator: "\n").count == 1)
        #expect(run.output.contains(#"forged\n\u001B[2J\u0000\u009B1m\n""#), "line breaks as \\n, the rest escaped: \(run.output)")
    }
}
