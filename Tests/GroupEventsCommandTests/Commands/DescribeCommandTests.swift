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
        for (vendor, example) in [
            ("nim", language == "en" ? "changed who may invite to every member" : "将邀请权限修改为所有成员"),
            ("tim", language == "en" ? "changed the custom field \"trail\" to \"雁荡山\"" : "将自定义字段“trail”修改为“雁荡山”"),
        ] {
            let run = try CommandRun(["describe", "--lang", language, "--exclude", "*.unified.json", "--exclude", "*.to.*", Fixture.path(vendor)])
            #expect(run.status != 2, "\(run.errors)")
            #expect(!run.output.contains("\(vendor)."), "every \(vendor) profile field has a label: \(run.output)")
            #expect(run.output.contains(example))
        }
    }

    @Test func aTIMHistoryIsDescribedInBothLanguages() throws {
        let path = Fixture.path("streams/tim-group-history.ndjson")
        let english = try CommandRun(["describe", path])
        #expect(english.status == 0, "\(english.errors)")
        #expect(
            english.output.split(separator: "\n") == [
                "Zoë invited 김지수 and نور to the group", "田中 太郎 joined the group", "Zoë renamed the group to \"Café ☕ Book Club\"",
                "Zoë changed the group notice to \"Chapters 1–5 by Friday\"", "Zoë made 김지수 an admin",
                "김지수 muted 田中 太郎 for 30 minutes; 김지수 muted نور for 2 minutes", "김지수 unmuted نور", "Zoë muted everyone",
                "Zoë removed 田中 太郎 from the group", "نور left the group", "Zoë transferred ownership of the group to kim.j",
                "Zoë lifted the group-wide mute",
            ])
        let chinese = try CommandRun(["describe", "--lang", "zh-Hans", path])
        #expect(
            chinese.output.split(separator: "\n") == [
                "Zoë 邀请 김지수、نور 加入了群组", "田中 太郎 加入了群组", "Zoë 将群名称修改为“Café ☕ Book Club”", "Zoë 将群公告修改为“Chapters 1–5 by Friday”",
                "Zoë 将 김지수 设为管理员", "김지수 将 田中 太郎 禁言 30 分钟；김지수 将 نور 禁言 2 分钟", "김지수 将 نور 解除禁言", "Zoë 开启了全员禁言",
                "Zoë 将 田中 太郎 移出了群组", "نور 退出了群组", "Zoë 将群主转让给 kim.j", "Zoë 解除了全员禁言",
            ])
    }

    @Test func timeZoneWritesTimesInTheZoneItNames() throws {
        let muted = Fixture.path("zim/sdk/member-muted-until-web.json")
        #expect(try CommandRun(["describe", muted]).output == "Majo muted 派对🎉 until 2024-08-28 23:06 UTC\n")
        let shanghai = try CommandRun(["describe", "--time-zone", "Asia/Shanghai", muted])
        #expect(shanghai.status == 0, "\(shanghai.errors)")
        #expect(shanghai.output == "Majo muted 派对🎉 until 2024-08-29 07:06 (Asia/Shanghai)\n")
        let unknown = try CommandRun(["describe", "--time-zone", "Mars/Olympus_Mons", muted])
        #expect(unknown.status == 2)
        #expect(unknown.errors.contains("--time-zone") && unknown.errors.contains("Mars/Olympus_Mons"), "\(unknown.errors)")
        #expect(unknown.output.isEmpty)
    }
}
