import GroupEvents
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
}
