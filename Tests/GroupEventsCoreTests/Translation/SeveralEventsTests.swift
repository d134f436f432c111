import GroupEventsCore
import GroupEventsJSON
import Testing

/// One record, several events, and back: a TIM-shaped group-info tip that renames the group and moves
/// its owner decodes to two events, and every way back writes the one record again.
@Suite struct SeveralEventsTests {
    let tim = TIMShapedTips.Adapter()
    let record = try! JSONReader().read(
        #"{"groupID":"@TGS#1ABC","type":7,"opMember":{"userID":"owner1"},"memberList":[],"#
            + #""groupChangeInfoList":[{"type":1,"value":"Team v2","key":"","boolValue":false},{"type":5,"value":"bob","key":""}],"#
            + #""memberChangeInfoList":[],"memberCount":3}"#)

    func decoded() throws -> [GroupEvent] {
        guard case .events(let events, _) = try tim.decode(record) else { throw RecordDecodingError(path: .root, offset: .unknown, message: "not an event") }
        return events
    }

    @Test func aRecordGivesOneEventPerChangeEachKnowingItsPlace() throws {
        let events = try decoded()
        #expect(events.map(\.kind) == [.groupProfileChanged, .groupOwnerTransferred])
        #expect(events.map(\.source.part) == [EventSource.Part(index: 0, count: 2), EventSource.Part(index: 1, count: 2)])
        #expect(events.allSatisfy { $0.source.record == record })
        #expect(events[0].profile?.name == "Team v2" && events[1].newOwner?.userID == "bob")
    }

    @Test func translatingToTheSameFlavourMergesThemBackIntoTheRecord() {
        let translation = Translator(source: .flavour(tim), target: tim).translate(record)
        #expect(translation.outputs == [record])
        #expect(translation.outcome == .converted)
        #expect(translation.eventOutcomes == [.converted, .converted])
    }

    @Test func unifiedOutputWritesEachEventAndTheWayBackWritesTheRecordOnce() throws {
        let toUnified = Translator(source: .flavour(tim), target: UnifiedAdapter()).translate(record)
        #expect(toUnified.outputs.count == 2)
        #expect(toUnified.outputs.map { $0["source"]?["part"]?["index"] } == [0, 1])
        let back = toUnified.outputs.map { unified in
            Translator(source: .flavour(UnifiedAdapter()), target: tim).translate(
                .object(try! JSONReader().read(JSONWriter.compactString(unified)).objectValue!))
        }
        #expect(back.flatMap(\.outputs) == [record], "the record is written once, for its first event")
        #expect(back.map(\.outcome) == [.converted, .merged])
        #expect(back[1].diagnostics.map(\.code) == [.merged])
    }

    @Test func anEditedFirstEventIsWrittenTogetherWithTheOthers() throws {
        var events = try decoded()
        events[0].profile?.name = "Team v3"
        let written = tim.encode([events[0]])
        #expect(written.records.count == 1)
        let changes = written.records.first?["groupChangeInfoList"]?.arrayValue
        #expect(changes?.count == 2)
        #expect(changes?.first?["value"] == "Team v3" && changes?.first?["boolValue"] == false, "the entry keeps its other keys")
        #expect(changes?.last?["value"] == "bob")
        #expect(written.records.first?["memberCount"] == 3)
    }

    @Test func anEditedLaterEventIsWrittenOnItsOwnAndReported() throws {
        var events = try decoded()
        events[1].newOwner = GroupMember(userID: "carol")
        let written = tim.encode([events[1]])
        #expect(written.records.first?["groupChangeInfoList"]?.arrayValue?.map { $0["value"] } == ["carol"])
        #expect(written.diagnostics.map(\.code) == [.approximated])
    }

    @Test func eventsWithoutARecordMergeIntoOneTip() throws {
        let fresh = try decoded().map { event in
            var event = event
            event.source = EventSource(flavour: .unified)
            return event
        }
        let translation = Translator(source: .flavour(UnifiedAdapter()), target: tim).translate(fresh)
        #expect(translation.outputs.count == 1)
        #expect(translation.outputs.first?["groupChangeInfoList"]?.arrayValue?.map { $0["type"] } == [1, 5])
        #expect(translation.diagnostics.isEmpty, "reading the merged tip back finds both events: \(translation.diagnostics)")
    }
}
