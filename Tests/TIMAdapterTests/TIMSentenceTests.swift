import GroupEventsCore
import GroupEventsTestSupport
import TIMAdapter
import Testing

/// Every event of every TIM record has its sentence in English and Simplified Chinese, and only a
/// record no table gives a meaning is described as unrecognized.
@Suite struct TIMSentenceTests {
    @Test func everyTIMEventHasASentenceInEachLanguage() throws {
        var described = 0
        for adapter in TIMVendor().adapters(table: TIMMappings.defaultTable) {
            for fixture in FixtureCase.all(vendor: "tim", flavour: adapter.id.flavour) {
                let (events, _) = try TIMFixture.decode(try TIMFixture.record(fixture.flavour, fixture.name), with: adapter)
                for event in events {
                    let english = SentenceRenderer(language: .english).sentence(for: event)
                    let chinese = SentenceRenderer(language: .simplifiedChinese).sentence(for: event)
                    #expect(!english.isEmpty && !chinese.isEmpty && english != chinese, "\(fixture)")
                    #expect(english.hasPrefix("An unrecognized") == (event.kind == .unrecognized), "\(fixture): \(english)")
                    #expect(chinese.hasPrefix("无法识别") == (event.kind == .unrecognized), "\(fixture): \(chinese)")
                    described += 1
                }
            }
        }
        #expect(described >= 70)
    }

    @Test func aTIMNoticeReadsAsWhatHappenedToWhom() throws {
        let web = TIMWebAdapter()
        let (accepted, _) = try TIMFixture.decode(try TIMFixture.record("web", "notice-join-request-accepted"), with: web)
        // A notice is delivered to one person, and its sentence says to whom.
        #expect(
            SentenceRenderer(language: .english).sentence(for: accepted[0]) == "lin.yue accepted the request of dev_ops to join the group (to dev_ops)")
        #expect(SentenceRenderer(language: .simplifiedChinese).sentence(for: accepted[0]) == "lin.yue 同意了 dev_ops 的入群申请（发给 dev_ops）")
        let (kicked, _) = try TIMFixture.decode(try TIMFixture.record("web", "notice-kicked"), with: web)
        #expect(SentenceRenderer(language: .english).sentence(for: kicked[0]) == "lin.yue removed tanaka from the group (to tanaka)")
        let (request, _) = try TIMFixture.decode(try TIMFixture.record("web", "notice-join-request"), with: web)
        #expect(SentenceRenderer(language: .english).sentence(for: request[0]) == "dev_ops asked to join the group (to lin.yue)")
        // A tip is seen by the group: no one to name.
        let (tip, _) = try TIMFixture.decode(try TIMFixture.record("web", "members-kicked-two"), with: web)
        #expect(!SentenceRenderer(language: .english).sentence(for: tip[0]).contains("(to "))
    }
}
