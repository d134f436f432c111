import Foundation
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

/// `validate` and `--from auto` are honest: a record with a flavour's marks that breaks its rules is
/// malformed for that flavour, every record that is not an event is reported, and `--strict` says why
/// it exits 1.
@Suite struct ValidateCommandTests {
    @Test func aBrokenTipIsMalformedUnderAutoAsUnderItsFlavour() throws {
        let folder = try TemporaryFolder()
        let tip = try folder.write("tip.json", "{\"type\": 32, \"event\": \"8\", \"operatedUser\": {\"userID\": \"bob\"}}")
        for from in ["auto", "zim"] {
            let run = try CommandRun(["validate", "--from", from, tip])
            #expect(run.status == 65, "--from \(from): \(run.errors)")
            #expect(run.errors.contains("\(tip):1:23: record 1: at $.event: error[malformed-record]"), "--from \(from): \(run.errors)")
        }
        let convert = try CommandRun(["convert", "--from", "auto", "--to", "unified", tip])
        #expect(convert.status == 65)
    }

    @Test func everyRecordThatIsNotAnEventIsReported() throws {
        let run = try CommandRun(["validate", Fixture.path("streams/zim-group-history.ndjson")])
        #expect(run.status == 0)
        #expect(
            run.errors.contains(
                "zim-group-history.ndjson:5:1: record 5: at $: info[not-an-event]: not a group notification (no known flavour recognizes this record)\n"),
            "\(run.errors)")
        #expect(run.output == "12 records (11 events): 11 decoded, 1 not an event; 0 warnings, 0 errors\n")
    }

    @Test func strictFailsOnNonEventsAndWarningsAndSaysWhy() throws {
        let history = try CommandRun(["validate", "--strict", Fixture.path("streams/zim-group-history.ndjson")])
        #expect(history.status == 1)
        #expect(history.errors.contains("--strict: exit 1 because of 1 record that is not a group notification"), "\(history.errors)")
        let unknown = try CommandRun(["validate", "--strict", Fixture.path("zim/sdk/unknown-event-42-flutter-ios.json")])
        #expect(unknown.status == 1)
        #expect(unknown.errors.contains("--strict: exit 1 because of 1 warning"), "\(unknown.errors)")
        let clean = try CommandRun(["validate", "--strict", Fixture.path("zim/sdk/members-kicked-two-web.json")])
        #expect(clean.status == 0, "\(clean.errors)")
    }

    @Test func aRecordTwoFlavoursClaimIsNotGuessed() throws {
        let folder = try TemporaryFolder()
        let both = try folder.write("both.json", "{\"kind\": \"member.left\", \"type\": 32, \"event\": 5, \"members\": []}")
        let run = try CommandRun(["validate", both])
        #expect(run.status == 65)
        #expect(run.errors.contains("error[ambiguous-record]"), "\(run.errors)")
        #expect(run.errors.contains("(zim:sdk, unified)"), "\(run.errors)")
    }

    @Test func anObjectWithAKindIsNotClaimedUnlessItLooksLikeAnEvent() throws {
        let run = try CommandRun(["validate"], input: #"{"kind":"text","body":"hi"}"#)
        #expect(run.status == 0)
        #expect(run.output.contains("1 not an event"), "\(run.output)")
        let composed = try CommandRun(["validate"], input: #"{"kind":"member.left","members":[{"userID":"bob"}]}"#)
        #expect(composed.output.contains("1 decoded"), "\(composed.output)")
    }

    @Test func aFolderWithNothingToReadIsAWarning() throws {
        let folder = try TemporaryFolder()
        try folder.write("empty/notes.txt", "x")
        let run = try CommandRun(["validate", "--strict", folder.path("empty")])
        #expect(run.status == 1)
        #expect(
            run.errors.contains("\(folder.path("empty")): warning[no-input]: the folder holds no file the walk takes (*.json, *.jsonl, *.ndjson)"),
            "\(run.errors)")
        let mistyped = try CommandRun(["validate", "--include", "*.jsn", Fixture.path("streams")])
        #expect(mistyped.errors.contains("warning[no-input]"), "\(mistyped.errors)")
    }

    @Test func aReportOnStandardErrorIsAllThereIs() throws {
        let run = try CommandRun(["validate", "--report", "-", Fixture.path("zim/sdk/unknown-event-42-flutter-ios.json")])
        #expect(run.status == 0)
        let report = try JSONReader().read(run.errors)
        #expect(report["diagnosticCodes"]?["unknown-code"] == 1, "the whole of standard error parses as the report")
        let convert = try CommandRun(["convert", "--from", "zim", "--to", "zim:callback", "--report", "-", Fixture.path("streams/zim-group-history.ndjson")])
        #expect(try JSONReader().read(convert.errors)["records"] == 12)
    }

    @Test func anIDMapIsCheckedAgainstAHistory() throws {
        let folder = try TemporaryFolder()
        let history = Fixture.path("streams/zim-group-history.ndjson")
        let partial = try folder.write("partial.csv", "kind,old,new\nuser,u_lilei,lilei\n")
        let run = try CommandRun(["validate", "--from", "zim", "--id-map", partial, "--report", folder.path("r.json"), history])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("; 35 IDs not in the ID map (24 users, 11 groups)"), "\(run.output)")
        #expect(run.errors.contains("info[unmapped-id]: the ID map has no entry for"))
        let report = try JSONReader().read(try #require(folder.read("r.json")))
        #expect(report["unmappedIDs"]?["users"]?["ids"]?.arrayValue?.contains(.string("u_lilei")) == false)
        let strict = try CommandRun(["validate", "--from", "zim", "--strict", "--id-map", partial, history])
        #expect(strict.status == 1)
        #expect(strict.errors.contains("35 IDs with no entry in the ID map"), "\(strict.errors)")
    }
}
