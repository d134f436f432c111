import GroupEventsCore
import GroupEventsJSON
import Testing

/// A member's mute between ZIM's expiry (ms; -1 without end, 0 lifted), TIM's seconds left (0 lifted;
/// 4294967295 without end) and NIM's flag (until further notice): counted from the event's own time,
/// every change of form reported, nothing invented when the event has no time.
@Suite struct MemberMuteSemanticsTests {
    /// TIM V2's unmute tip (time 1727702599 s) with the mute it gives tanaka set to `seconds`.
    static func timMute(_ seconds: Int64) throws -> JSONValue {
        try Crossing.record("tim:v2", "member-unmuted", replacing: [(#""muteTime":0"#, "\"muteTime\":\(seconds)")])
    }

    /// ZIM's mute tip (time 1724800000000 ms) with its expiry set to `expiry`, and its time left out when `timed` is false.
    static func zimMute(expiry: Int64, timed: Bool = true) throws -> JSONValue {
        var replacements = [("\"muteExpiredTime\":1724886400000", "\"muteExpiredTime\":\(expiry)")]
        if !timed { replacements.append(("\"timestamp\":1724800000000,", "")) }
        return try Crossing.record("zim:sdk", "member-muted-until-web", replacing: replacements)
    }

    static let zimTime: Int64 = 1_724_800_000_000

    /// The seconds left a TIM V2 tip gives its members.
    static func muteTimes(_ crossing: Crossing) -> [JSONValue?]? {
        crossing.output?["groupTipsElem"]?["memberChangeInfoList"]?.arrayValue?.map { $0["muteTime"] }
    }

    @Test func timSecondsLeftBecomeAZIMExpiryFromTheEventTime() throws {
        let time: Int64 = 1_727_702_599_000
        let toZIM = try Crossing(try Self.timMute(600), from: "tim:v2", to: "zim:sdk")
        #expect(toZIM.output?["changeInfo"]?["muteExpiredTime"] == .integer(time + 600_000), "T + 600 000 ms")
        #expect(toZIM.event?.mute == .until(milliseconds: time + 600_000))
        #expect(toZIM.reports(JSONPath(keys: "mute"), .approximated))
        let back = try Crossing(try #require(toZIM.output), from: "zim:sdk", to: "tim:v2")
        #expect(Self.muteTimes(back) == [600], "and back: 600 s left at T")
        #expect(back.reports(JSONPath(keys: "mute"), .approximated))
    }

    @Test func aZIMExpiryWithASubSecondRemainderRoundsUp() throws {
        let crossing = try Crossing(try Self.zimMute(expiry: Self.zimTime + 600_001), from: "zim:sdk", to: "tim:v2")
        #expect(Self.muteTimes(crossing) == [601], "the mute never ends earlier than the source said")
        let loss = try #require(crossing.diagnostics.first { $0.code == .approximated && $0.fields == [JSONPath(keys: "mute")] })
        #expect(loss.message.contains("rounded up"))
    }

    @Test func aZIMExpiryBeforeTheEventTimeIsNoMuteReported() throws {
        let crossing = try Crossing(try Self.zimMute(expiry: Self.zimTime - 1_000), from: "zim:sdk", to: "tim:web")
        #expect(crossing.output?["payload"]?["memberList"]?.arrayValue?.first?["muteTime"] == 0)
        #expect(crossing.event?.mute == .lifted)
        #expect(crossing.reports(JSONPath(keys: "mute"), .approximated))
    }

    @Test func aZIMExpiryWithoutEventTimeIsNotCountedFromNow() throws {
        for target in ["tim:web", "tim:v2", "tim:capi", "tim:server"] {
            let crossing = try Crossing(try Self.zimMute(expiry: Self.zimTime + 600_000, timed: false), from: "zim:sdk", to: target)
            #expect(crossing.translation.outcome == .fallback, "\(target): nothing to count from; the sentence goes as text")
            #expect(
                crossing.event?.kind == .memberMuted && crossing.event?.mute == .until(milliseconds: Self.zimTime + 600_000),
                "\(target): the event as it was, in the text message")
        }
        let nim = try Crossing(try Self.zimMute(expiry: Self.zimTime + 600_000, timed: false), from: "zim:sdk", to: "nim:server")
        #expect(nim.event?.mute == .muted && nim.reports(JSONPath(keys: "mute"), .approximated), "NIM's flag needs no time")
    }

    @Test func zimWithoutEndIsTIMsLargestDurationAndBack() throws {
        let forever = try Crossing.record("zim:sdk", "member-muted-forever-web")
        let toTIM = try Crossing(forever, from: "zim:sdk", to: "tim:v2")
        #expect(Self.muteTimes(toTIM) == [4_294_967_295])
        #expect(toTIM.event?.mute == .forever)
        #expect(!toTIM.reports(JSONPath(keys: "mute")), "TIM's own form of without end, read back as it: no loss")
        let back = try Crossing(try #require(toTIM.output), from: "tim:v2", to: "zim:sdk")
        #expect(back.output?["changeInfo"]?["muteExpiredTime"] == -1)
        #expect(!back.reports(JSONPath(keys: "mute")), "TIM's largest duration is ZIM's -1 exactly")
    }

    @Test func nimsFlagIsWithoutEndInTIMAndZIM() throws {
        let muted = try Crossing.record("nim:server", "member-muted")
        let toTIM = try Crossing(muted, from: "nim:server", to: "tim:v2")
        #expect(Self.muteTimes(toTIM) == [4_294_967_295])
        #expect(toTIM.reports(JSONPath(keys: "mute"), .approximated))
        let toZIM = try Crossing(muted, from: "nim:server", to: "zim:sdk")
        #expect(toZIM.output?["changeInfo"]?["muteExpiredTime"] == -1)
        #expect(toZIM.reports(JSONPath(keys: "mute"), .approximated))
    }

    @Test func anyMuteIsNIMsFlagAndALiftedOneTurnsItOff() throws {
        let sources: [(String, String, Int64)] = [
            ("tim:v2", "member-unmuted", 0), ("zim:sdk", "member-unmuted-web", 0), ("tim:v2", "members-muted-different-times", 1),
            ("zim:sdk", "member-muted-until-web", 1), ("zim:sdk", "member-muted-forever-web", 1),
        ]
        for (flavour, name, flag) in sources {
            let crossing = try Crossing(try Crossing.record(flavour, name), from: flavour, to: "nim:server")
            #expect(crossing.nimAttach?["data"]?["mute"] == .integer(flag), "\(flavour) \(name)")
            #expect(crossing.event?.mute == (flag == 0 ? .lifted : .muted))
            // Reported where the term was stated: the event's mute, or each member's own.
            let reportsATerm = crossing.diagnostics.contains { $0.fields.contains { $0.components.last == .key("mute") } }
            #expect(reportsATerm == (flag == 1), "\(flavour) \(name): a term or an end becomes a bare flag, reported")
        }
    }

    @Test func timV2ListsEveryMutedMember() throws {
        // V2's SDK lists the members a mute tip is about in `memberList`, beside their seconds in `memberChangeInfoList`.
        let sources: [(String, String, [String]?)] = [
            ("tim:server", "members-muted-different-times", ["tanaka", "noor"]), ("zim:sdk", "member-muted-until-web", nil),
        ]
        for (flavour, name, expected) in sources {
            let crossing = try Crossing(try Crossing.record(flavour, name), from: flavour, to: "tim:v2")
            let listed = crossing.output?["groupTipsElem"]?["memberList"]?.arrayValue?.compactMap { $0["userID"]?.stringValue }
            let changed = crossing.output?["groupTipsElem"]?["memberChangeInfoList"]?.arrayValue?.compactMap { $0["userID"]?.stringValue }
            #expect(listed == (expected ?? changed) && listed?.isEmpty == false, "\(flavour) \(name)")
        }
    }
}
