import GroupEventsCore
import GroupEventsJSON
import Testing

/// An event one record cannot hold is split into parts, one record each: per member, per distinct
/// mute (members muted alike together, in first-appearance order) or per mute flag, each part's
/// fields named back as fields of the whole event.
@Suite struct RecordSplitTests {
    static let source = EventSource(flavour: FlavourID(vendor: "tim", flavour: "web"))

    /// A mute of `mutes.count` members, each with their own mute (nil: none of their own).
    static func mute(_ mutes: [MuteState?], eventMute: MuteState? = nil) -> GroupEvent {
        var members: [GroupMember] = []
        for (index, state) in mutes.enumerated() {
            var member = GroupMember(userID: "m\(index)")
            member.mute = state
            members.append(member)
        }
        return GroupEvent(kind: .memberMuted, groupID: "g", members: members, mute: eventMute, messageID: "7", source: source)
    }

    @Test func oneRecordHoldsAnEventWhoseMembersShareTheirMute() {
        #expect(Self.mute([nil, nil], eventMute: .duration(seconds: 60)).recordParts(.perMute) == nil)
        #expect(Self.mute([.duration(seconds: 60), .duration(seconds: 60)]).recordParts(.perMute) == nil)
        #expect(Self.mute([.duration(seconds: 60)]).recordParts(.perMember) == nil)
        #expect(Self.mute([.duration(seconds: 60), .duration(seconds: 5)]).recordParts(.whole) == nil)
    }

    @Test func membersMutedAlikeStayTogetherInTheOrderTheirMuteFirstAppears() throws {
        let event = Self.mute([.duration(seconds: 600), .duration(seconds: 86400), .duration(seconds: 600)])
        let parts = try #require(event.recordParts(.perMute))
        #expect(parts.map { $0.event.members.map(\.userID) } == [["m0", "m2"], ["m1"]])
        #expect(parts.map(\.memberIndices) == [[0, 2], [1]])
        // Each part states its mute once, for all its members, and keeps everything else.
        #expect(parts.map(\.event.mute) == [.duration(seconds: 600), .duration(seconds: 86400)])
        #expect(parts.allSatisfy { $0.event.members.allSatisfy { $0.mute == nil } })
        #expect(parts.allSatisfy { $0.event.messageID == "7" && $0.event.groupID == "g" && $0.event.kind == .memberMuted })
    }

    @Test func aFlagSplitsOnlyLiftedFromStillMuted() throws {
        let event = Self.mute([.duration(seconds: 600), .lifted, .forever])
        let parts = try #require(event.recordParts(.perMuteFlag))
        #expect(parts.map(\.memberIndices) == [[0, 2], [1]])
        #expect(parts[0].event.mute == nil, "still muted, for different terms: each member keeps their own")
        #expect(parts[0].event.members.map(\.mute) == [.duration(seconds: 600), .forever])
        #expect(parts[1].event.mute == .lifted)
        #expect(Self.mute([.duration(seconds: 600), .forever]).recordParts(.perMuteFlag) == nil)
    }

    @Test func oneRecordPerMemberKeepsTheEventsOwnMute() throws {
        let event = Self.mute([nil, nil, nil], eventMute: .forever)
        let parts = try #require(event.recordParts(.perMember))
        #expect(parts.map { $0.event.members.map(\.userID) } == [["m0"], ["m1"], ["m2"]])
        #expect(parts.allSatisfy { $0.event.mute == .forever && !$0.muteIsMembers })
    }

    @Test func membersGivenDifferentRolesArePartsUnlessOneRoleIsGrantedToAll() throws {
        let members = [
            GroupMember(userID: "a", role: GroupRole(level: .admin)), GroupMember(userID: "b", role: GroupRole(level: .member)),
            GroupMember(userID: "c", role: GroupRole(level: .admin)),
        ]
        var event = GroupEvent(kind: .memberRoleChanged, groupID: "g", members: members, source: Self.source)
        let parts = try #require(event.recordParts(.perRole))
        #expect(parts.map(\.memberIndices) == [[0, 2], [1]])
        #expect(parts.map(\.event.grantedRole) == [GroupRole(level: .admin), GroupRole(level: .member)])
        event.role = GroupRole(level: .admin)
        #expect(event.recordParts(.perRole) == nil, "the role granted to all; the members' own are their profiles")
    }

    @Test func aPartsFieldsAreNamedAsFieldsOfTheWholeEvent() throws {
        let event = Self.mute([.duration(seconds: 600), .duration(seconds: 86400), .duration(seconds: 600)])
        let parts = try #require(event.recordParts(.perMute))
        let member = { (index: Int, key: String) in JSONPath(keys: "members").appending(index: index).appending(key: key) }
        #expect(parts[1].wholeEventPaths(member(0, "name")) == [member(1, "name")])
        #expect(parts[0].wholeEventPaths(JSONPath(keys: "mute")) == [member(0, "mute"), member(2, "mute")], "the members' own mutes")
        #expect(parts[0].wholeEventPaths(JSONPath(keys: "messageID")) == [JSONPath(keys: "messageID")])
        let diagnostic = Diagnostic.loss(.approximated, "a mute of 600 s became an expiry", fields: [JSONPath(keys: "mute")])
        #expect(parts[0].wholeEventDiagnostic(diagnostic).fields == [member(0, "mute"), member(2, "mute")])
        #expect(parts[0].wholeEventDiagnostic(diagnostic).message == diagnostic.message)
    }
}
