import GroupEventsCore
import GroupEventsJSON
import Testing
import ZIMAdapter

/// The `zim:callback` codec tells a timestamp's unit by its size, and reads one in seconds only while
/// its milliseconds fit in an `Int64`.
@Suite struct ZIMCallbackCodecTests {
    func read(timestamp: JSONValue) throws -> ZIMGroupCallback {
        let body: JSONObject = ["event": "group_destroy", "group_id": "g1", "operator_account": "u1", "timestamp": timestamp]
        return try ZIMCallbackCodec().read(FieldReader(record: .object(body)))
    }

    @Test func aTimestampIsInSecondsOrMillisecondsBySize() throws {
        let seconds = try read(timestamp: .integer(1_700_000_000))
        #expect(seconds.timeUnit == .seconds && seconds.timeMilliseconds == 1_700_000_000_000)
        let milliseconds = try read(timestamp: "1700000000123")
        #expect(milliseconds.timeUnit == .milliseconds && milliseconds.timeMilliseconds == 1_700_000_000_123)
        #expect(try read(timestamp: .integer(.max)).timeMilliseconds == .max, "milliseconds: every Int64 is a time")
    }

    @Test func theEarliestSecondsMillisecondsHoldAreRead() throws {
        #expect(try read(timestamp: .integer(-9_223_372_036_854_775)).timeMilliseconds == -9_223_372_036_854_775_000)
    }

    @Test(arguments: [JSONValue.integer(-9_223_372_036_854_776), .integer(.min), "-9223372036854775808"])
    func secondsBeyondWhatMillisecondsHoldAreMalformedAtTheTimestamp(timestamp: JSONValue) throws {
        let error = try #require(throws: RecordDecodingError.self) { try read(timestamp: timestamp) }
        #expect(error.path.description == "$.timestamp")
    }
}
