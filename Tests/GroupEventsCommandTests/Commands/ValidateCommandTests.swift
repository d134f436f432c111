import Foundation
import GroupEventsJSON
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
        #expect(run.errors.contains("zim-group-history.ndjson:5:1: record 5: at $: info[not-an-event]: not a group notification (no known flavour recognizes this record)\n"), "\(run.errors)")
        #expect(run.output == "12 records: 11 decoded, 1 not events; 0 warnings, 0 errors\n")
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
        #expect(run.errors.contains("zim:sdk, unified:json"), "\(run.errors)")
    }
}
