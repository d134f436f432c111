import GroupEventsCore
import GroupEventsJSON
import Testing

/// A time read from a record in a unit coarser than milliseconds is an error at its value when its
/// milliseconds are beyond `Int64`.
@Suite struct FieldReaderTimeTests {
    func reader(_ text: String) throws -> FieldReader {
        try FieldReader(record: try JSONReader().read(text))
    }

    @Test func aTimeIsReadAsWritten() throws {
        let fields = try reader(#"{"time": 9223372036854775, "early": -9223372036854775, "none": null}"#)
        #expect(try fields.time("time", unit: 1000) == 9_223_372_036_854_775)
        #expect(try fields.time("early", unit: 1000) == -9_223_372_036_854_775)
        #expect(try fields.time("none", unit: 1000) == nil)
        #expect(try fields.time("absent", unit: 1000) == nil)
    }

    @Test(arguments: ["9223372036854776", "-9223372036854776", "9223372036854775807", "-9223372036854775808"])
    func aTimeWhoseMillisecondsOverflowIsAnErrorAtTheValue(time: String) throws {
        let fields = try reader(#"{"a": {"time": \#(time)}}"#)
        let inner = try #require(try fields.object("a"))
        let error = try #require(throws: RecordDecodingError.self) { try inner.time("time", unit: 1000) }
        #expect(error.path.description == "$.a.time")
        #expect(error.offset == JSONOffset(15), "the value's offset")
        #expect(error.diagnostic.code == .malformedRecord && error.diagnostic.severity == .error)
        #expect(try inner.time("time", unit: 1) != nil, "in milliseconds, every Int64 is a time")
    }

    @Test func aCheckedTimeIsAnErrorAtItsKey() throws {
        let fields = try reader(#"{"timestamp": "-9223372036854775808"}"#)
        let timestamp = try #require(try fields.int64OrString("timestamp"))
        try fields.checkTime(timestamp, unit: 1, at: "timestamp")
        let error = try #require(throws: RecordDecodingError.self) { try fields.checkTime(timestamp, unit: 1000, at: "timestamp") }
        #expect(error.path.description == "$.timestamp")
        #expect(error.message.contains("-9223372036854775808"))
    }
}
