import GroupEventsCore
import GroupEventsJSON
import Testing
import ZIMAdapter

/// What ZIM cannot hold for the event in hand falls back or is dropped, reported, instead of failing
/// the record.
@Suite struct ZIMCapabilityTests {
    func translate(_ event: GroupEvent, to target: any FlavourAdapter) -> RecordTranslation {
        Translator(source: .flavour(UnifiedAdapter()), target: target).translate(.object(UnifiedEncoder.encode(event)))
    }

    func event(_ kind: GroupEventKind, time: Int64? = nil) -> GroupEvent {
        GroupEvent(
            kind: kind, groupID: "g", actor: GroupMember(userID: "alice"), members: [GroupMember(userID: "bob")], time: time,
            source: EventSource(flavour: .unified))
    }

    @Test func aMuteWithoutEventTimeFallsBackInsteadOfBecomingForever() {
        var muted = event(.memberMuted)
        muted.mute = .duration(seconds: 600)
        let translation = translate(muted, to: ZIMSDKAdapter())
        #expect(translation.outcome == .fallback)
        #expect(translation.outputs.first?["type"] == 1, "the text message")
        #expect(translation.diagnostics.first?.message.contains("no event time") == true)
        muted.time = 1_000
        #expect(translate(muted, to: ZIMSDKAdapter()).outputs.first?["changeInfo"]?["muteExpiredTime"] == 601_000)
    }

    @Test func outputsComeInTheOrderOfTheirEvents() {
        let translation = Translator(source: .flavour(UnifiedAdapter()), target: ZIMSDKAdapter())
            .translate([event(.requestJoin, time: 1_000), event(.memberLeft, time: 1_000)])
        #expect(translation.eventOutcomes == [.fallback, .converted])
        #expect(translation.outputs.map { $0["type"] } == [1, 32], "the first event's text message, then the second event's tip")
    }

    @Test func membersMutedDifferentlyAreWrittenOneTipPerMute() {
        var muted = event(.memberMuted, time: 1_000)
        muted.members = [
            GroupMember(userID: "bob", mute: .forever), GroupMember(userID: "carol", mute: .lifted), GroupMember(userID: "dan", mute: .forever),
        ]
        let translation = translate(muted, to: ZIMSDKAdapter())
        #expect(translation.outputs.map { $0["changeInfo"]?["muteExpiredTime"] } == [-1, 0])
        #expect(translation.outputs.map { $0["targetUserList"]?.arrayValue?.count } == [2, 1], "bob and dan together")
        #expect(!translation.diagnostics.contains { $0.message.contains("first member") }, "\(translation.diagnostics)")
    }

    @Test func aProfileChangeOfFieldsTipsDoNotHaveFallsBack() {
        var changed = event(.groupProfileChanged)
        changed.profile = GroupProfileChange(introduction: "Hikers")
        #expect(translate(changed, to: ZIMSDKAdapter()).outcome == .fallback)
        changed.profile?.name = "Crew"
        #expect(translate(changed, to: ZIMSDKAdapter()).outcome == .converted)
    }

    @Test func aCallbackWithoutGroupIsDroppedNotFailed() {
        var joined = event(.memberJoined)
        joined.groupID = nil
        let translation = translate(joined, to: ZIMCallbackAdapter())
        #expect(translation.outcome == .dropped)
        #expect(translation.diagnostics.map(\.severity) == [.warning])
    }
}
