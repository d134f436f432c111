import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

@testable import GroupEvents

extension SlotPathTests {
    /// `tim:web` records written as unified JSON from slots (`UnifiedSlotWriter`), now that the reader
    /// keeps their codes and their people's roles as the records name them: every fixture the slot
    /// path takes, and mutants of the tips about members, give what the general path gives.
    @Suite struct TIMToUnified {
        private let timToUnified: SlotPathComparison

        init() throws {
            timToUnified = try SlotPathComparison(from: "tim:web", to: "unified")
        }

        @Test func fixturesTakenGiveWhatTheGeneralPathGives() throws {
            var taken = 0
            for fixture in FixtureCase.all(vendor: "tim", flavour: "web") {
                // Fixtures are written with whitespace; the slot path takes compact records.
                let record = try #require(try GoldenFile.read(fixture.recordPath))
                taken += try timToUnified.check([JSONWriter.compactBytes(record)])
            }
            #expect(taken >= 30, "the slot path took \(taken) fixtures to unified JSON: the tips about members and the system notices")
        }

        @Test func memberTipMutantsTakenGiveWhatTheGeneralPathGives() throws {
            let mutants = try SlotPathTests.mutants(vendor: "tim", flavour: "web", where: SlotPathTests.isMemberTip, SlotPathTests.mutations)
            let taken = try timToUnified.check(mutants)
            #expect(taken >= 300, "the slot path took \(taken) of \(mutants.count) mutants")
        }
    }
}
