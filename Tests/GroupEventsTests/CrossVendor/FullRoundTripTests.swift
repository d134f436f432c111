import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

/// A → B → A equals A wherever the registry says both directions are `full`: for every pair of
/// distinct vendor flavours A and B and every fixture of A whose kinds are all `full` in A and in B,
/// translating it to B and back to A gives the same events.
///
/// "The same" is measured on the unified events, event by event: those decoded from the fixture and
/// those decoded from its trip through B, written as unified JSON without `source` (vendor, codes and
/// the record they came from), are equal — except for losses of fields every kind has, which no
/// capability speaks of, where the trip reports them (`field-dropped`, `approximated`) and they are
/// exactly these: a person's (actor, member, new owner, owner) `name`, `nickname` or `avatarURL`
/// gone, or `role` gone (ZIM keeps nicknames and roles that NIM's notifications do not carry); `time`
/// rounded down to a second (TIM counts seconds); `messageID` gone (the TIM wire has none);
/// `addressee` gone (a C-API report does not say whom it was delivered to). A role that comes back
/// of the same level is the same role, reported or not: its raw value is how the flavour it was last
/// written in spells the level (TIM C's old 2 and its 300 are both an admin). A capability is the
/// level of a kind, so `full` promises the kind's content: what happened, in which group, by and to
/// whom (user IDs), how members joined, profile, mutes, roles granted, custom text. Any other
/// difference fails.
///
/// Record bytes cannot be the measure: the record written back to A is written afresh from the
/// events — B has no place for A's envelope (a ZIM `localMessageID`, a NIM `msgidClient`) or for A's
/// spelling variant (a Flutter map rather than a web object) — so only what the unified model says
/// can survive, and that is what a capability speaks of.
@Suite struct FullRoundTripTests {
    static let matrix = TranslationMatrix.builtIn

    /// One fixture and the flavours it makes a full round trip through.
    struct Trip: Sendable, CustomStringConvertible {
        /// The fixture, of flavour A.
        let fixture: TranslationMatrix.Fixture
        /// Every B ≠ A in which each of the fixture's kinds is `full`, as in A.
        let through: [any ModelFlavourAdapter]

        /// `zim/sdk/member-kicked-web`.
        var description: String { fixture.description }
    }

    /// Every fixture with at least one full round trip.
    static let trips: [Trip] = matrix.fixtures.compactMap { fixture in
        let own = fixture.checks.adapter.id
        let full = { (flavour: FlavourID) in fixture.kinds.allSatisfy { matrix.capability($0, in: flavour) == .full } }
        guard !fixture.kinds.isEmpty, full(own) else { return nil }
        let through = matrix.adapters.filter { $0.id != own && full($0.id) }
        return through.isEmpty ? nil : Trip(fixture: fixture, through: through)
    }

    /// An event as unified JSON without its source.
    static func unified(_ event: GroupEvent) -> JSONValue {
        var event = event
        event.source = .composed
        return .object(UnifiedEncoder.encode(event))
    }

    /// `event` with the losses the definition allows, where the trip reported them and `returned`
    /// shows exactly them: the time rounded down to a second, the message ID gone, and for each person
    /// (matched by user ID) a name, nickname or avatar gone and a role gone; and a role of the same level.
    static func allowingReportedLosses(_ event: GroupEvent, as returned: GroupEvent, reported: [JSONPath]) -> GroupEvent {
        let isReported = { (path: JSONPath) in reported.contains { $0.isPrefix(of: path) } }
        func person(_ member: GroupMember, _ back: GroupMember?, at path: JSONPath) -> GroupMember {
            guard let back, back.userID == member.userID else { return member }
            var member = member
            let texts: [(WritableKeyPath<GroupMember, String?>, String)] = [(\.name, "name"), (\.nickname, "nickname"), (\.avatarURL, "avatarURL")]
            for (field, key) in texts where back[keyPath: field] == nil && isReported(path.appending(key: key)) { member[keyPath: field] = nil }
            let role = path.appending(key: "role")
            if back.role == nil, isReported(role) { member.role = nil }
            if let backRole = back.role, let level = backRole.level, level == member.role?.level { member.role = backRole }
            return member
        }
        var expected = event
        if let time = event.time, returned.time == time / 1000 * 1000, isReported(JSONPath(keys: "time")) { expected.time = returned.time }
        if returned.messageID == nil, isReported(JSONPath(keys: "messageID")) { expected.messageID = nil }
        if returned.addressee == nil, isReported(JSONPath(keys: "addressee")) { expected.addressee = nil }
        expected.actor = event.actor.map { person($0, returned.actor, at: JSONPath(keys: "actor")) }
        expected.newOwner = event.newOwner.map { person($0, returned.newOwner, at: JSONPath(keys: "newOwner")) }
        expected.owner = event.owner.map { person($0, returned.owner, at: JSONPath(keys: "owner")) }
        expected.members = event.members.enumerated().map { index, member in
            person(member, returned.members.indices.contains(index) ? returned.members[index] : nil, at: JSONPath(keys: "members").appending(index: index))
        }
        return expected
    }

    /// The differences between the fixture's events and those of its trip to `other` and back that
    /// the definition above does not allow.
    static func problems(_ trip: Trip, through other: any ModelFlavourAdapter) throws -> [String] {
        let own = trip.fixture.checks.adapter
        let route = "\(trip) → \(other.id) → \(own.id)"
        let (events, _) = try trip.fixture.checks.decode(trip.fixture.fixture)
        let there = Translator(source: .flavour(own), target: other).translate(try trip.fixture.checks.record(trip.fixture.fixture))
        let back = there.outputs.map { Translator(source: .flavour(other), target: own).translate($0) }
        var again: [GroupEvent] = []
        for record in back.flatMap(\.outputs) {
            guard case .events(let decoded, _) = try own.decode(record) else { return ["\(route): not an event"] }
            again += decoded
        }
        guard again.count == events.count else { return ["\(route): \(events.count) events came back as \(again.count)"] }
        let reported = (there.diagnostics + back.flatMap(\.diagnostics)).filter { $0.code == .fieldDropped || $0.code == .approximated }.flatMap(\.fields)
        return zip(events, again).flatMap { event, returned in
            JSONDifference.between(expected: unified(allowingReportedLosses(event, as: returned, reported: reported)), actual: unified(returned))
                .map { "\(route): \($0)" }
        }
    }

    @Test(arguments: trips) func comesBackAsItWent(_ trip: Trip) throws {
        VendorGoldens.expectNone(try trip.through.flatMap { try Self.problems(trip, through: $0) })
    }

    @Test func everyKindFullInTwoFlavoursHasATripBetweenThem() {
        for kind in GroupEventKind.predefined {
            let full = Self.matrix.adapters.map(\.id).filter { Self.matrix.capability(kind, in: $0) == .full }
            for a in full {
                for b in full where b != a {
                    #expect(
                        Self.trips.contains { $0.fixture.checks.adapter.id == a && $0.fixture.kinds.contains(kind) && $0.through.contains { $0.id == b } },
                        "\(kind) is full in \(a) and \(b), but no fixture of \(a) makes the trip")
                }
            }
        }
    }
}
