import GroupEventsCore
import GroupEventsJSON
import Testing

/// A group's profile fields — name, notice (NIM's announcement, TIM's notification), introduction,
/// avatar, and vendor fields such as custom key/values — into every flavour: each field the target has
/// no place for is reported `field-dropped`, every other one arrives as it was.
@Suite struct ProfileFieldSemanticsTests {
    static let change = GroupEvent(
        kind: .groupProfileChanged, groupID: "g1", actor: GroupMember(userID: "ann"),
        profile: GroupProfileChange(
            name: "Hikers", notice: "Meet at 8", introduction: "Weekend walks", avatarURL: "https://img.example.org/g1.png",
            other: [
                GroupProfileChange.Field(name: "nim.joinMode", value: "1"), GroupProfileChange.Field(name: "tim.custom.trail", value: "north"),
            ]),
        time: 1_700_000_000_000, messageID: "m1", source: .composed)

    /// The fields each flavour has no place for (by unified path).
    static let dropped: [String: Set<String>] = [
        "zim:sdk": ["introduction", "nim.joinMode", "tim.custom.trail"],
        "nim:server": ["tim.custom.trail"], "nim:web": ["tim.custom.trail"], "nim:v2": ["tim.custom.trail"],
        "tim:web": ["nim.joinMode"], "tim:v2": ["nim.joinMode"], "tim:capi": ["nim.joinMode"], "tim:server": ["nim.joinMode"],
        "tim:callback": ["nim.joinMode", "tim.custom.trail"],
    ]

    @Test(arguments: dropped.keys.sorted())
    func eachFieldArrivesOrIsReportedDropped(_ target: String) throws {
        let crossing = try Crossing(Self.change, to: target)
        let written = try #require(crossing.readBack.first { $0.kind == .groupProfileChanged }?.profile, "\(target): \(crossing.diagnostics)")
        let source = try #require(Self.change.profile)
        let texts: [(String, String?, String?)] = [
            ("name", source.name, written.name), ("notice", source.notice, written.notice),
            ("introduction", source.introduction, written.introduction), ("avatarURL", source.avatarURL, written.avatarURL),
        ]
        var lost: Set<String> = []
        for (field, sent, arrived) in texts where arrived != sent {
            lost.insert(field)
            #expect(arrived == nil, "\(target): \(field) is never changed, only dropped")
            #expect(crossing.reports(JSONPath(keys: "profile", field), .fieldDropped), "\(target): \(field) dropped and reported")
        }
        for (index, field) in source.other.enumerated() where !written.other.contains(field) {
            lost.insert(field.name)
            #expect(crossing.reports(JSONPath(keys: "profile", "other").appending(index: index), .fieldDropped), "\(target): \(field.name) reported")
        }
        #expect(lost == Self.dropped[target], "\(target)")
    }

    @Test func zimWebhooksHaveNoProfileChange() throws {
        let crossing = try Crossing(Self.change, to: "zim:callback")
        #expect(crossing.translation.outcome == .dropped && crossing.translation.outputs.isEmpty)
        #expect(!crossing.diagnostics.isEmpty, "the drop is reported")
    }
}
