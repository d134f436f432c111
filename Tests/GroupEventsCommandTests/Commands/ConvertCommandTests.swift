import Foundation
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

/// `groupevents convert`: framing kept, order kept, outputs, exit statuses and located errors.
@Suite struct ConvertCommandTests {
    let kicked = "zim/sdk/members-kicked-two-web.json"

    func values(_ text: String) throws -> [JSONValue] {
        try JSONRecordFramer.records(in: Array(text.utf8)).1.map { try $0.read() }
    }

    @Test func aSingleObjectStaysASingleObject() throws {
        let run = try CommandRun(["convert", "--from", "zim", "--to", "unified", Fixture.path(kicked)])
        #expect(run.status == 0)
        let (framing, records) = try JSONRecordFramer.records(in: Array(run.output.utf8))
        #expect(framing == .single)
        #expect(try records.first?.read()["kind"] == "member.kicked")
    }

    @Test func verifyReadsTheOutputBackAndFindsNothingTheEncodersDidNotSay() throws {
        let input = Fixture.path("streams/mixed-vendors.ndjson")
        for target in ["zim:callback", "nim:web", "tim:server"] {
            let plain = try CommandRun(["convert", "--from", "auto", "--to", target, input])
            let verified = try CommandRun(["convert", "--from", "auto", "--to", target, "--verify", input])
            #expect(verified.status == plain.status)
            #expect(verified.output == plain.output)
            #expect(verified.errors == plain.errors, "--verify found a loss the \(target) encoder did not report")
            #expect(plain.errors.contains("has no place for"), "the encoders report their losses without --verify")
        }
        let help = try CommandRun(["help", "convert"])
        #expect(help.output.contains("--verify"))
        #expect(help.output.contains("decodes every output record"))
    }

    @Test func arraysAndLinesKeepTheirFramingAndOrder() throws {
        for (file, expected) in [("streams/zim-group-history.json", JSONFraming.array), ("streams/zim-group-history.ndjson", .lines)] {
            let run = try CommandRun(["convert", "--from", "zim", "--to", "unified", Fixture.path(file)])
            #expect(run.status == 0, "\(run.errors)")
            let (framing, records) = try JSONRecordFramer.records(in: Array(run.output.utf8))
            #expect(framing == expected)
            let input = try values(try Fixture.text(file))
            #expect(records.count == input.count)
            let sources = try records.map { try $0.read() }.map { $0["source"]?["record"] ?? $0 }
            #expect(sources == input, "every record is there, in order; the text message passed through unchanged")
        }
    }

    @Test func roundTripThroughUnifiedReproducesTheInput() throws {
        let folder = try TemporaryFolder()
        let input = Fixture.path("streams/zim-group-history.ndjson")
        let unified = try CommandRun(["convert", "--from", "zim", "--to", "unified", "-o", folder.path("u.ndjson"), input])
        #expect(unified.status == 0)
        let back = try CommandRun(["convert", "--from", "unified", "--to", "zim", folder.path("u.ndjson")])
        #expect(back.status == 0, "\(back.errors)")
        #expect(try values(back.output) == values(try Fixture.text("streams/zim-group-history.ndjson")))
    }

    @Test func standardInputIsReadWhenNoInputIsGiven() throws {
        let run = try CommandRun(["convert", "--from", "zim", "--to", "unified"], input: try Fixture.text(kicked))
        #expect(run.status == 0)
        #expect(run.output.contains("\"member.kicked\""))
    }

    @Test func standardInputNamedWithStdinNameIsAStreamOfThatName() throws {
        // One record that gives two unified events: read as a single object it would become an array.
        let record = try #require(try Fixture.text("streams/nim-team-history.ndjson").split(separator: "\n").dropFirst(11).first)
        let unnamed = try CommandRun(["convert", "--from", "nim", "--to", "unified"], input: record + "\n")
        #expect(try JSONRecordFramer.records(in: Array(unnamed.output.utf8)).0 == .array)
        let named = try CommandRun(
            ["convert", "--from", "nim", "--to", "unified", "--stdin-name", "part-3.ndjson", "--report", "-"],
            input: record + "\n{\"type\": 32, \"event\": 6,, }\n")
        #expect(named.status == 65)
        let (framing, records) = try JSONRecordFramer.records(in: Array(named.output.utf8))
        #expect(framing == .lines)
        #expect(records.count == 2)
        let report = try JSONReader().read(named.errors)
        #expect(report["inputs"]?.arrayValue?.first == "part-3.ndjson")
        #expect(report["outputs"]?.arrayValue?.first?["input"] == "part-3.ndjson")
        #expect(report["diagnostics"]?.arrayValue?.first?["file"] == "part-3.ndjson")
        #expect(report["diagnostics"]?.arrayValue?.first?["line"] == 2)
        let empty = try CommandRun(["convert", "--from", "nim", "--to", "unified", "--stdin-name", "part-4.ndjson"])
        #expect(empty.status == 0, "an empty NDJSON stream has no records: \(empty.errors)")
        #expect(empty.output.isEmpty)
    }

    @Test func aFolderIsMirroredUnderTheOutputFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("in/a/one.json", try Fixture.text(kicked))
        try folder.write("in/b/two.NDJSON", try Fixture.text("streams/zim-callbacks.ndjson"))
        try folder.write("in/notes.txt", "not JSON")
        let run = try CommandRun(["convert", "--from", "auto", "--to", "unified", "-o", folder.path("out/"), folder.path("in")])
        #expect(run.status == 0, "\(run.errors)")
        #expect(folder.files().filter { $0.hasPrefix("out/") } == ["out/a/one.json", "out/b/two.NDJSON"])
    }

    @Test func malformedRecordsAreLocatedAndTheRestConverted() throws {
        let folder = try TemporaryFolder()
        let good = try JSONWriter.compactString(JSONReader().read(try Fixture.text(kicked)))
        let path = try folder.write("bad.ndjson", "\(good)\n{\"type\": 32, \"event\": 6,, }\n\(good)\n{\"type\": 32, \"event\": \"six\"}\n")
        let run = try CommandRun(["convert", "--from", "zim", "--to", "unified", "-o", folder.path("out.ndjson"), path])
        #expect(run.status == 65)
        #expect(run.errors.contains("\(path):2:25: record 2"), "syntax error at line:column: \(run.errors)")
        #expect(run.errors.contains("\(path):4:23: record 4: at $.event: error[malformed-record]"), "type error with its path: \(run.errors)")
        #expect(folder.read("out.ndjson")?.split(separator: "\n").count == 2)
    }

    /// Only LF ends a line: a lone CR between tokens is a column of its line, in the record it is in and
    /// for every record after it, as `grep -n` counts them.
    @Test func aLoneCarriageReturnMovesNoLaterRecordToAnotherLine() throws {
        let folder = try TemporaryFolder()
        let good = try JSONWriter.compactString(JSONReader().read(try Fixture.text(kicked)))
        let path = try folder.write("cr.ndjson", "{\r\(good.dropFirst())\n{\"type\":\r32,, }\n")
        let run = try CommandRun(["convert", "--from", "zim", "--to", "unified", path])
        #expect(run.status == 65)
        #expect(run.errors.contains("\(path):2:13: record 2: error[malformed-record]"), "record 2 on line 2, the CR a column: \(run.errors)")
        #expect(run.output.split(separator: "\n").count == 1, "record 1 converted")
    }

    @Test func nimMessageCopiesWithAttachStringsGoToUnifiedAndBackExactly() throws {
        let folder = try TemporaryFolder()
        let history = "streams/nim-team-history.ndjson"
        let there = try CommandRun(["convert", "--from", "nim:server", "--to", "unified", "-o", folder.path("unified.ndjson"), Fixture.path(history)])
        #expect(there.status == 0, "\(there.errors)")
        let back = try CommandRun([
            "convert", "--from", "unified", "--to", "nim:server", "-o", folder.path("back.ndjson"), folder.path("unified.ndjson"),
        ])
        #expect(back.status == 0, "\(back.errors)")
        #expect(folder.read("back.ndjson") == (try Fixture.text(history)))
    }

    @Test func aMalformedNIMAttachStringIsLocatedAtItsLineAndInsideTheString() throws {
        let path = Fixture.path("nim/malformed/server-attach-tinfo-not-object.json")
        let run = try CommandRun(["convert", "--from", "nim:server", "--to", "unified", path])
        #expect(run.status == 65)
        #expect(run.errors.contains("\(path):2:13: record 1: at $.attach~.data.tinfo: error[malformed-record]"), "\(run.errors)")
    }

    @Test func strictLeavesNoFileBehindOnLoss() throws {
        let folder = try TemporaryFolder()
        let run = try CommandRun([
            "convert", "--from", "zim:sdk", "--to", "zim:callback", "--strict", "-o", folder.path("out.json"), Fixture.path(kicked),
        ])
        #expect(run.status == 1)
        #expect(run.errors.contains("--strict: exit 1 because of "), "the summary says why: \(run.errors)")
        #expect(folder.files().isEmpty)
        let lenient = try CommandRun(["convert", "--from", "zim:sdk", "--to", "zim:callback", "-o", folder.path("out.json"), Fixture.path(kicked)])
        #expect(lenient.status == 0)
        #expect(lenient.errors.contains("warning[field-dropped]"))
        #expect(folder.files() == ["out.json"])
    }

    @Test func theReportCountsKindsAndOutcomes() throws {
        let folder = try TemporaryFolder()
        let run = try CommandRun([
            "convert", "--from", "zim", "--to", "zim:callback", "--report", folder.path("report.json"), "-o", folder.path("out.ndjson"),
            Fixture.path("streams/zim-group-history.ndjson"),
        ])
        #expect(run.status == 0)
        let report = try JSONReader().read(try #require(folder.read("report.json")))
        #expect(report["records"] == 12)
        #expect(report["outcomes"]?["passedThrough"] == 1)
        #expect(report["kinds"]?["member.kicked"]?["converted"] != nil)
        #expect((report["diagnostics"]?.arrayValue?.count ?? 0) > 0)
        #expect(report["diagnostics"]?.arrayValue?.first?["line"] != nil)
    }

    @Test func fallbackAndEventsOnly() throws {
        let folder = try TemporaryFolder()
        let input = Fixture.path("zim/sdk/member-muted-until-web.json")
        let text = try CommandRun(["convert", "--from", "zim", "--to", "zim:sdk", "--fallback", "drop", input])
        #expect(text.status == 0, "same flavour: nothing to fall back from")
        let dropped = try CommandRun(["convert", "--from", "zim", "--to", "zim:callback", "-o", folder.path("x.json"), input])
        #expect(dropped.errors.contains("cannot express member.muted; dropped"))
        let history = Fixture.path("streams/zim-group-history.ndjson")
        let eventsOnly = try CommandRun(["convert", "--from", "zim", "--to", "unified", "--events-only", history])
        #expect(eventsOnly.output.split(separator: "\n").count == 11)
    }

    @Test func aZIMGroupCreatedTipBecomesNIMServersTextMessageWithItsSentence() throws {
        let folder = try TemporaryFolder()
        let tip = Fixture.path("zim/sdk/group-created-three-targets-web.json")
        let run = try CommandRun(["convert", "--from", "zim", "--to", "nim:server", "--report", "-", tip])
        #expect(run.status == 0, "a fallback is reported, not failed")
        let message = try JSONReader().read(run.output)
        let sentence = try CommandRun(["describe", tip]).output
        #expect(message["msgType"] == "TEXT" && message["body"]?.stringValue.map { $0 + "\n" } == sentence, "\(message)")
        let report = try JSONReader().read(run.errors)
        #expect(report["diagnosticCodes"] == .object(["unsupported-event": 1]) && report["outcomes"] == .object(["fallback": 1]), "\(run.errors)")
        let strict = try CommandRun(["convert", "--from", "zim", "--to", "nim:server", "--strict", "-o", folder.path("text.json"), tip])
        #expect(strict.status == 1 && strict.errors.contains("warning[unsupported-event]"), "\(strict.errors)")
        #expect(folder.files().isEmpty)
    }

    @Test func aFallbackTextMessageIsRecoveredByALaterRun() throws {
        let folder = try TemporaryFolder()
        let tip = Fixture.path("zim/sdk/group-created-four-targets-dart-newer.json")
        let fallback = try CommandRun(["convert", "--from", "zim", "--to", "nim:server", "-o", folder.path("fb.json"), tip])
        #expect(fallback.status == 0 && fallback.errors.contains("unsupported-event"))
        let text = try #require(folder.read("fb.json"))
        #expect(try values(text).first?["msgType"] == "TEXT")
        let zim = try CommandRun(["convert", "--from", "nim:server", "--to", "zim", folder.path("fb.json")])
        #expect(zim.status == 0)
        #expect(try values(zim.output) == values(try Fixture.text("zim/sdk/group-created-four-targets-dart-newer.json")), "the ZIM tip again")
        let unified = try CommandRun(["convert", "--from", "nim:server", "--to", "unified", "--report", "-", folder.path("fb.json")])
        #expect(try values(unified.output).first?["kind"] == "group.created")
        #expect(unified.errors.contains("\"recovered-event\": 1"), "\(unified.errors)")
        let same = try CommandRun(["convert", "--from", "nim:server", "--to", "nim:server", folder.path("fb.json")])
        #expect(same.output == text, "the same text message, byte for byte")
    }

    @Test(arguments: [
        (["convert", "--from", "zim"], "required"),
        (["convert", "--from", "zim", "--to", "icq"], "unknown flavour 'icq'"),
        (["convert", "--form", "zim", "--to", "unified"], "did you mean '--from'"),
        (["convert", "--from", "zim", "--to", "auto"], "--to: 'auto' only reads"),
        (["convert", "--from", "zim", "--to", "unified", "--jobs", "0"], "--jobs"),
        (["convrt"], "did you mean 'convert'"),
    ])
    func usageErrorsExitWith2(_ arguments: [String], _ message: String) throws {
        let run = try CommandRun(arguments)
        #expect(run.status == 2)
        #expect(run.errors.contains(message), "\(run.errors)")
    }

    @Test func missingInputsAreIOErrors() throws {
        let run = try CommandRun(["convert", "--from", "zim", "--to", "unified", "/nonexistent/file.json"])
        #expect(run.status == 74)
        #expect(run.errors.contains("/nonexistent/file.json"))
    }

    @Test func anInputIsNeverOverwritten() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("in.json", try Fixture.text(kicked))
        let run = try CommandRun(["convert", "--from", "zim", "--to", "unified", "-o", path, path])
        #expect(run.status == 2)
        #expect(folder.read("in.json") == (try Fixture.text(kicked)))
    }

    @Test func brokenFramingIsReportedWithItsPosition() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("broken.json", "[{\"type\": 1},\n {\"type\": 2}\n {\"type\": 3}]")
        let run = try CommandRun(["convert", "--from", "zim", "--to", "unified", path])
        #expect(run.status == 65)
        #expect(run.errors.contains("\(path):3:2"), "\(run.errors)")
        #expect(run.output.contains("\"type\":2"), "records before the break are still converted: \(run.output)")
        let empty = try folder.write("empty.json", "")
        #expect(try CommandRun(["convert", "--from", "zim", "--to", "unified", empty]).status == 65)
        let emptyLines = try folder.write("empty.ndjson", "")
        let noRecords = try CommandRun(["convert", "--from", "zim", "--to", "unified", "-o", folder.path("out.ndjson"), emptyLines])
        #expect(noRecords.status == 0, "an empty JSON Lines file is a stream of no records: \(noRecords.errors)")
        #expect(folder.read("out.ndjson") == nil, "and an input none of whose records is written leaves no file")
    }

    @Test func eventsComposedByHandNeedNoSource() throws {
        let composed = #"{"kind":"member.left","groupID":"g1","actor":{"userID":"bob"},"members":[{"userID":"bob"}],"time":1700000000000}"#
        let run = try CommandRun(["convert", "--from", "unified", "--to", "zim"], input: composed + "\n")
        #expect(run.status == 0, "\(run.errors)")
        let record = try JSONReader().read(run.output)
        #expect(record["event"] == 5, "codes come from the target's table")
        #expect(record["operatedUser"]?["userID"] == "bob")
        let noMembers = try CommandRun(
            ["convert", "--from", "unified", "--to", "zim"], input: #"{"kind":"member.muted","groupID":"g1","mute":{"state":"forever"}}"#)
        #expect(noMembers.status == 0)
        #expect(noMembers.errors.contains("record 1: at $: warning[suspicious-value]: a member.muted event names no members"), "\(noMembers.errors)")
    }

    @Test func aByteOrderMarkAtTheStartOfAFileIsSkipped() throws {
        let folder = try TemporaryFolder()
        let text = try Fixture.text("streams/zim-group-history.ndjson")
        let path = folder.path("windows.ndjson")
        try Data([0xEF, 0xBB, 0xBF] + Array((text + "{\"type\": 32, \"event\": \"x\"}\n").utf8)).write(to: URL(fileURLWithPath: path))
        let run = try CommandRun(["convert", "--from", "zim", "--to", "zim", path])
        #expect(run.status == 65, "only the last, broken record fails: \(run.errors)")
        #expect(run.output == text, "every other record converted, the mark not copied")
        #expect(run.errors.contains("\(path):13:23: record 13: at $.event"), "lines and columns as an editor shows them: \(run.errors)")
    }

    @Test func deepNestingIsAnErrorNotACrash() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("deep.json", String(repeating: "[", count: 100_000))
        let run = try CommandRun(["convert", "--from", "zim", "--to", "unified", path])
        #expect(run.status == 65)
    }

    @Test func timV2AndTimWebEachKeepTheirOwnNumbering() throws {
        // V2 tip 3 is a quit; written for the web it is operationType 2 (web 3 is a kick), and back again 3.
        let web = try CommandRun(["convert", "--from", "tim:v2", "--to", "tim:web", Fixture.path("tim/v2/member-quit.json")])
        #expect(web.status == 0, "\(web.errors)")
        let tip = try #require(try values(web.output).first)
        #expect(tip["payload"]?["operationType"] == 2)
        let folder = try TemporaryFolder()
        let back = try CommandRun(["convert", "--from", "tim:web", "--to", "tim:v2", try folder.write("quit.json", web.output)])
        #expect(try values(back.output).first?["groupTipsElem"]?["type"] == 3)
        let auto = try CommandRun(["convert", "--from", "auto", "--to", "unified", Fixture.path("tim/web/members-kicked-two.json")])
        #expect(try values(auto.output).first?["kind"] == "member.kicked", "auto detection reads a web tip 3 as a kick")
    }

    @Test func fallbackTextsAreInTheLanguageLangNames() throws {
        let created = Fixture.path("zim/sdk/group-created-three-targets-web.json")
        let body = { (run: CommandRun) throws -> String? in try JSONReader().read(run.output)["body"]?.stringValue }
        let english = try CommandRun(["convert", "--from", "zim", "--to", "nim:server", created])
        #expect(try body(english) == "雷哥 created the group with 梅梅, Zoë and 派对🎉", "English by default")
        for language in ["zh-Hans", "zh"] {
            let chinese = try CommandRun(["convert", "--from", "zim", "--to", "nim:server", "--lang", language, created])
            #expect(chinese.status == 0, "\(chinese.errors)")
            #expect(try body(chinese) == "雷哥 创建了群组，成员：梅梅、Zoë、派对🎉")
        }
        #expect(try CommandRun(["convert", "--from", "zim", "--to", "nim:server", "--lang", "fr", created]).status == 2)
    }

    @Test func anUnknownTimeZoneIsAUsageError() throws {
        let created = Fixture.path("zim/sdk/group-created-three-targets-web.json")
        #expect(try CommandRun(["convert", "--from", "zim", "--to", "nim:server", "--time-zone", "Asia/Shanghai", created]).status == 0)
        let unknown = try CommandRun(["convert", "--from", "zim", "--to", "nim:server", "--time-zone", "Asia/Atlantis", created])
        #expect(unknown.status == 2)
        #expect(unknown.errors.contains("--time-zone"), "\(unknown.errors)")
    }
}
