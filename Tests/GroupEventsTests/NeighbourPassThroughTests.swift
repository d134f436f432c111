import Foundation
import GroupEventsCore
import GroupEventsJSON
import GroupEvents
import GroupEventsTestSupport
import Testing

/// The records a vendor's channel carries beside group notifications (`Fixtures/<vendor>/neighbours/`:
/// login copies, room callbacks, one-to-one webhooks…) pass through unchanged under their flavour named
/// explicitly, as detected and as unified JSON, each saying what it is; and a record that is the
/// flavour's notification but broken (`Fixtures/<vendor>/malformed/`) is still an error.
@Suite struct NeighbourPassThroughTests {
    static let catalog = FlavourCatalog()

    /// What each neighbour is, as the `not-an-event` diagnostic says it.
    static let reasons: [String: String] = [
        "zim/neighbours/sdk.text-message": "a ZIM message of type 1, not a tips message (32)",
        "zim/neighbours/sdk.custom-message-peer": "a ZIM message of type 200, not a tips message (32)",
        "zim/neighbours/callback.room-create": "a ZIM room callback (room_create)",
        "zim/neighbours/callback.room-enter": "a ZIM room callback (room_enter)",
        "zim/neighbours/callback.send-msg-group": "a ZIM message callback (send_msg)",
        "zim/neighbours/callback.before-send-msg-peer": "a ZIM message callback asking the app before sending (before_send_msg)",
        "nim/neighbours/server.login-copy": "a NIM login copy (eventType 2)",
        "nim/neighbours/server.logout-copy": "a NIM logout copy (eventType 3)",
        "nim/neighbours/server.person-text-copy": "a NIM one-to-one message copy (convType PERSON, msgType TEXT)",
        "nim/neighbours/server.create-team-callback": "a NIM third-party callback (eventType 7), which asks the app server before the action",
        "nim/neighbours/server.super-team-invite-callback":
            "a NIM third-party callback (eventType 23), which asks the app server before the action",
        "nim/neighbours/web.p2p-text-message": "a NIM web one-to-one message (scene p2p)",
        "nim/neighbours/web.chatroom-notification": "a NIM web chat-room message (chatroomId, no scene)",
        "nim/neighbours/web.team-text-message": "a NIM web message of type text, not a notification",
        "nim/neighbours/v2.team-text-message": "a NIM V2 message of type 0, not a notification",
        "nim/neighbours/v2.p2p-tip-message": "a NIM V2 message of type 10, not a notification",
        "tim/neighbours/web.c2c-text-message": "a TIM web message of type TIMTextElem, not a group tip or group system notice",
        "tim/neighbours/v2.c2c-text-message": "a TIM V2 message of elemType 1, not group tips",
        "tim/neighbours/capi.c2c-text-message": "a TIM C-API message of elem_type 0, not a group tips or report element",
        "tim/neighbours/server.c2c-text-message": "a TIM wire message of TIMTextElem, not a group tip",
        "tim/neighbours/server.text-element-alone": "a TIM wire element of TIMTextElem, not a group tip",
        "tim/neighbours/callback.c2c-after-send-msg": "a TIM one-to-one message webhook (C2C.CallbackAfterSendMsg)",
        "tim/neighbours/callback.sns-friend-add": "a TIM relationship webhook (Sns.CallbackFriendAdd)",
        "tim/neighbours/callback.state-change": "a TIM online state webhook (State.StateChange)",
        "tim/neighbours/callback.before-apply-join-group":
            "a TIM group webhook asking the app before the action (Group.CallbackBeforeApplyJoinGroup)",
    ]

    /// The neighbour's record.
    func record(_ neighbour: NeighbourFixture) throws -> JSONValue {
        try #require(try GoldenFile.read(neighbour.recordPath), "\(neighbour.recordPath) is read")
    }

    /// `record` translated from `source` to unified JSON.
    func translation(of record: JSONValue, from source: String, eventsOnly: Bool = false) throws -> RecordTranslation {
        Translator(source: try Self.catalog.source(named: source), target: UnifiedAdapter(), eventsOnly: eventsOnly).translate(record)
    }

    @Test func everyFlavourHasNeighboursAndEveryNeighbourItsReason() throws {
        let neighbours = NeighbourFixture.all()
        let vendorFlavours = Set(Self.catalog.adapters.map(\.id).filter { $0 != .unified }.map(\.description))
        #expect(Set(neighbours.map(\.flavourName)) == vendorFlavours, "a neighbour for every flavour, and only for flavours")
        #expect(Set(neighbours.map(\.description)) == Set(Self.reasons.keys), "a reason for every neighbour file, and a file for every reason")
    }

    @Test func aNeighbourPassesThroughUnderItsFlavourNamed() throws {
        for neighbour in NeighbourFixture.all() {
            let record = try record(neighbour)
            let translation = try translation(of: record, from: neighbour.flavourName)
            #expect(translation.outcome == .passedThrough, "\(neighbour)")
            #expect(translation.outputs == [record], "\(neighbour) is written unchanged")
            let reason = Self.reasons[neighbour.description] ?? "?"
            #expect(
                translation.diagnostics == [
                    Diagnostic(code: .notAnEvent, severity: .info, path: .root, message: "not a group notification (\(reason)); passed through unchanged")
                ], "\(neighbour)")
        }
    }

    @Test func aNeighbourPassesThroughDetectedAndAsUnifiedJSON() throws {
        for neighbour in NeighbourFixture.all() {
            let record = try record(neighbour)
            for source in ["auto", "unified"] {
                let translation = try translation(of: record, from: source)
                #expect(translation.outcome == .passedThrough, "\(neighbour) from \(source)")
                #expect(translation.outputs == [record], "\(neighbour) from \(source)")
                #expect(translation.diagnostics.map(\.code) == [.notAnEvent], "\(neighbour) from \(source): \(translation.diagnostics)")
            }
        }
    }

    @Test func aNeighbourIsLeftOutWithEventsOnly() throws {
        for neighbour in NeighbourFixture.all() {
            let translation = try translation(of: try record(neighbour), from: neighbour.flavourName, eventsOnly: true)
            #expect(translation.outcome == .dropped, "\(neighbour)")
            #expect(translation.outputs.isEmpty, "\(neighbour)")
            #expect(translation.diagnostics.map(\.code) == [.notAnEvent], "\(neighbour)")
            #expect(translation.diagnostics.first?.message.hasSuffix("; left out (--events-only)") == true, "\(neighbour)")
        }
    }

    /// A ZIM group callback without its group (the `group_` event is its mark, `group_id` its rule),
    /// which has no file: `Fixtures/zim` stays free of records that fail.
    static let zimGroupJoinWithoutGroup = """
        {"appid": "1739420586", "event": "group_join", "nonce": "2093847561", "signature": "5f4e3d2c1b0a9988",
         "operator_account": "zoe.k", "join_type": "Invited", "new_user_ids": ["ravi.p"], "timestamp": 1727690501}
        """

    /// `Fixtures/<vendor>/malformed/<flavour>-…` and the ZIM body above: the flavour's marks, its rules
    /// broken; an error under the flavour named and as detected alike.
    @Test func aBrokenNotificationOfTheNamedFlavourIsStillAnError() throws {
        var broken: [(name: String, flavour: String, record: JSONValue)] = [
            ("zim group_join without group_id", "zim:callback", try JSONReader().read(Self.zimGroupJoinWithoutGroup))
        ]
        for vendor in ["nim", "tim"] {
            for fixture in FixtureCase.all(vendor: vendor, flavour: "malformed") {
                let record = try #require(try GoldenFile.read(fixture.recordPath), "\(fixture) is read")
                broken.append((fixture.description, "\(vendor):\(fixture.name.prefix { $0 != "-" })", record))
            }
        }
        for (name, flavour, record) in broken {
            for source in [flavour, "auto"] {
                let translation = try translation(of: record, from: source)
                #expect(translation.outcome == .failed, "\(name) under \(source)")
                #expect(translation.outputs.isEmpty, "\(name) under \(source)")
                #expect(translation.diagnostics.map(\.code) == [.malformedRecord], "\(name) under \(source): \(translation.diagnostics)")
                #expect(translation.diagnostics.allSatisfy { $0.severity == .error }, "\(name) under \(source)")
            }
        }
        #expect(broken.count >= 24)
    }
}
