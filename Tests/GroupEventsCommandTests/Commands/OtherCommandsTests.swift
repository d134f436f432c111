import Foundation
import GroupEventsCommand
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

/// `describe`, `validate`, `mappings`, help and version.
@Suite struct OtherCommandsTests {
    @Test func describePrintsOneSentencePerEvent() throws {
        let run = try CommandRun(["describe", Fixture.path("streams/zim-group-history.ndjson")])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 11, "12 records, one of them a text message")
        let chinese = try CommandRun(["describe", "--lang", "zh-Hans", Fixture.path("zim/sdk/members-kicked-two-web.json")])
        #expect(chinese.output == "María José 将 😀 party、Ravi Patel 移出了群组\n" || chinese.output.contains("移出了群组"))
    }

    @Test func validateReportsAndSetsTheExitStatus() throws {
        let good = try CommandRun(["validate", "--from", "auto", Fixture.path("zim")])
        #expect(good.status == 0)
        #expect(good.output.contains("records"))
        let folder = try TemporaryFolder()
        let bad = try folder.write("bad.json", "{\"type\": 32, \"event\": 6, \"targetUserList\": [{\"userID\": 1}]}")
        let run = try CommandRun(["validate", "--from", "zim", bad])
        #expect(run.status == 65)
        #expect(run.errors.contains("$.targetUserList[0].userID"))
    }

    @Test func mappingsPrintsTheMatrixFromTheRegistry() throws {
        let markdown = try CommandRun(["mappings"])
        #expect(markdown.status == 0)
        #expect(markdown.output.contains("| kind | zim:sdk | zim:callback |"))
        #expect(markdown.output.contains("| `member.muted` | partial | dropped |"))
        let json = try CommandRun(["mappings", "--format", "json"])
        let table = try JSONReader().read(json.output)
        #expect(table.arrayValue?.first?["vendor"] == "zim")
    }

    @Test func userTablesAreMergedOverTheBuiltInOne() throws {
        let folder = try TemporaryFolder()
        let mapping = try folder.write(
            "extra.json",
            #"{"vendor": "zim", "flavours": [{"name": "sdk", "codeFields": ["event", "changeType"], "rules": [{"codes": {"event": 42}, "name": "Custom42", "kind": "notice.custom"}]}]}"#
        )
        let run = try CommandRun([
            "convert", "--from", "zim", "--to", "unified", "--mappings", mapping, Fixture.path("zim/sdk/unknown-event-42-flutter-ios.json"),
        ])
        #expect(run.status == 0)
        #expect(run.output.contains("\"notice.custom\""))
    }

    @Test func aMistakeInAUserTableIsLocated() throws {
        let folder = try TemporaryFolder()
        let mapping = try folder.write(
            "extra.json",
            #"{"vendor": "zim", "flavours": [{"name": "sdk", "codeFields": ["event"], "rules": [{"codes": {"event": 42}, "name": "n", "kind": "member.joined", "joinMethod": "slef"}]}]}"#
        )
        let run = try CommandRun(["convert", "--from", "zim", "--to", "unified", "--mappings", mapping, Fixture.path("zim/sdk/member-joined-web.json")])
        #expect(run.status == 2)
        #expect(run.errors.contains("\(mapping):1:160: at $.flavours[0].rules[0].joinMethod: \"slef\" is not a value of joinMethod"), "\(run.errors)")
    }

    @Test func helpAndVersion() throws {
        #expect(try CommandRun(["--version"]).output == "groupevents \(GroupEventsCommandLine.version)\n")
        let help = try CommandRun(["--help"])
        #expect(help.status == 0)
        for command in ["convert", "describe", "validate", "mappings"] { #expect(help.output.contains(command)) }
        let convertHelp = try CommandRun(["help", "convert"])
        #expect(convertHelp.output.contains("--fallback"))
        #expect(try CommandRun(["convert", "--help"]).output == convertHelp.output)
        #expect(try CommandRun([]).status == 2)
    }
}
