import GroupEventsCore
import GroupEventsJSON
import Testing

/// Mute forms convert to absolute terms only with a reported approximation, and never invent an end.
@Suite struct MuteConversionTests {
    let field = JSONPath(keys: "mute")

    @Test func absoluteFormsStayAsTheyAre() {
        for mute in [MuteState.lifted, .forever, .until(milliseconds: 5)] {
            let (converted, diagnostics) = MuteConversion.absolute(mute, eventTime: 1_000, field: field)
            #expect(converted == mute && diagnostics.isEmpty)
        }
    }

    @Test func aDurationCountsFromTheEventTime() {
        let (converted, diagnostics) = MuteConversion.absolute(.duration(seconds: 600), eventTime: 1_000, field: field)
        #expect(converted == .until(milliseconds: 601_000))
        #expect(diagnostics.map(\.code) == [.approximated] && diagnostics.first?.fields == [field])
    }

    @Test func aDurationWithoutEventTimeHasNoAbsoluteForm() {
        let (converted, diagnostics) = MuteConversion.absolute(.duration(seconds: 600), eventTime: nil, field: field)
        #expect(converted == nil)
        #expect(diagnostics.map(\.code) == [.fieldDropped])
    }

    @Test func aBareFlagBecomesForeverReported() {
        let (converted, diagnostics) = MuteConversion.absolute(.muted, eventTime: nil, field: field)
        #expect(converted == .forever && diagnostics.map(\.code) == [.approximated])
    }

    @Test func aDurationTooLongForMillisecondsStopsAtTheLargestExpiryAndSaysSo() {
        let (converted, diagnostics) = MuteConversion.absolute(.duration(seconds: .max), eventTime: 1_000, field: field)
        #expect(converted == .until(milliseconds: .max) && diagnostics.map(\.code) == [.approximated])
        #expect(diagnostics.first?.message.contains("the latest an Int64 holds") == true)
        let (early, earlyDiagnostics) = MuteConversion.absolute(.duration(seconds: .min), eventTime: 1_000, field: field)
        #expect(early == .until(milliseconds: .min) && earlyDiagnostics.first?.message.contains("the earliest an Int64 holds") == true)
        let (_, inRange) = MuteConversion.absolute(.duration(seconds: 600), eventTime: 1_000, field: field)
        #expect(inRange.first?.message.contains("Int64") == false, "an expiry in range is written as it is")
    }

    // MARK: Seconds left

    let largest: Int64 = 4_294_967_295

    func remaining(_ mute: MuteState, at time: Int64? = 1_000_000) -> (Int64?, [DiagnosticCode]) {
        let (seconds, diagnostics) = MuteConversion.remainingSeconds(mute, eventTime: time, largest: largest, field: field)
        #expect(diagnostics.allSatisfy { $0.fields == [field] }, "every loss names the field")
        return (seconds, diagnostics.map(\.code))
    }

    @Test func secondsLeftStayAndALiftedMuteIsZero() {
        #expect(remaining(.duration(seconds: 600)) == (600, []))
        #expect(remaining(.lifted) == (0, []))
        #expect(remaining(.duration(seconds: 600), at: nil) == (600, []), "a duration needs no event time")
    }

    @Test func anExpiryIsCountedFromTheEventTimeAndRoundedUp() {
        #expect(remaining(.until(milliseconds: 1_600_000)) == (600, [.approximated]), "whole seconds: the form changes, still reported")
        #expect(remaining(.until(milliseconds: 1_600_001)) == (601, [.approximated]), "600.001 s: never end earlier than the source said")
        #expect(remaining(.until(milliseconds: 1_000_001)) == (1, [.approximated]))
        let (_, diagnostics) = MuteConversion.remainingSeconds(.until(milliseconds: 1_600_001), eventTime: 1_000_000, largest: largest, field: field)
        #expect(diagnostics.first?.message.contains("rounded up") == true)
    }

    @Test func anExpiryAtOrBeforeTheEventTimeIsNoMuteReported() {
        #expect(remaining(.until(milliseconds: 1_000_000)) == (0, [.approximated]))
        #expect(remaining(.until(milliseconds: 5)) == (0, [.approximated]))
    }

    @Test func anExpiryWithoutEventTimeHasNoSecondsLeftAndNothingIsInvented() {
        #expect(remaining(.until(milliseconds: 1_600_000), at: nil) == (nil, [.fieldDropped]))
    }

    @Test func withoutEndIsTheLargestDuration() {
        #expect(remaining(.forever) == (largest, []), "the target's own form of without end, read back as it")
        #expect(remaining(.muted) == (largest, [.approximated]), "until further notice")
    }

    @Test func anythingLongerStopsAtTheLargestDuration() {
        #expect(remaining(.duration(seconds: largest + 1)) == (largest, [.approximated]))
        #expect(remaining(.until(milliseconds: 1_000_000 + largest * 1000)) == (largest, [.approximated]))
        #expect(remaining(.until(milliseconds: .max), at: .min) == (largest, [.approximated]), "no overflow")
        #expect(remaining(.duration(seconds: 0)) == (0, [.approximated]), "a duration of nothing mutes no one")
    }

    // MARK: Scopes without roles

    @Test func aMuteByRoleBecomesTheNearestScope() {
        func nearest(_ levels: [GroupRole.Level?]) -> (GroupMuteSetting.Scope, [DiagnosticCode]) {
            let (scope, diagnostics) = MuteConversion.scopeWithoutRoles(.roles(levels.map { GroupRole(level: $0) }), vendor: "NIM", field: field)
            return (scope, diagnostics.map(\.code))
        }
        #expect(nearest([.member]) == (.members, [.approximated]))
        #expect(nearest([.admin, .member]) == (.all, [.approximated]))
        #expect(nearest([]) == (.none, [.approximated]))
        #expect(nearest([nil]) == (.roles([GroupRole(level: nil)]), []), "no level: left to the caller to drop")
        #expect(MuteConversion.scopeWithoutRoles(.all, vendor: "NIM", field: field) == (.all, []))
    }
}
