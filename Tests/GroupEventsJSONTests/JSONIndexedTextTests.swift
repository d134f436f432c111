import Foundation
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

/// `JSONIndexedText` against `JSONReader.readWithSource`: on every conformance file the same value or
/// the same error, and the value written with each read's source is the same bytes (unchanged compact
/// parts copied alike); `JSONIndexedValue` reads values where they lie as `JSONValue` does.
@Suite struct JSONIndexedTextTests {
    @Test(arguments: JSONTapeTests.corpus)
    func agreesWithTheReaderOnTheCorpus(_ testCase: ConformanceCase) {
        let read = Result { () throws(JSONSyntaxError) in try JSONReader().readWithSource(testCase.bytes, baseOffset: 5) }
        let indexed = Result { () throws(JSONSyntaxError) in try JSONIndexedText(bytes: testCase.bytes, baseOffset: 5) }
        switch (read, indexed) {
        case (.success(let (value, source)), .success(let text)):
            #expect(text.root.value == value, "\(testCase.testDescription)")
            #expect(written(text.root.value, source: text.source) == written(value, source: source), "\(testCase.testDescription)")
        case (.failure(let expected), .failure(let error)):
            #expect(error == expected, "\(testCase.testDescription)")
        default:
            Issue.record("reader: \(read), indexed: \(indexed) for \(testCase.testDescription)")
        }
    }

    @Test func unchangedCompactPartsAreCopiedFromTheText() throws {
        // The escape and the number's spelling survive only when copied from the text.
        let bytes = Array(#"{"a":{"b":"\u00e9","n":1.50},"c":[1E2]}"#.utf8)
        let text = try JSONIndexedText(bytes: bytes)
        #expect(written(text.root.value, source: text.source) == bytes)
        #expect(written(text.root.value, source: nil) != bytes)
    }

    @Test func valuesAreReadWhereTheyLie() throws {
        let text = try JSONIndexedText(
            bytes: Array(#"{"id":7,"id":-9223372036854775808,"k\u0065y":"v","list":[true,null,"é"],"big":18446744073709551616}"#.utf8), baseOffset: 100)
        let root = text.root
        #expect(root.kind == .object && root.count == 5 && root.offset == JSONOffset(100))
        #expect(root["id"]?.int64Value == Int64.min, "the last of duplicate keys")
        #expect(root["key"]?.stringValue == "v", "an escaped key")
        #expect(root["big"]?.int64Value == nil && root["big"]?.numberValue?.text == "18446744073709551616")
        #expect(root["missing"] == nil && root["list"]?["id"] == nil)
        let list = try #require(root["list"])
        #expect(list.elements.map(\.kind) == [.true, .null, .string])
        #expect(list.elements.map(\.typeName) == ["boolean", "null", "string"])
        #expect(Array(list.elements)[2].stringValue == "é")
        #expect(root.members.map(\.key) == ["id", "id", "key", "list", "big"])
        let first = try #require(root["list"])
        #expect(first.isSameEntry(as: list) && !list.isSameEntry(as: root))
    }

    /// `value` written compactly, copying unchanged parts from `source` when given.
    @Test func indexingAnotherTextReadsThatText() throws {
        let text = try JSONIndexedText(bytes: Array(#"{"a":"x"}"#.utf8), baseOffset: 3)
        // Longer than the first, so the text's storage grows; then shorter again.
        let longer = #"{"b":[1,2,3],"c":{"d":"\u00e9"},"e":"a much longer string than before"}"#
        try text.index(Array(longer.utf8), baseOffset: 40)
        #expect(text.root.value == (try JSONReader().read(Array(longer.utf8))))
        #expect(text.root["c"]?["d"]?.stringValue == "é" && text.root.offset == JSONOffset(40))
        try text.index(Array(#"[true]"#.utf8), baseOffset: 0)
        #expect(text.root.value == .array([.bool(true)]))
    }

    @Test func aTextTooLongForTheFastPathIsReadAsTheReaderReadsIt() throws {
        // Over 256 KiB (the fast path's limit): the exact indexer's entries are what is read. Then a
        // short text, which the fast path takes, and the long one again, in the same storage.
        let element = #"{"id":"u_1234567","n":-1.5e3,"ok":true,"tags":["a","\u00e9",null]}"#
        let long = Array(("[" + Array(repeating: element, count: 5_000).joined(separator: ",") + "]").utf8)
        #expect(long.count > 1 << 18)
        let (value, _) = try JSONReader().readWithSource(long, baseOffset: 7)
        let text = try JSONIndexedText(bytes: long, baseOffset: 7)
        #expect(text.root.value == value)
        #expect(text.root.count == 5_000 && text.root.elements.map(\.kind).allSatisfy { $0 == .object })
        try text.index(Array(#"{"short":[1]}"#.utf8), baseOffset: 0)
        #expect(text.root["short"]?.elements.map(\.int64Value) == [1])
        try text.index(long, baseOffset: 7)
        #expect(text.root.value == value)
    }

    @Test func aFailedIndexThrowsAndTheTextCanBeIndexedAgain() throws {
        let text = try JSONIndexedText(bytes: Array(#"{"a":1}"#.utf8))
        #expect(throws: JSONSyntaxError.self) { try text.index(Array(#"{"a":"#.utf8), baseOffset: 0) }
        try text.index(Array(#"{"b":2}"#.utf8), baseOffset: 0)
        #expect(text.root["b"]?.int64Value == 2)
    }

    @Test func aValueBuiltFromAnEarlierTextIsNeverCopiedFromTheNextOnesBytes() throws {
        // Same length, same shape: only the document number tells the texts apart.
        let first = Array(#"{"k":{"n":1.50}}"#.utf8)
        let second = Array(#"{"k":{"n":2.75}}"#.utf8)
        let text = try JSONIndexedText(bytes: first)
        let earlier = text.root.value
        try text.index(second, baseOffset: 0)
        #expect(written(earlier, source: text.source) == Array(#"{"k":{"n":1.50}}"#.utf8))
        #expect(written(text.root.value, source: text.source) == second)
    }

    @Test func aRecordInTheMiddleOfItsBlockIsIndexedAndCopiedFromThere() throws {
        let block = Array(#"{"x":0}  {"a":{"b":"\u00e9","n":1.50}}  {"y":1}"#.utf8)
        let record = JSONRawRecord(block: block, range: 9..<38, index: 1, offset: 109, line: 1, column: 10)
        let text = try JSONIndexedText(record: record)
        #expect(text.root.offset == JSONOffset(109) && text.bytes == record.bytes)
        #expect(written(text.root.value, source: text.source) == record.bytes, "unchanged parts copied from the block, at the record's place")
        try text.index(JSONRawRecord(block: block, range: 40..<47, index: 2, offset: 140, line: 1, column: 41))
        #expect(text.root["y"]?.int64Value == 1 && text.root.offset == JSONOffset(140))
        let broken = JSONRawRecord(block: block, range: 9..<20, index: 1, offset: 109, line: 1, column: 10)
        let expected = Result { () throws(JSONSyntaxError) in try JSONReader().read(broken.bytes, baseOffset: 109) }
        guard case .failure(let expectedError) = expected else {
            Issue.record("a cut record reads")
            return
        }
        #expect(expectedError.offset > 109, "an offset absolute in the file")
        #expect(throws: expectedError) { try text.index(broken) }
        #expect(throws: expectedError) { try JSONIndexedText(record: broken) }
    }

    private func written(_ value: JSONValue, source: JSONSource?) -> [UInt8] {
        var writer = JSONWriter(style: .compact, source: source)
        writer.write(value)
        return writer.bytes
    }
}
