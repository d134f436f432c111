import GroupEventsJSON
import Testing

/// A record as a range of a shared block: its bytes, their place in the file, reading and equality.
@Suite struct JSONRawRecordTests {
    /// Two records in one block, the second after a line feed: `{"a":1}` then `["é", 2]`.
    static let block = Array("  {\"a\":1}\n  [\"é\", 2] ".utf8)
    static let second = JSONRawRecord(block: block, range: 12..<21, index: 1, offset: 1_012, line: 8, column: 3)

    @Test func exposesOnlyItsRangeOfTheBlock() {
        let record = Self.second
        #expect(record.byteCount == 9 && record.bytes == Array("[\"é\", 2]".utf8))
        #expect(record.withUnsafeBytes { Array($0) } == record.bytes)
        #expect(record.blockOffset == 1_000)
    }

    @Test func readsAndLocatesWithOffsetsOfTheFile() throws {
        let value = try Self.second.read()
        let elements = try #require(value.arrayValue)
        #expect(elements.count == 2 && elements[0].stringValue == "é")
        #expect(elements.entries[1].offset == JSONOffset(1_019))
        #expect(Self.second.location(ofOffset: 1_019) == JSONSourceLocation(line: 8, column: 9), "é is one column")
        #expect(Self.second.location(ofOffset: 0) == JSONSourceLocation(line: 8, column: 3), "before the record: its start")
        let broken = JSONRawRecord(block: Self.block, range: 12..<16, index: 1, offset: 1_012, line: 8, column: 3)
        #expect(throws: JSONSyntaxError.self) { try broken.read() }
    }

    @Test func equalRecordsAreTheSameBytesFromTheSamePlaceInAnyBlock() {
        let alone = JSONRawRecord(bytes: Array("[\"é\", 2]".utf8), index: 1, offset: 1_012, line: 8, column: 3)
        #expect(alone == Self.second)
        #expect(alone != JSONRawRecord(bytes: Array("[\"é\", 3]".utf8), index: 1, offset: 1_012, line: 8, column: 3))
        #expect(alone != JSONRawRecord(block: Self.block, range: 12..<21, index: 1, offset: 1_013, line: 8, column: 3))
    }
}
