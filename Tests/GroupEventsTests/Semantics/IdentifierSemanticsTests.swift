import GroupEventsCore
import GroupEventsJSON
import Testing

/// Times and IDs across vendors: ZIM and NIM count milliseconds, TIM seconds (a finer time is rounded
/// down, reported); IDs are strings, and a 19-digit number or a number sent as a string arrives
/// digit for digit; a message ID written where the target keeps 64-bit integers and that is none
/// (TIM's `msgID`) arrives as it came, and the change of form is reported.
@Suite struct IdentifierSemanticsTests {
    @Test func timeUnitsConvertBetweenSecondsAndMilliseconds() throws {
        let tim = try Crossing(try Crossing.record("tim:v2", "member-unmuted"), from: "tim:v2", to: "zim:sdk")
        #expect(tim.output?["timestamp"] == 1_727_702_599_000)
        let zim = try Crossing(try Crossing.record("zim:sdk", "member-unmuted-web"), from: "zim:sdk", to: "tim:v2")
        let zimTime = try #require(zim.translation.events.first?.time)
        #expect(zim.output?["timestamp"] == .integer(zimTime / 1000))
        #expect(zim.reports(JSONPath(keys: "time"), .approximated) == (zimTime % 1000 != 0))
        let finer = try Crossing(
            try Crossing.record("zim:sdk", "member-muted-until-web", replacing: [("\"timestamp\":1724800000000", "\"timestamp\":1724800000999")]),
            from: "zim:sdk", to: "tim:web")
        #expect(finer.output?["time"] == 1_724_800_000, "rounded down")
        #expect(finer.reports(JSONPath(keys: "time"), .approximated))
        let nim = try Crossing(try Crossing.record("nim:server", "member-muted"), from: "nim:server", to: "zim:sdk")
        #expect(nim.output?["timestamp"] == 1_760_405_430_374, "NIM's milliseconds sent as a string")
    }

    @Test func a19DigitMessageIDArrivesExactly() throws {
        // The newer Dart SDK writes ZIM's message ID as a JSON number beyond a Double's precision.
        let zim = try Crossing.record("zim:sdk", "group-mute-custom-dart-newer")
        #expect(zim["messageID"] == .integer(7_491_894_936_393_338_341))
        for target in ["nim:server", "nim:web", "nim:v2", "tim:web", "tim:v2", "tim:capi"] {
            let crossing = try Crossing(zim, from: "zim:sdk", to: target)
            #expect(crossing.event?.messageID == "7491894936393338341", "\(target): \(crossing.diagnostics)")
        }
        let composed = GroupEvent(
            kind: .memberLeft, groupID: "g1", actor: GroupMember(userID: "ann"), members: [GroupMember(userID: "ann")],
            time: 1_700_000_000_000, messageID: "9223372036854775808123", source: .composed)
        for target in ["zim:sdk", "nim:server", "nim:web", "nim:v2", "tim:web", "tim:v2", "tim:capi"] {
            #expect(try Crossing(composed, to: target).event?.messageID == "9223372036854775808123", "\(target): beyond Int64, still a string")
        }
        let server = try Crossing(composed, to: "tim:server")
        #expect(server.event?.messageID == nil && server.reports(JSONPath(keys: "messageID")), "the server's wire JSON has no message ID: reported")
    }

    @Test func numericIDsSentAsStringsStayStrings() throws {
        let nim = try Crossing.record("nim:server", "member-muted")
        for target in ["zim:sdk", "tim:web", "tim:v2", "tim:capi"] {
            let crossing = try Crossing(nim, from: "nim:server", to: target)
            #expect(crossing.event?.groupID == "3081726354", "\(target)")
            #expect(crossing.event?.messageID == "6128408733606022524", "\(target)")
        }
        let zim = try Crossing(nim, from: "nim:server", to: "zim:sdk")
        #expect(zim.output?["conversationID"] == "3081726354" && zim.output?["messageID"] == "6128408733606022524", "strings, not numbers")
    }

    @Test func aMessageIDThatIsNoInt64IsAReportedChangeOfFormInZIMAndNIM() throws {
        let tim = try Crossing.record("tim:web", "member-quit")
        for target in ["zim:sdk", "nim:server", "nim:web", "nim:v2"] {
            let crossing = try Crossing(tim, from: "tim:web", to: target)
            #expect(crossing.event?.messageID == "144115218907441234-1727601000-2222333444", "\(target): written as it came")
            #expect(crossing.reports(JSONPath(keys: "messageID"), .approximated), "\(target): \(crossing.diagnostics)")
        }
        for target in ["tim:v2", "tim:capi"] {
            #expect(!(try Crossing(tim, from: "tim:web", to: target)).reports(JSONPath(keys: "messageID")), "\(target) keeps any string")
        }
        // A 64-bit integer's digits are ZIM's and NIM's own form, and ZIM's web SDK's own made-up ID is ZIM's to read back.
        let zim = try Crossing(try Crossing.record("zim:sdk", "member-muted-until-web"), from: "zim:sdk", to: "nim:server")
        #expect(!zim.reports(JSONPath(keys: "messageID")), "\(zim.diagnostics)")
        let fabricated = try Crossing.record("zim:sdk", "group-dismissed-fabricated-id-web")
        #expect(try Crossing(fabricated, from: "zim:sdk", to: "nim:server").reports(JSONPath(keys: "messageID"), .approximated))
    }
}
