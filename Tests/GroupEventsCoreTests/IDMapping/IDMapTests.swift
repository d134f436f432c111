import GroupEventsCore
import GroupEventsJSON
import Testing

/// An ID map gives every ID an event names its new ID, keeps and counts the IDs it has no entry
/// for, and leaves the source record out of the event.
@Suite struct IDMapTests {
    let map = IDMap(users: ["alice": "a2", "bob": "b2", "olga": "o2"], groups: ["g1": "G1"])

    /// An event naming someone in every place an event can.
    var event: GroupEvent {
        GroupEvent(
            kind: .groupOwnerTransferred, groupID: "g1", actor: GroupMember(userID: "alice", name: "Alice"),
            members: [GroupMember(userID: "bob"), GroupMember(userID: "carol")], newOwner: GroupMember(userID: "bob"),
            owner: GroupMember(userID: "olga"), addressee: GroupMember(userID: "alice"), text: "alice", time: 5,
            source: EventSource(flavour: FlavourID(vendor: "zim", flavour: "sdk"), codes: ["event": 3], record: .object(["from": "alice"])))
    }

    @Test func everyPlaceAnEventNamesSomeoneGetsTheNewID() {
        var unmapped = UnmappedIDs()
        let mapped = map.applied(to: event, unmapped: &unmapped)
        #expect(mapped.groupID == "G1")
        #expect(mapped.actor == GroupMember(userID: "a2", name: "Alice"), "the profile beside the ID stays")
        #expect(mapped.members.map(\.userID) == ["b2", "carol"])
        #expect(mapped.newOwner?.userID == "b2")
        #expect(mapped.owner?.userID == "o2")
        #expect(mapped.addressee?.userID == "a2", "the person a notice went to")
        #expect(mapped.text == "alice", "free text is not an ID")
        #expect(mapped.source.codes == ["event": 3] && mapped.source.flavour == event.source.flavour)
        #expect(mapped.source.record == nil, "the record holds the old IDs")
        #expect(unmapped.users == ["carol"] && unmapped.groups.isEmpty)
    }

    @Test func anAddresseeTheRecordDoesNotNameIsNoID() {
        var unnamed = event
        unnamed.addressee = GroupMember(userID: "")
        var unmapped = UnmappedIDs()
        #expect(map.applied(to: unnamed, unmapped: &unmapped).addressee?.userID == "")
        #expect(!unmapped.users.contains(""), "an empty ID is no one's, so it is not reported unmapped")
    }

    @Test func idsWithoutAnEntryAreKeptAndCountedEachTime() {
        let (events, unmapped) = IDMap().applied(to: [event, event])
        #expect(events.map(\.groupID) == ["g1", "g1"])
        #expect(events[0].members.map(\.userID) == ["bob", "carol"])
        #expect(unmapped.users == ["alice", "bob", "carol", "bob", "olga", "alice", "alice", "bob", "carol", "bob", "olga", "alice"])
        #expect(unmapped.groups == ["g1", "g1"])
    }

    @Test func theDiagnosticNamesEachUnmappedIDOnce() throws {
        var unmapped = UnmappedIDs()
        #expect(unmapped.diagnostic == nil)
        unmapped.append("x", kind: .user)
        unmapped.append("y", kind: .user)
        unmapped.append("x", kind: .user)
        unmapped.append("g", kind: .group)
        let diagnostic = try #require(unmapped.diagnostic)
        #expect(diagnostic.code == .unmappedID && diagnostic.severity == .info)
        #expect(diagnostic.message == "the ID map has no entry for users 'x', 'y' and group 'g'; kept as they are")
    }
}
