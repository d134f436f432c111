import GroupEventsJSON
import Testing

@testable import GroupEventsCore

/// What a flavour's record has a place for, and the one shared report of the rest.
@Suite struct FieldPlacesTests {
    let event = GroupEvent(
        kind: .memberKicked, groupID: "g1", actor: GroupMember(userID: "ann", name: "Ann", role: GroupRole(level: .admin, raw: "Admin")),
        members: [GroupMember(userID: "bo", nickname: "Bo"), GroupMember(userID: "cy", role: GroupRole(level: .member, raw: 3))],
        owner: GroupMember(userID: "ann"), time: 1_700_000_000_000, messageID: "m1", source: .composed)

    func unplaced(_ places: FieldPlaces) -> [String] {
        places.unplaced(in: event).map(\.description)
    }

    @Test func everythingHasAPlaceByDefault() {
        #expect(unplaced(.everything).isEmpty)
    }

    @Test func fieldsAreNamedAtTheGrainTheyWereLeftOut() {
        #expect(unplaced(.everything.without("messageID", "owner")) == ["$.owner", "$.messageID"])
        #expect(unplaced(.everything.without("actor.role", "members[].nickname")) == ["$.actor.role", "$.members[0].nickname"])
        #expect(unplaced(.everything.without("members[]")) == ["$.members[0]", "$.members[1]"])
        #expect(unplaced(.everything.without("members[1]", "actor.role.raw")) == ["$.actor.role.raw", "$.members[1]"])
        #expect(unplaced(.everything.without(FieldPlaces.profile(of: "actor"))) == ["$.actor.name", "$.actor.role"])
    }

    @Test func aListOfPlacesLeavesOutEverythingElse() {
        let places = FieldPlaces(carrying: ["kind", "groupID", "actor.userID", "members[].userID", "time"])
        #expect(
            unplaced(places) == ["$.actor.name", "$.actor.role", "$.members[0].nickname", "$.members[1].role", "$.owner", "$.messageID"])
        let noMembers = GroupEvent(kind: .groupDismissed, source: .composed)
        #expect(places.unplaced(in: noMembers).isEmpty, "an empty list has nothing to leave out")
        #expect(FieldPlaces(carrying: ["kind"]).unplaced(in: noMembers).isEmpty, "nor has one no pattern names or goes below")
    }

    @Test func aKindsPlacesAreTheFieldsItUses() {
        // A kick has no place for a text, nor for a member's own mute; a mute event has one for the mute.
        var kick = event
        kick.text = "bye"
        kick.members[0].mute = .forever
        #expect(FieldPlaces.of(.memberKicked).unplaced(in: kick).map(\.description) == ["$.members[0].mute", "$.text"])
        var mute = kick
        mute.kind = .memberMuted
        #expect(FieldPlaces.of(.memberMuted).unplaced(in: mute).map(\.description) == ["$.text"])
        #expect(FieldPlaces.of(GroupEventKind(rawValue: "x.y")).unplaced(in: kick).isEmpty, "every field, for a kind no list knows")
    }

    @Test func aKindIsLookedUpAmongTheKindsOfItsNamesLength() {
        // Every field filled, so places that differ anywhere leave out different fields.
        var full = event
        (full.text, full.joinMethod, full.role, full.mute) = ("t", .invited, GroupRole(level: .admin), .forever)
        (full.members[0].mute, full.newOwner, full.profile) = (.forever, GroupMember(userID: "di"), GroupProfileChange(name: "n"))
        let unknown = ["x.y", "member.xxxxx", "request.joinAcceptex", "request.inviteAcceptedTwice"].map(GroupEventKind.init(rawValue:))
        for kind in GroupEventKind.predefined + unknown {
            let listed = FieldPlaces.byKind.first { $0.kind == kind }?.places ?? .everything
            #expect(FieldPlaces.of(kind).unplaced(in: full) == listed.unplaced(in: full), "\(kind)")
        }
    }

    @Test func patternsOfEveryGrainMeetOnOneField() {
        // One member left out by index while the others keep their IDs alone; an object whose parent is carried
        // loses only the field a longer pattern takes.
        let places = FieldPlaces(carrying: ["kind", "groupID", "actor", "members[].userID", "owner", "time", "messageID"])
            .without("members[0]", "actor.role.level")
        #expect(unplaced(places) == ["$.actor.role.level", "$.members[0]", "$.members[1].role"])
        #expect(unplaced(.everything.without("")) == ["$.kind", "$.groupID", "$.actor", "$.members", "$.owner", "$.time", "$.messageID"])
        #expect(unplaced(.everything.without("members[].role.raw", "members[2]")) == ["$.members[1].role.raw"])
    }

    @Test func patternsParsedOnceLeaveOutWhatTheirStringsDo() {
        let gaps = FieldPlaces.Patterns(["members[].nickname", "owner", "actor.role.raw"])
        #expect(unplaced(.everything.without(gaps)) == ["$.actor.role.raw", "$.members[0].nickname", "$.owner"])
        #expect(
            unplaced(.everything.without(gaps).without("messageID"))
                == unplaced(.everything.without("members[].nickname", "owner", "actor.role.raw", "messageID")))
    }

    @Test func theSourceOfARecordReadIsNeverAField() {
        var read = event
        read.source = EventSource(flavour: FlavourID(vendor: "x", flavour: "y"), codes: ["code": 1])
        #expect(FieldPlaces(carrying: ["kind"]).unplaced(in: read) == FieldPlaces(carrying: ["kind"]).unplaced(in: event))
        #expect(FieldPlaces.everything.unplaced(in: read).isEmpty)
    }

    @Test func anotherVendorsRawRoleReachesTheFlavourAsItsLevel() {
        var read = event
        read.source = EventSource(flavour: FlavourID(vendor: "z", flavour: "sdk"))
        var seen: [GroupRole] = []
        let places = FieldPlaces.everything.without(rolesIn: read, spelledFor: "x") { role in
            seen.append(role)
            return role
        }
        #expect(seen == [GroupRole(level: .admin), GroupRole(level: .member)])
        #expect(places.unplaced(in: read).isEmpty, "the level is kept, spelled the flavour's way: another vendor's raw value is no loss")
        let own = FieldPlaces.everything.without(rolesIn: read, spelledFor: "z") { $0 }
        #expect(own.unplaced(in: read).isEmpty, "the vendor's own raw roles are kept")
        read.members[1].role = GroupRole(level: nil, raw: 7)
        let levelless = FieldPlaces.everything.without(rolesIn: read, spelledFor: "x") { $0.level == nil ? nil : $0 }
        #expect(levelless.unplaced(in: read).map(\.description) == ["$.members[1].role"], "a role without a level is its raw value alone")
    }

    @Test func withoutRawValuesTheFlavourIsAskedOncePerLevel() {
        var read = event
        read.source = EventSource(flavour: FlavourID(vendor: "z", flavour: "sdk"))
        read.members.append(GroupMember(userID: "di", role: GroupRole(level: .admin, raw: "Admin")))
        var asked: [GroupRole] = []
        let places = FieldPlaces.everything.without(rolesIn: read, spelledFor: "x") { role in
            asked.append(role)
            return role.level == .admin ? GroupRole(level: .owner) : role
        }
        #expect(asked == [GroupRole(level: .admin), GroupRole(level: .member)])
        #expect(
            places.unplaced(in: read).map(\.description) == [
                "$.actor.role.level", "$.actor.role.raw", "$.members[2].role.level", "$.members[2].role.raw",
            ])
    }

    @Test func aRoleTheFlavourWritesOtherwiseLosesWhatChanged() {
        // A flavour of string roles: a number becomes the level's name, which keeps the level.
        func strings(_ role: GroupRole) -> GroupRole? {
            role.raw?.stringValue != nil ? role : role.level.map { GroupRole(level: $0, raw: .string($0.rawValue)) }
        }
        #expect(unplaced(FieldPlaces.everything.without(rolesIn: event, spelledFor: "x", as: strings)).isEmpty)
        var levelless = event
        levelless.members[1].role = GroupRole(level: nil, raw: 3)
        let written = FieldPlaces.everything.without(rolesIn: levelless, spelledFor: "x") { _ in GroupRole(level: nil, raw: "Custom") }
        #expect(
            written.unplaced(in: levelless).map(\.description) == ["$.actor.role.level", "$.actor.role.raw", "$.members[1].role.raw"],
            "no level to keep: the raw value is the role")
        let none = FieldPlaces.everything.without(rolesIn: event, spelledFor: "x") { _ in nil }
        #expect(unplaced(none) == ["$.actor.role", "$.members[1].role"])
    }

    @Test func lossesSayWhatNoOtherDiagnosticSaid() {
        let flavour = FlavourID(vendor: "x", flavour: "y")
        let places = FieldPlaces.everything.without("messageID", "owner")
        let said = Diagnostic.loss(.fieldDropped, "no owner", fields: [JSONPath(keys: "owner")])
        let one = FieldPlaces.losses(of: [event], writer: flavour, reported: [said]) { _ in places }
        #expect(one.map(\.message) == ["x:y has no place for $.messageID; left out"])
        #expect(one.map(\.fields) == [[JSONPath(keys: "messageID")]])
        let two = FieldPlaces.losses(of: [event, event], writer: flavour, reported: []) { _ in places }
        #expect(two.map(\.message).last == "event 2 of 2: x:y has no place for $.owner, $.messageID; left out")
        #expect(FieldPlaces.losses(of: [event], writer: flavour, reported: []) { _ in .everything }.isEmpty)
        // The same loss, for a writer that knows the fields without walking the event.
        let both = FieldPlaces.losses(of: [event], writer: flavour, reported: []) { _ in places }
        #expect(both == [FieldPlaces.loss(of: [JSONPath(keys: "owner"), JSONPath(keys: "messageID")], writer: flavour)])
        #expect(two.last == FieldPlaces.loss(of: [JSONPath(keys: "owner"), JSONPath(keys: "messageID")], writer: flavour, part: (1, 2)))
    }
}
