import GroupEventsCore
import GroupEventsJSON
import Testing
import ZIMAdapter

/// A join whose source does not say how the members joined (a TIM wire or C SDK join) is written as
/// ZIM's plain join, and said to be an approximation: ZIM has no way to leave it unsaid.
@Suite struct ZIMUnstatedJoinTests {
    static let join = GroupEvent(
        kind: .memberJoined, groupID: "g1", actor: GroupMember(userID: "alice"), members: [GroupMember(userID: "bob")], time: 1_718_000_000_000,
        source: .composed)

    @Test func theSDKFlavourSaysItChose() throws {
        let encoded = ZIMSDKAdapter().encode([Self.join])
        #expect(encoded.records.first?["event"] == 3, "GroupJoined")
        #expect(encoded.diagnostics.contains { $0.code == .approximated && $0.message.contains("does not say how the members joined") })
    }

    @Test func theCallbackFlavourSaysItChose() throws {
        let encoded = ZIMCallbackAdapter().encode([Self.join])
        #expect(encoded.diagnostics.contains { $0.code == .approximated && $0.message.contains("does not say how the members joined") })
    }
}
