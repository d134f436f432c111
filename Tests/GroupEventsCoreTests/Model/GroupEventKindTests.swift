import GroupEventsCore
import Testing

/// Kinds are the same when their names are: a predefined kind made from its name is the predefined
/// kind (and hashes alike), a kind a table adds equals another of its name, and no two names match.
@Suite struct GroupEventKindTests {
    @Test func aPredefinedNameMakesThePredefinedKind() {
        for kind in GroupEventKind.predefined {
            let named = GroupEventKind(rawValue: String(kind.rawValue.utf8.map { Character(Unicode.Scalar($0)) }))
            #expect(named == kind && kind == named, "\(kind)")
            #expect(named.hashValue == kind.hashValue && Set([kind, named]).count == 1, "\(kind)")
        }
    }

    @Test func kindsOfOtherNamesAreEqualByName() {
        let pinned = GroupEventKind(rawValue: "message.pinned")
        #expect(pinned == GroupEventKind(rawValue: "message.pinned"))
        #expect(pinned != GroupEventKind(rawValue: "message.unpinned"))
        #expect(GroupEventKind.predefined.allSatisfy { $0 != pinned && pinned != $0 })
        #expect(GroupEventKind(rawValue: "member.Joined") != .memberJoined, "names match exactly")
    }

    @Test func everyTwoPredefinedKindsDiffer() {
        let kinds = GroupEventKind.predefined
        for (index, kind) in kinds.enumerated() {
            for (other, second) in kinds.enumerated() where other != index { #expect(kind != second, "\(kind) and \(second)") }
        }
        #expect(Set(kinds).count == kinds.count)
    }
}
