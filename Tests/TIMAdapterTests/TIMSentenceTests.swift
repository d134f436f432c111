import GroupEvents
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
        #expect(SentenceRenderer(language: .english).sentence(for: accepted[0]) == "lin.yue accepted the request of dev_ops to join the group")
        #expect(SentenceRenderer(language: .simplifiedChinese).sentence(for: accepted[0]) == "lin.yue 同意了 dev_ops 的入群申请")
        let (kicked, _) = try TIMFixture.decode(try TIMFixture.record("web", "notice-kicked"), with: web)
        #expect(SentenceRenderer(language: .english).sentence(for: kicked[0]) == "lin.yue removed tanaka from the group")
    }
}
