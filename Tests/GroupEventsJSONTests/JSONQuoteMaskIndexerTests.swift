import Foundation
import GroupEventsTestSupport
import Testing

@testable import GroupEventsJSON

/// The tape's fast path against its exact indexer: on every valid text (corpus, fixtures, random
/// documents) the fast path indexes it, with the exact indexer's entries; on every text the exact
/// indexer rejects, it gives up. Strings are placed across the 64-byte blocks of the first stage with
/// escaped quotes, runs of backslashes and control characters at every offset.
@Suite struct JSONQuoteMaskIndexerTests {
    @Test(arguments: JSONTapeTests.corpus)
    func agreesWithTheExactIndexerOnTheCorpus(_ testCase: ConformanceCase) {
        expectAgreement(testCase.bytes, "\(testCase.testDescription)")
    }

    @Test func indexesEveryFixtureRecord() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: Repository.fixtures.path)
            .filter { $0.hasSuffix(".json") || $0.hasSuffix(".ndjson") || $0.hasSuffix(".jsonl") }.sorted()
        var indexed = 0
        for file in files {
            let bytes = try #require(Repository.bytes("Fixtures/\(file)"))
            let texts = file.hasSuffix(".json") ? [bytes[...]] : bytes.split(separator: JSONByte.lineFeed)
            for text in texts {
                indexed += expectAgreement(Array(text), file) ? 1 : 0
            }
        }
        #expect(indexed > 500)
    }

    @Test func agreesOnRandomAndMutatedDocuments() {
        var random = RandomJSON(seed: 0x51D3)
        for round in 0..<1_500 {
            for document in random.documents(depth: 4) {
                #expect(expectAgreement(document, "round \(round)"), "round \(round): a valid document was given up")
                var mutated = document
                random.mutate(&mutated)
                expectAgreement(mutated, "round \(round), mutated")
            }
        }
    }

    /// Strings that end, or hold an escaped quote, a run of backslashes, a control character or a
    /// non-ASCII character, at every offset around the first two block boundaries.
    @Test func agreesAcrossBlockBoundaries() {
        let specials: [[UInt8]] = [
            Array(#"\""#.utf8), Array(#"\\"#.utf8), Array(#"\\\""#.utf8), Array(#"\\\\"#.utf8), Array(#"\u0041"#.utf8),
            [0x09], [0x0A], [0x01], [0xC3, 0xA9], [0xC3], Array(#"\q"#.utf8), Array("\",\"".utf8),
        ]
        for prefix in 50..<140 {
            for special in specials {
                let padding = [UInt8](repeating: UInt8(ascii: "a"), count: prefix)
                let string = [0x22] + padding + special + Array("b".utf8) + [0x22]
                expectAgreement(Array("[".utf8) + string + Array(",1]".utf8), "\(special) after \(prefix) bytes")
                expectAgreement(Array("{".utf8) + string + Array(":true,\"k\":[]}".utf8), "key with \(special) after \(prefix) bytes")
                // The string closes right before the special bytes, which then stand outside any string.
                expectAgreement([0x22] + padding + [0x22] + special, "\(special) after a string of \(prefix) bytes")
                // Whitespace outside strings in the same block as a string holding the special bytes.
                expectAgreement(Array("[\t".utf8) + string + Array("\n,\r 2 ]".utf8), "blanks around \(special) after \(prefix) bytes")
            }
        }
    }

    /// UTF-8 is checked only where the first stage marked a byte beyond ASCII: well-formed and
    /// ill-formed sequences of every length, inside strings and outside them, at every offset around
    /// the first two block boundaries (so that sequences straddle them), and at the very end of texts
    /// of 63, 64 and 65 bytes (so that they are cut off by the end of the text or the padded last block).
    @Test func checksUTF8AcrossBlockBoundaries() {
        let sequences: [[UInt8]] = [
            [0xC3, 0xA9], [0xE9, 0x9F, 0xA9], [0xF0, 0x9F, 0x9A, 0x80], [0xE9, 0x9F, 0xA9, 0xC3, 0xA9],
            // Overlong, an encoded surrogate, above U+10FFFF, a lone continuation byte, cut off, a bad continuation.
            [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80], [0xE9, 0x9F], [0xE9, 0x41, 0xA9], [0xFF],
        ]
        for prefix in 54..<136 {
            for sequence in sequences {
                let padding = [UInt8](repeating: UInt8(ascii: "a"), count: prefix)
                expectAgreement([0x22] + padding + sequence + [0x22], "\(sequence) after \(prefix) bytes")
                expectAgreement(Array("[".utf8) + padding.map { _ in 0x20 } + sequence + Array("]".utf8), "\(sequence) outside a string after \(prefix) bytes")
            }
        }
        for length in [63, 64, 65, 127, 128, 129] {
            for sequence in sequences {
                let padding = [UInt8](repeating: UInt8(ascii: "a"), count: length - sequence.count - 2)
                let closed = [0x22] + padding + sequence + [0x22]
                #expect(closed.count == length)
                expectAgreement(closed, "\(sequence) ending a text of \(length) bytes")
                // Without the closing quote, the sequence is the text's last bytes.
                expectAgreement([0x22] + padding + [0x61] + sequence, "\(sequence) at the end of a text of \(length) bytes")
            }
        }
    }

    /// Entries go to scratch memory with room for one per byte: a text that opens an array on every
    /// byte fills it, and one of such arrays closed fills it half.
    @Test func agreesOnTextsOfNothingButBrackets() {
        for count in [1, 2, 63, 64, 65, 200] {
            let open = [UInt8](repeating: JSONByte.openBracket, count: count)
            expectAgreement(open, "\(count) open brackets")
            expectAgreement(open + [UInt8](repeating: JSONByte.closeBracket, count: count), "\(count) closed arrays")
        }
    }

    @Test func agreesOnTheDepthLimit() {
        for depth in 0...3 {
            for text in ["[[[1]]]", "{\"a\":{\"b\":[]}}", "[{}]", "1", "[[[[[[[[[[{}]]]]]]]]]]"] {
                expectAgreement(Array(text.utf8), "\(text) within \(depth)", maximumDepth: depth)
            }
        }
    }

    @Test func leavesTextsOverItsLimitToTheExactIndexer() throws {
        let string = [0x22] + [UInt8](repeating: UInt8(ascii: "a"), count: JSONQuoteMaskIndexer.maximumCount - 2) + [0x22]
        #expect(fastEntries(string, maximumDepth: 512) != nil)
        let longer = string + [0x20]
        #expect(fastEntries(longer, maximumDepth: 512) == nil)
        var tape = JSONTape()
        try tape.index(longer)
        #expect(Array(tape.entries) == [JSONTape.Entry(kind: .string, start: 0, end: string.count, next: 1)])
    }

    /// The entries the fast path alone writes for `bytes` (at least one byte, no sentinel after them),
    /// with fresh scratch memory and room for its bound of entries; nil when it gives the text up.
    private func fastEntries(_ bytes: [UInt8], maximumDepth: Int) -> [JSONTape.Entry]? {
        guard bytes.count <= JSONQuoteMaskIndexer.maximumCount else { return nil }
        var scratch = JSONQuoteMaskIndexer.Scratch()
        let bound = JSONQuoteMaskIndexer.entryBound(count: bytes.count)
        var room = [JSONTape.Entry](repeating: JSONTape.Entry(kind: .null, start: 0, end: 0, next: 0), count: bound)
        let written = bytes.withUnsafeBufferPointer { text in
            room.withUnsafeMutableBufferPointer {
                JSONQuoteMaskIndexer.index(
                    base: text.baseAddress!, count: text.count, endsInSentinel: false, maximumDepth: maximumDepth, scratch: &scratch, into: $0.baseAddress!)
            }
        }
        return written.map { Array(room[..<$0]) }
    }

    /// Indexes `bytes` with the fast path and the exact indexer: the fast path must give the exact
    /// entries or give up, and must not index what the exact indexer rejects. Returns whether the fast
    /// path indexed the text; a text the exact indexer accepts must be indexed too.
    @discardableResult
    private func expectAgreement(
        _ bytes: [UInt8], _ comment: String, maximumDepth: Int = 512, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        guard !bytes.isEmpty else { return false }
        var exact: [JSONTape.Entry] = []
        let fast = fastEntries(bytes, maximumDepth: maximumDepth)
        let indexed = fast != nil
        let accepted = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONSyntaxError) in
                try JSONTapeIndexer.index(base: buffer.baseAddress!, count: buffer.count, baseOffset: 0, maximumDepth: maximumDepth, into: &exact)
            }
        }
        switch accepted {
        case .success:
            #expect(indexed, "a valid text was given up: \(comment)", sourceLocation: sourceLocation)
            if let fast { #expect(fast == exact, "\(comment)", sourceLocation: sourceLocation) }
        case .failure(let error):
            #expect(!indexed, "a text rejected with \(error) was indexed: \(comment)", sourceLocation: sourceLocation)
            #expect(fast == nil, "no entries handed back: \(comment)", sourceLocation: sourceLocation)
        }
        return indexed
    }
}
