import Foundation
import GroupEventsTestSupport
import Testing

@testable import GroupEventsJSON

/// `JSONTape` against `JSONReader`: on every conformance file, every fixture and random and mutated
/// documents, indexing and materializing gives the value the reader reads, with the same offsets and
/// compact spans, and a text the reader rejects is rejected with the same error (reason, offset —
/// hence line:column — and message).
@Suite struct JSONTapeTests {
    /// Every file of the conformance corpus.
    static let corpus = ["accept", "reject", "implementation"].flatMap(ConformanceCase.all(in:))

    @Test(arguments: corpus)
    func agreesWithTheReaderOnTheCorpus(_ testCase: ConformanceCase) {
        expectAgreement(testCase.bytes, "\(testCase.testDescription)")
    }

    @Test func agreesWithTheReaderOnEveryFixture() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: Repository.fixtures.path)
            .filter { $0.hasSuffix(".json") || $0.hasSuffix(".ndjson") || $0.hasSuffix(".jsonl") }.sorted()
        #expect(files.count > 100)
        for file in files {
            let bytes = try #require(Repository.bytes("Fixtures/\(file)"))
            // A whole NDJSON file is one text with trailing content: both reject it alike.
            expectAgreement(bytes, file)
            guard !file.hasSuffix(".json") else { continue }
            var lineStart = 0
            for line in bytes.split(separator: JSONByte.lineFeed, omittingEmptySubsequences: false) {
                if !line.isEmpty { expectAgreement(Array(line), "\(file) at byte \(lineStart)", baseOffset: lineStart) }
                lineStart += line.count + 1
            }
        }
    }

    /// One tape indexing text after text, short and long in turn (as a worker's does, its fast path's
    /// scratch memory kept and grown), gives what the reader reads for each.
    @Test func agreesWhenOneTapeIndexesTextAfterText() {
        var random = RandomJSON(seed: 0x51A7)
        var tape = JSONTape()
        for round in 0..<300 {
            for bytes in random.documents(depth: round % 2 == 0 ? 2 : 5) {
                let read = Result { () throws(JSONSyntaxError) in try JSONReader().read(bytes) }
                let indexed = Result { () throws(JSONSyntaxError) in
                    try tape.index(bytes)
                    return tape.value(in: bytes)
                }
                #expect(indexed == read, "round \(round): \(String(decoding: bytes, as: UTF8.self))")
            }
        }
    }

    @Test func agreesWithTheReaderOnRandomAndMutatedDocuments() {
        var random = RandomJSON(seed: 0x7A9E)
        for round in 0..<1_500 {
            for document in random.documents(depth: 4) {
                expectAgreement(document, "round \(round)", baseOffset: 3)
                var mutated = document
                random.mutate(&mutated)
                expectAgreement(mutated, "round \(round), mutated", baseOffset: 3)
            }
        }
    }

    /// A quote, backslash, control character, non-ASCII or bad UTF-8 byte at every position of strings
    /// longer and shorter than the 16-byte lanes the scanners compare at once, and whitespace runs of
    /// every length.
    @Test func agreesAtEveryLanePosition() {
        let specials: [[UInt8]] = [[0x22], [0x5C, 0x6E], [0x5C, 0x75, 0x30, 0x30, 0x65, 0x39], [0x01], [0xC3, 0xA9], [0xE2, 0x82], [0xFF], [0x5C, 0x71]]
        for length in 0..<40 {
            for position in 0...length {
                for special in specials {
                    var content = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    content.insert(contentsOf: special, at: position)
                    expectAgreement([0x22] + content + [0x22], "string of \(length) with \(special) at \(position)")
                    expectAgreement(Array(#"{"k":""#.utf8) + content + Array(#"", "#.utf8) + [0x22] + content + Array(#"":1}"#.utf8), "key at \(position)")
                }
            }
            let blanks = (0..<length).map { [0x20, 0x09, 0x0A, 0x0D][$0 % 4] as UInt8 }
            expectAgreement(Array("[1,".utf8) + blanks + Array("2".utf8) + blanks + Array("]".utf8), "\(length) blanks")
            expectAgreement(Array("[1,".utf8) + blanks + [0x0B] + Array("2]".utf8), "\(length) blanks and a vertical tab")
        }
    }

    @Test func agreesOnTheDepthLimit() {
        for depth in 0...4 {
            for text in ["[[[1]]]", "{\"a\":{\"b\":[]}}", "[{}]", "1", "[[[[[{}]]]]]"] {
                expectAgreement(Array(text.utf8), "\(text) within \(depth)", maximumDepth: depth)
            }
        }
    }

    @Test func indexingAgainReusesTheTapeAndAFailureEmptiesIt() throws {
        var tape = JSONTape()
        try tape.index(Array(#"{"a":[1,2,3],"b":"x"}"#.utf8))
        #expect(tape.entries.count == 8)
        #expect(throws: JSONSyntaxError.self) { try tape.index(Array("[1,]".utf8)) }
        #expect(tape.entries.isEmpty)
        try tape.index(Array("true".utf8), baseOffset: 9)
        #expect(Array(tape.entries) == [JSONTape.Entry(kind: .true, start: 0, end: 4, next: 1)])
        #expect(tape.baseOffset == 9)
    }

    /// Reads `bytes` with `JSONReader` and with a tape, and expects the same value with the same
    /// layout, or the same error.
    private func expectAgreement(
        _ bytes: [UInt8], _ comment: String, baseOffset: Int = 0, maximumDepth: Int = 512,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let read = Result { () throws(JSONSyntaxError) in try JSONReader(maximumDepth: maximumDepth).read(bytes, baseOffset: baseOffset) }
        var tape = JSONTape(maximumDepth: maximumDepth)
        let indexed = Result { () throws(JSONSyntaxError) in
            try tape.index(bytes, baseOffset: baseOffset)
            return tape.value(in: bytes)
        }
        switch (read, indexed) {
        case (.success(let expected), .success(let materialized)):
            #expect(materialized == expected, "\(comment)", sourceLocation: sourceLocation)
            #expect(layout(materialized) == layout(expected), "\(comment)", sourceLocation: sourceLocation)
        case (.failure(let expected), .failure(let error)):
            #expect(error == expected, "\(comment)", sourceLocation: sourceLocation)
        default:
            Issue.record("reader: \(read), tape: \(indexed) for \(comment)", sourceLocation: sourceLocation)
        }
    }

    /// What equality leaves out: every container's and member's offset and the length of every compact
    /// span, in document order.
    private func layout(_ value: JSONValue) -> [String] {
        switch value {
        case .object(let object):
            ["{ \(object.offset.rawValue) \(object.sourceSpan?.length ?? 0)"]
                + object.members.flatMap { ["\($0.key) \($0.offset.rawValue)"] + layout($0.value) }
        case .array(let array):
            ["[ \(array.offset.rawValue) \(array.sourceSpan?.length ?? 0)"] + array.entries.flatMap { ["\($0.offset.rawValue)"] + layout($0.value) }
        default:
            []
        }
    }
}
