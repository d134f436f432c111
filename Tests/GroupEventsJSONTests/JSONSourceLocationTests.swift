import GroupEventsJSON
import Testing

@Suite struct JSONSourceLocationTests {
    @Test func describesItselfAsLineColon() {
        #expect(JSONSourceLocation(line: 12, column: 5).description == "12:5")
    }

    @Test func countsLinesAndScalarColumns() {
        let text = JSONSourceText(bytes: Array("ab\né中x\n\nz".utf8))
        #expect(text.location(ofOffset: 0) == JSONSourceLocation(line: 1, column: 1))
        #expect(text.location(ofOffset: 2) == JSONSourceLocation(line: 1, column: 3))
        #expect(text.location(ofOffset: 3) == JSONSourceLocation(line: 2, column: 1))
        #expect(text.location(ofOffset: 5) == JSONSourceLocation(line: 2, column: 2))
        #expect(text.location(ofOffset: 8) == JSONSourceLocation(line: 2, column: 3))
        #expect(text.location(ofOffset: 10) == JSONSourceLocation(line: 3, column: 1))
        #expect(text.location(ofOffset: 11) == JSONSourceLocation(line: 4, column: 1))
        #expect(text.location(ofOffset: 99) == JSONSourceLocation(line: 4, column: 2))
    }

    @Test func endsLinesAtLineFeedsOnlySoCRLFIsOneBreakAndALoneCRAColumn() {
        let text = JSONSourceText(bytes: Array("a\r\nb\rc\r".utf8))
        #expect(text.location(ofOffset: 1) == JSONSourceLocation(line: 1, column: 2))
        #expect(text.location(ofOffset: 2) == JSONSourceLocation(line: 1, column: 3))
        #expect(text.location(ofOffset: 3) == JSONSourceLocation(line: 2, column: 1))
        #expect(text.location(ofOffset: 5) == JSONSourceLocation(line: 2, column: 3))
        #expect(text.location(ofOffset: 7) == JSONSourceLocation(line: 2, column: 5))
    }

    @Test func startsWhereTheRecordStartsInItsFile() {
        let text = JSONSourceText(bytes: Array("{\n\"a\":1}".utf8), startOffset: 100, startLine: 7, startColumn: 4)
        #expect(text.location(ofOffset: 100) == JSONSourceLocation(line: 7, column: 4))
        #expect(text.location(ofOffset: 101) == JSONSourceLocation(line: 7, column: 5))
        #expect(text.location(ofOffset: 102) == JSONSourceLocation(line: 8, column: 1))
        #expect(text.location(ofOffset: 50) == JSONSourceLocation(line: 7, column: 4))
        #expect(text.location(of: JSONOffset(106)) == JSONSourceLocation(line: 8, column: 5))
        #expect(text.location(of: .unknown) == nil)
    }

    @Test func locatesValuesByTheirOffsets() throws {
        let source = "{\n  \"a\": 1,\n  \"b\": [true],\n  \"ü\": \"é\"\n}"
        let bytes = Array(source.utf8)
        let object = try #require(try JSONReader().read(bytes).objectValue)
        let text = JSONSourceText(bytes: bytes)
        #expect(text.location(of: try #require(object.member(named: "b")?.offset)) == JSONSourceLocation(line: 3, column: 8))
        #expect(text.location(of: try #require(object.member(named: "ü")?.offset)) == JSONSourceLocation(line: 4, column: 8))
        #expect(text.location(of: try #require(object["b"]?.arrayValue?.entries.first?.offset)) == JSONSourceLocation(line: 3, column: 9))
    }

    @Test func locatesErrors() throws {
        let bytes = Array("[\r\n  1,\r\n  2 3\r\n]".utf8)
        let error = try #require(syntaxError(bytes))
        #expect(JSONSourceText(bytes: bytes).location(ofOffset: error.offset) == JSONSourceLocation(line: 3, column: 5))
    }
}
