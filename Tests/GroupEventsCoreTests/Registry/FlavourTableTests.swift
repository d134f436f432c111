import GroupEventsCore
import Testing

/// A flavour's rules and capabilities, looked up by kind and attributes.
@Suite struct FlavourTableTests {
    let table = FlavourTable(
        name: "x", summary: "", codeFields: [CodeField(name: "code")],
        rules: [
            CodeRule(codes: ["code": 1], name: "Invited", kind: .memberJoined, attributes: ["joinMethod": "invited", "team": "normal"]),
            CodeRule(codes: ["code": 2], name: "Applied", kind: .memberJoined, attributes: ["joinMethod": "selfJoined", "team": "normal"]),
            CodeRule(codes: ["code": 3], name: "Left", kind: .memberLeft),
        ],
        capabilities: [.memberJoined: .full, .memberLeft: .partial])

    @Test func aRuleIsTheFirstOfItsKindWithEveryAttributeAsked() {
        #expect(table.rule(for: .memberJoined)?.name == "Invited")
        #expect(table.rule(for: .memberJoined, where: ["joinMethod": "selfJoined"])?.name == "Applied")
        #expect(table.rule(for: .memberJoined, where: ["joinMethod": "selfJoined", "team": "normal"])?.name == "Applied")
        #expect(table.rule(for: .memberJoined, where: ["joinMethod": "selfJoined", "team": "super"]) == nil)
        #expect(table.rule(for: .memberLeft, where: ["joinMethod": "invited"]) == nil)
        #expect(table.rules(of: .memberKicked).isEmpty)
        #expect(table.rules[0][attribute: "team"] == "normal")
        #expect(table.rules[0][attribute: "field"] == nil)
    }

    @Test func aCapabilityFollowsTheCapabilitiesAsTheyAre() {
        #expect(table.capability(for: .memberLeft) == .partial)
        #expect(table.capability(for: .memberKicked) == .rejected, "a kind not listed")
        var changed = table
        changed.capabilities[.memberLeft] = .fallback
        #expect(changed.capability(for: .memberLeft) == .fallback)
        #expect(changed != table)
    }
}
