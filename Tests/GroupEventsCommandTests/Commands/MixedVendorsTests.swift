import Foundation
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

/// `--from auto` over one NDJSON holding records of all three vendors in ten flavours: each record
/// is detected on its own, every target takes the whole file in one run, and the records no flavour
/// recognizes (a poll object, a TIM text message) pass through, or are left out with
/// `--events-only`, and are counted.
@Suite struct MixedVendorsTests {
    static let stream = "streams/mixed-vendors.ndjson"
    /// The flavour of each event record of the stream, in order.
    static let flavours = [
        "zim:sdk", "zim:callback", "nim:server", "nim:web", "nim:v2", "tim:web", "tim:v2", "tim:capi", "tim:server", "tim:callback",
    ]

    @Test func eachRecordIsDetectedOnItsOwn() throws {
        let run = try CommandRun(["convert", "--from", "auto", "--to", "unified", "--events-only", Fixture.path(Self.stream)])
        #expect(run.status == 0, "\(run.errors)")
        let events = try run.output.split(separator: "\n").map { try JSONReader().read(String($0)) }
        let flavours = events.map { event in [event["source"]?["vendor"], event["source"]?["flavour"]].compactMap(\.?.stringValue).joined(separator: ":") }
        #expect(flavours == Self.flavours)
    }

    @Test(arguments: ["unified"] + flavours) func everyTargetTakesTheWholeFileInOneRun(_ target: String) throws {
        let run = try CommandRun(["convert", "--from", "auto", "--to", target, "--report", "-", Fixture.path(Self.stream)])
        #expect(run.status == 0, "\(run.errors)")
        let report = try JSONReader().read(run.errors)
        #expect(report["records"] == 12)
        #expect(report["events"] == 10)
        #expect(report["outcomes"]?["passedThrough"] == 2, "the poll and the text message")
        #expect(report["diagnosticCodes"]?["malformed-record"] == nil)
        #expect(report["diagnosticCodes"]?["ambiguous-record"] == nil)
        let eventsOnly = try CommandRun(["convert", "--from", "auto", "--to", target, "--events-only", "--report", "-", Fixture.path(Self.stream)])
        let filtered = try JSONReader().read(eventsOnly.errors)
        #expect(filtered["outcomes"]?["passedThrough"] == nil)
        let dropped = try #require(filtered["outcomes"]?["dropped"]?.numberValue?.int64)
        let droppedEvents = report["outcomes"]?["dropped"]?.numberValue?.int64 ?? 0
        #expect(dropped == droppedEvents + 2, "the two records that are no events are dropped and counted")
    }
}
