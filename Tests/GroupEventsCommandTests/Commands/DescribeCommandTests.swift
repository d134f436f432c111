import Foundation
import GroupEventsJSON
import Testing

/// `describe` prints one line per event, as text or NDJSON tied to its record.
@Suite struct DescribeCommandTests {
    /// A ZIM tip whose new group notice has a line break in it.
    static let noticeWithLineBreak =
        #"{"type":32,"messageID":"7","conversationID":"g1","conversationType":2,"event":7,"operatedUser":{"userID":"alice"},"targetUserList":[],"changeInfo":{"type":2,"groupNotice":"Line one\nLine two"}}"#

    @Test func aLineBreakInsideASentenceStaysOnItsLine() throws {
        let run = try CommandRun(["describe"], input: Self.noticeWithLineBreak + "\n")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.split(separator: "\n", omittingEmptySubsequences: false).count == 2, "one line and the final line feed: \(run.output)")
        #expect(run.output.contains("Line one\\nLine two"))
    }

    @Test func ndjsonTiesEachLineToItsRecord() throws {
        let path = Fixture.path("streams/zim-group-history.ndjson")
        let run = try CommandRun(["describe", "--format", "ndjson", path])
        #expect(run.status == 0)
        let lines = try run.output.split(separator: "\n").map { try JSONReader().read(String($0)) }
        try #require(lines.count == 11)
        #expect(lines.first?.objectValue?.keys == ["file", "record", "messageID", "kind", "sentence"])
        #expect(lines.first?["file"] == .string(path))
        #expect(lines.first?["record"] == 1)
        #expect(lines[4]["record"] == 6, "record 5 is a text message and has no line")
        let exact = try CommandRun(["describe", "--format", "ndjson"], input: Self.noticeWithLineBreak)
        #expect(try JSONReader().read(exact.output)["sentence"]?.stringValue?.contains("Line one\nLine two") == true)
        #expect(try JSONReader().read(exact.output)["file"] == .null, "standard input")
    }

    @Test func zhIsAnAliasOfSimplifiedChinese() throws {
        let kicked = Fixture.path("zim/sdk/members-kicked-two-web.json")
        let zh = try CommandRun(["describe", "--lang", "zh", kicked])
        #expect(zh.status == 0, "\(zh.errors)")
        #expect(zh.output == (try CommandRun(["describe", "--lang", "zh-Hans", kicked])).output)
        #expect(zh.output.contains("移出了群组"))
    }

    @Test(arguments: ["en", "zh-Hans"]) func vendorFieldsAreNamedInWords(_ language: String) throws {
        let folder = Fixture.path("nim")
        let run = try CommandRun(["describe", "--lang", language, "--exclude", "*.unified.json", "--exclude", "*.to.*", folder])
        #expect(run.status != 2, "\(run.errors)")
        #expect(!run.output.contains("nim."), "every NIM team field has a label: \(run.output)")
        #expect(run.output.contains(language == "en" ? "changed who may invite to every member" : "将邀请权限修改为所有成员"))
    }
}
