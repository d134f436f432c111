import Foundation
import GroupEventsJSON
import Testing

/// `groupevents convert --fallback-sender ID`: who a fallback text message is from, never the event's actor.
@Suite struct ConvertFallbackSenderTests {
    /// A TIM join request, delivered to the group's owner `lin.yue`, asked by `dev_ops`.
    let request = Fixture.path("tim/web/notice-join-request.json")

    @Test func theNamedAccountSaysTheFallback() throws {
        let run = try CommandRun(["convert", "--from", "tim:web", "--to", "zim:sdk", "--fallback-sender", "sys.bot", request])
        #expect(run.status == 0, "\(run.errors)")
        let message = try JSONReader().read(run.output)
        #expect(message["senderUserID"] == "sys.bot")
        #expect(message["conversationType"] == 0 && message["conversationID"] == "lin.yue", "to the owner alone")
        #expect(run.errors.contains("info[credential-omitted]") || !run.errors.contains("QkFTRTY0LWludmVudGVk"))
        #expect(!run.output.contains("QkFTRTY0LWludmVudGVk"), "the join request's token stays out")
    }

    @Test func withoutOneTheTargetsSystemSenderSaysIt() throws {
        let zim = try JSONReader().read(try CommandRun(["convert", "--from", "tim:web", "--to", "zim:sdk", request]).output)
        #expect(zim["senderUserID"] == nil, "ZIM has no account every app has: no sender, and never the applicant")
        let tim = try JSONReader().read(try CommandRun(["convert", "--from", "tim:web", "--to", "tim:v2", request]).output)
        #expect(tim["sender"] == "administrator")
        #expect(tim["userID"] == "lin.yue" && tim["groupID"] == nil)
    }

    @Test func anEmptyAccountIsAUsageError() throws {
        let run = try CommandRun(["convert", "--from", "tim:web", "--to", "zim:sdk", "--fallback-sender", "", request])
        #expect(run.status == 2)
        #expect(run.errors.contains("--fallback-sender"))
        let help = try CommandRun(["help", "convert"])
        #expect(help.output.contains("--fallback-sender ID"))
        #expect(help.output.contains("administrator"))
    }
}
