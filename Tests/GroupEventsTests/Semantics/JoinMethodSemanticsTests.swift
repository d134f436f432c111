import GroupEventsCore
import GroupEventsJSON
import Testing

/// How members joined — invited, applied and approved, accepted an invitation, joined freely, joined
/// on their own (approval unsaid) or not said — into every flavour: what each flavour reads back, and
/// every change reported at `joinMethod`.
@Suite struct JoinMethodSemanticsTests {
    /// What each flavour reads back for each method (`nil`: not said), in `JoinMethod.allCases` order and then no method.
    static let readBack: [String: [JoinMethod?]] = [
        // ZIM: GroupInvited (4) or GroupJoined (3); the webhook's Invited or Apply.
        "zim:sdk": [.invited, .selfJoined, .selfJoined, .selfJoined, .selfJoined, .selfJoined],
        "zim:callback": [.invited, .selfJoined, .selfJoined, .selfJoined, .selfJoined, .selfJoined],
        // NIM: op 0 invited, 5 an approved application (free when the applicant is the sender), 9 an accepted invitation.
        "nim:server": [.invited, .free, .approved, .invitationAccepted, .free, .free],
        "nim:web": [.invited, .free, .approved, .invitationAccepted, .free, .free],
        "nim:v2": [.invited, .free, .approved, .invitationAccepted, .free, .free],
        // TIM: a join of one's own or an invitation; the web and C API join type may leave it unsaid.
        "tim:web": [.invited, .selfJoined, .selfJoined, .invited, .selfJoined, nil],
        // V2 must say: a join not said is an invitation when someone else acted (ann adds bo), reported.
        "tim:v2": [.invited, .selfJoined, .selfJoined, .invited, .selfJoined, .invited],
        "tim:capi": [.invited, .selfJoined, .selfJoined, .invited, .selfJoined, nil],
        "tim:server": [nil, nil, nil, nil, nil, nil],
        "tim:callback": [.invited, .selfJoined, .selfJoined, .invited, .selfJoined, nil],
    ]

    static let methods: [JoinMethod?] = JoinMethod.allCases + [nil]

    static func join(_ method: JoinMethod?) -> GroupEvent {
        GroupEvent(
            kind: .memberJoined, groupID: "g1", actor: GroupMember(userID: "ann"), members: [GroupMember(userID: "bo")],
            joinMethod: method, time: 1_700_000_000_000, messageID: "m1", source: .composed)
    }

    @Test(arguments: Crossing.targets)
    func everyMethodIntoTheFlavour(_ target: String) throws {
        let expected = try #require(Self.readBack[target])
        for (method, expectedBack) in zip(Self.methods, expected) {
            let crossing = try Crossing(Self.join(method), to: target)
            let back = try #require(crossing.event, "\(target): \(method?.rawValue ?? "none") \(crossing.diagnostics)")
            #expect(back.kind == .memberJoined)
            #expect(back.joinMethod == expectedBack, "\(target): \(method?.rawValue ?? "none") read back as \(back.joinMethod?.rawValue ?? "none")")
            if back.joinMethod != method {
                #expect(
                    crossing.reports(JSONPath(keys: "joinMethod")),
                    "\(target): \(method?.rawValue ?? "none") → \(back.joinMethod?.rawValue ?? "none") is reported")
            }
        }
    }

    @Test func whichOpExpressesEachMethod() throws {
        func nimOp(_ method: JoinMethod) throws -> JSONValue? { try Crossing(Self.join(method), to: "nim:server").nimAttach?["id"] }
        #expect(try [JoinMethod.invited, .approved, .free, .invitationAccepted].map(nimOp) == [0, 5, 5, 9])
        func zimEvent(_ method: JoinMethod) throws -> JSONValue? { try Crossing(Self.join(method), to: "zim:sdk").output?["event"] }
        #expect(try [JoinMethod.invited, .selfJoined].map(zimEvent) == [4, 3])
        func timV2Tip(_ method: JoinMethod) throws -> JSONValue? { try Crossing(Self.join(method), to: "tim:v2").output?["groupTipsElem"]?["type"] }
        #expect(try [JoinMethod.invited, .selfJoined].map(timV2Tip) == [2, 1])
        let web = try Crossing(Self.join(.invited), to: "tim:web").output?["payload"]
        #expect(web?["operationType"] == 1 && web?["groupJoinType"] == 2)
    }
}
