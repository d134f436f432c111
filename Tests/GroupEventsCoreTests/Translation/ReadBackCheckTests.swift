import GroupEventsCore
import GroupEventsJSON
import Testing

/// `--verify`: the read-back runs only when asked, and reports what the target's encoder left out
/// without saying so.
@Suite struct ReadBackCheckTests {
    /// A stub whose records keep the kind alone: a rename loses its name, and its encoder does not say so.
    let source = TranslatorTests.StubAdapter("a")
    let target = TranslatorTests.StubAdapter("b", capabilities: [.groupProfileChanged: .full, .memberLeft: .full])
    let rename: JSONValue = .object(["op": "group.profileChanged", "name": "Team"])

    @Test func theReadBackRunsOnlyWhenAsked() {
        #expect(Translator(source: .flavour(source), target: target).translate(rename).diagnostics.isEmpty)
        let verified = Translator(source: .flavour(source), target: target, verify: true).translate(rename)
        #expect(verified.diagnostics.map(\.message) == ["stub:b has no place for $.profile; left out"])
        #expect(verified.diagnostics.map(\.fields) == [[JSONPath(keys: "profile")]])
    }

    @Test func aLossTheEncoderReportedIsNotReportedAgain() {
        let events = [GroupEvent(kind: .groupProfileChanged, profile: GroupProfileChange(name: "Team"), source: .composed)]
        let said = Diagnostic.loss(.fieldDropped, "no names here", fields: [JSONPath(keys: "profile", "name")])
        let check = ReadBackCheck(target: target)
        let written: [JSONValue] = [.object(["op": "group.profileChanged"])]
        #expect(check.unreportedLoss(of: events, in: written, reported: [said]).map(\.fields) == [[JSONPath(keys: "profile")]])
        let whole = Diagnostic.loss(.fieldDropped, "no profile here", fields: [JSONPath(keys: "profile")])
        #expect(check.unreportedLoss(of: events, in: written, reported: [whole]).isEmpty)
    }

    @Test func recordsThatReadBackAsAnotherNumberOfEventsAreReported() {
        let events = [GroupEvent(kind: .memberLeft, source: .composed), GroupEvent(kind: .memberLeft, source: .composed)]
        let lost = ReadBackCheck(target: target).unreportedLoss(of: events, in: [.object(["op": "member.left"])], reported: [])
        #expect(lost.map(\.message) == ["stub:b wrote 2 events as 1"])
    }
}
