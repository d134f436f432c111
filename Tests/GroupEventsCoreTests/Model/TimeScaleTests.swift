import GroupEventsCore
import Testing

/// A time in a vendor's unit becomes milliseconds only while an `Int64` holds them.
@Suite struct TimeScaleTests {
    @Test func secondsBecomeMillisecondsUpToTheBoundsOfInt64() {
        #expect(TimeScale.milliseconds(1_727_900_762, unit: 1000) == 1_727_900_762_000)
        #expect(TimeScale.milliseconds(-1, unit: 1000) == -1000)
        #expect(TimeScale.milliseconds(9_223_372_036_854_775, unit: 1000) == 9_223_372_036_854_775_000, "the latest second milliseconds hold")
        #expect(TimeScale.milliseconds(-9_223_372_036_854_775, unit: 1000) == -9_223_372_036_854_775_000, "the earliest")
    }

    @Test func secondsBeyondWhatMillisecondsHoldHaveNone() {
        #expect(TimeScale.milliseconds(9_223_372_036_854_776, unit: 1000) == nil)
        #expect(TimeScale.milliseconds(-9_223_372_036_854_776, unit: 1000) == nil)
        #expect(TimeScale.milliseconds(.max, unit: 1000) == nil)
        #expect(TimeScale.milliseconds(.min, unit: 1000) == nil)
    }

    @Test func millisecondsStayAsTheyAre() {
        #expect(TimeScale.milliseconds(.max, unit: 1) == .max)
        #expect(TimeScale.milliseconds(.min, unit: 1) == .min)
    }
}
