import GroupEventsCore
import GroupEventsJSON
import Testing

/// An event is a value: its fields live in a box its copies share, and a copy that changes gets a box
/// of its own, so no other copy sees the change.
@Suite struct GroupEventValueTests {
    let original = GroupEvent(
        kind: .memberJoined, groupID: "g1", actor: GroupMember(userID: "u1", name: "Alice"),
        members: [GroupMember(userID: "u2")], time: 1_700_000_000_000,
        source: EventSource(flavour: FlavourID(vendor: "zim", flavour: "sdk"), codes: ["event": 2]))

    @Test func aChangedCopyLeavesTheOriginalAsItWas() {
        var copy = original
        copy.groupID = "g2"
        copy.members[0].name = "Bob"
        copy.source.part = EventSource.Part(index: 1, count: 2)
        #expect(original.groupID == "g1")
        #expect(original.members[0].name == nil)
        #expect(original.source.part == nil)
        #expect(copy.groupID == "g2" && copy.members[0].name == "Bob" && copy.source.part?.index == 1)
        #expect(copy != original)
    }

    @Test func eventsInAnArrayChangeOneAtATime() {
        var events = [original, original]
        events[1].kind = .memberLeft
        #expect(events[0] == original)
        #expect(events[1].kind == .memberLeft && events[1].groupID == "g1")
    }

    @Test func copiesAndEventsBuiltAlikeAreEqualAndHashAlike() {
        let copy = original
        let rebuilt = GroupEvent(
            kind: .memberJoined, groupID: "g1", actor: GroupMember(userID: "u1", name: "Alice"),
            members: [GroupMember(userID: "u2")], time: 1_700_000_000_000,
            source: EventSource(flavour: FlavourID(vendor: "zim", flavour: "sdk"), codes: ["event": 2]))
        #expect(copy == original && rebuilt == original)
        #expect(Set([original, copy, rebuilt]).count == 1)
        var changedBack = original
        changedBack.text = "x"
        changedBack.text = nil
        #expect(changedBack == original && changedBack.hashValue == original.hashValue)
    }

    @Test func aDescriptionShowsTheFields() {
        let description = String(describing: original)
        #expect(description.hasPrefix("GroupEvent(kind: "))
        #expect(description.contains(#"groupID: Optional("g1")"#))
    }
}
