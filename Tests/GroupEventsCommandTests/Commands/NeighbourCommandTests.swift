import Foundation
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

/// A vendor feed as it arrives, its neighbours (`Fixtures/<vendor>/neighbours/`) among its group
/// notifications, converts under its flavour named with `--from`: the neighbours pass through
/// unchanged (or are left out with `--events-only`) and `validate` names each, exit 0; a broken
/// notification among them still exits 65.
@Suite struct NeighbourCommandTests {
    /// Every neighbour of `flavour` and then `notification`, one compact record per line.
    func feed(of flavour: String, with notification: String) throws -> (lines: [String], text: String) {
        let records = NeighbourFixture.all().filter { $0.flavourName == flavour }.map(\.recordPath) + [notification]
        let lines = try records.map { path in
            var writer = JSONWriter(style: .compact)
            writer.write(try #require(try GoldenFile.read(path), "\(path) is read"))
            return String(decoding: writer.bytes, as: UTF8.self)
        }
        return (lines, lines.joined(separator: "\n") + "\n")
    }

    /// One notification of each flavour, to stand among its neighbours.
    static let notifications = [
        "zim:sdk": "Fixtures/zim/sdk/members-kicked-two-web.json",
        "zim:callback": "Fixtures/zim/callback/group-create-ms-timestamp.json",
        "nim:server": "Fixtures/nim/server/member-kicked-one.json",
        "nim:web": "Fixtures/nim/web/apply-passed-free-join.json",
        "nim:v2": "Fixtures/nim/v2/apply-passed.json",
        "tim:web": "Fixtures/tim/web/members-kicked-two.json",
        "tim:v2": "Fixtures/tim/v2/members-kicked-two.json",
        "tim:capi": "Fixtures/tim/capi/members-kicked-two.json",
        "tim:server": "Fixtures/tim/server/members-kicked-two.json",
        "tim:callback": "Fixtures/tim/callback/member-exit-quit.json",
    ]

    @Test func aFeedWithNeighboursConvertsUnderItsFlavourNamed() throws {
        for (flavour, notification) in Self.notifications.sorted(by: { $0.key < $1.key }) {
            let folder = try TemporaryFolder()
            let (lines, text) = try feed(of: flavour, with: notification)
            let input = try folder.write("feed.ndjson", text)
            let run = try CommandRun(["convert", "--from", flavour, "--to", "unified", input])
            #expect(run.status == 0, "\(flavour): \(run.errors)")
            let written = run.output.split(separator: "\n").map(String.init)
            #expect(written.count == lines.count, "\(flavour): \(run.output)")
            #expect(Array(written.dropLast()) == Array(lines.dropLast()), "\(flavour): the neighbours are written unchanged")
            // `validate` prints infos too: every neighbour is named, the notification decoded.
            let validated = try CommandRun(["validate", "--from", flavour, input])
            #expect(validated.status == 0, "\(flavour): \(validated.errors)")
            let passed = validated.errors.components(separatedBy: "info[not-an-event]: not a group notification (").count - 1
            #expect(passed == lines.count - 1, "\(flavour): \(validated.errors)")
            let neighbours = lines.count - 1
            #expect(
                validated.output.contains(" 1 decoded, \(neighbours) \(neighbours == 1 ? "not an event" : "not events"); 0 warnings, 0 errors"),
                "\(flavour): \(validated.output)")
            let leftOut = try CommandRun(["convert", "--from", flavour, "--to", "unified", "--events-only", input])
            #expect(leftOut.status == 0, "\(flavour): \(leftOut.errors)")
            #expect(leftOut.output.split(separator: "\n").count == 1, "\(flavour): --events-only leaves the neighbours out: \(leftOut.output)")
        }
    }

    @Test func aBrokenNotificationAmongNeighboursStillExits65() throws {
        let folder = try TemporaryFolder()
        let (_, text) = try feed(of: "nim:server", with: "Fixtures/nim/malformed/server-team-copy-without-attach.json")
        let run = try CommandRun(["convert", "--from", "nim", "--to", "unified", try folder.write("feed.ndjson", text)])
        #expect(run.status == 65, "\(run.errors)")
        #expect(run.errors.components(separatedBy: "error[malformed-record]").count == 2, "one error: \(run.errors)")
    }
}
