import GroupEventsCore
import GroupEventsJSON
import Testing

/// Values that differ per person live on the member; one value for all stays on the event.
@Suite struct PerMemberValuesTests {
    let tim = TIMShapedTips.Adapter()

    func muteTip(_ seconds: [Int64]) throws -> JSONValue {
        let changes = seconds.enumerated().map { #"{"userID":"u\#($0)","muteTime":\#($1)}"# }.joined(separator: ",")
        let members = seconds.indices.map { #"{"userID":"u\#($0)"}"# }.joined(separator: ",")
        return try JSONReader().read(
            #"{"groupID":"g","type":8,"opMember":{"userID":"owner1"},"memberList":[\#(members)],"groupChangeInfoList":[],"memberChangeInfoList":[\#(changes)]}"#
        )
    }

    func event(_ record: JSONValue) throws -> GroupEvent {
        guard case .events(let events, _) = try tim.decode(record), let event = events.first else {
            throw RecordDecodingError(path: .root, offset: .unknown, message: "no event")
        }
        return event
    }

    @Test func membersMutedForDifferentTimesEachKeepTheirOwn() throws {
        let event = try event(try muteTip([600, 60]))
        #expect(event.mute == nil)
        #expect(event.members.map(\.mute) == [.duration(seconds: 600), .duration(seconds: 60)])
        #expect(event.members.map { event.mute(of: $0) } == [.duration(seconds: 600), .duration(seconds: 60)])
        let unified = UnifiedEncoder.encode(event)
        #expect(unified["members"]?.arrayValue?.last?["mute"] == .object(["state": "duration", "seconds": 60]))
        #expect(try UnifiedDecoder.decode(.object(unified)).0 == event)
    }

    @Test func aSentenceNamesEachMembersOwnMute() throws {
        let event = try event(try muteTip([600, 60, 600]))
        #expect(SentenceRenderer(language: .english).sentence(for: event) == "owner1 muted u0 and u2 for 10 minutes; owner1 muted u1 for 1 minute")
    }

    @Test func oneMuteForAllStaysOnTheEvent() throws {
        let event = try event(try muteTip([600, 600]))
        #expect(event.mute == .duration(seconds: 600))
        #expect(event.members.allSatisfy { $0.mute == nil })
        #expect(UnifiedEncoder.encode(event)["members"]?.arrayValue?.first?["mute"] == nil)
    }

    @Test func perMemberMutesAreWrittenBackPerMember() throws {
        let record = try muteTip([600, 60])
        var event = try event(record)
        #expect(tim.encode([event]).records == [record])
        event.source.record = nil
        event.members[1].mute = .duration(seconds: 30)
        let written = tim.encode([event]).records.first?["memberChangeInfoList"]?.arrayValue?.map { $0["muteTime"] }
        #expect(written == [600, 30])
    }
}
