import GroupEventsCore
import GroupEventsJSON
import Testing

/// An owner transfer between TIM's owner change inside a group-profile tip, NIM's op 6 (the new owner
/// in `data.id`, the old one the sender) and ZIM's owner change (event 8, change type 10): the same
/// actor and new owner everywhere.
@Suite struct OwnerTransferSemanticsTests {
    static let sources: [(flavour: String, name: String)] = [
        ("tim:v2", "group-renamed-owner-transferred"), ("tim:web", "group-renamed-owner-transferred"), ("nim:server", "owner-transferred"),
        ("nim:v2", "owner-transferred"), ("zim:sdk", "owner-transferred-web"),
    ]

    @Test(arguments: sources)
    func theNewOwnerAndTheActorCrossEveryVendor(_ flavour: String, _ name: String) throws {
        let record = try Crossing.record(flavour, name)
        for target in ["zim:sdk", "nim:server", "nim:web", "nim:v2", "tim:web", "tim:v2", "tim:capi", "tim:server"]
        where target.split(separator: ":")[0] != flavour.split(separator: ":")[0] {
            let crossing = try Crossing(record, from: flavour, to: target)
            let source = try #require(crossing.translation.events.first { $0.kind == .groupOwnerTransferred })
            let written = try #require(crossing.readBack.first { $0.kind == .groupOwnerTransferred }, "\(name) → \(target): \(crossing.diagnostics)")
            #expect(written.newOwner?.userID == source.newOwner?.userID, "\(name) → \(target)")
            #expect(written.actor?.userID == source.actor?.userID, "\(name) → \(target)")
        }
    }

    @Test func timsOwnerChangeIsNIMsOp6AndZIMsChangeType10() throws {
        let tim = try Crossing.record("tim:v2", "group-renamed-owner-transferred")
        let nim = try Crossing(tim, from: "tim:v2", to: "nim:server")
        let transfers = nim.translation.outputs.filter { output in
            output["attach"]?.stringValue.flatMap { try? JSONReader().read($0) }?["id"] == 6
        }
        let transfer = try #require(transfers.first, "one NIM record of the two is the transfer")
        #expect(transfer["fromAccount"] == "lin.yue", "the old owner is the sender")
        #expect(transfer["attach"]?.stringValue.flatMap { try? JSONReader().read($0) }?["data"]?["id"] == "ravi.p")
        let zim = try Crossing(tim, from: "tim:v2", to: "zim:sdk")
        let zimTransfer = try #require(zim.translation.outputs.first { $0["event"] == 8 })
        #expect(zimTransfer["changeInfo"]?["type"] == 10 && zimTransfer["targetUserList"]?.arrayValue?.first?["userID"] == "ravi.p")
        let back = try Crossing(try Crossing.record("nim:server", "owner-transferred"), from: "nim:server", to: "tim:v2")
        let change = back.output?["groupTipsElem"]?["groupChangeInfoList"]?.arrayValue?.first
        #expect(change?["type"] == 5 && change?["value"] == "kai_w")
    }

    @Test func aNIMTransferWhoseOldOwnerLeftIsTwoEventsElsewhere() throws {
        let crossing = try Crossing(try Crossing.record("nim:server", "owner-transferred-and-left"), from: "nim:server", to: "tim:v2")
        #expect(crossing.readBack.map(\.kind) == [.groupOwnerTransferred, .memberLeft])
    }
}
