import Testing

@testable import GroupEventsJSON

/// `JSONLineCounter.advance(over:from:to:)`, which skips sixteen bytes at a time, against moving
/// over the same bytes one at a time: same line and column at every end, over random texts of ASCII,
/// two- to four-byte scalars, tabs, LF, CR and CR LF.
@Suite struct JSONLineCounterTests {
    /// The pieces random texts are made of: mostly plain runs, so that whole chunks are skipped.
    static let pieces: [[UInt8]] = [
        Array("abcdefghijklmnopq".utf8), Array("x".utf8), Array("é".utf8), Array("中文".utf8), Array("😀".utf8),
        [JSONByte.tab], [JSONByte.lineFeed], [JSONByte.carriageReturn], [JSONByte.carriageReturn, JSONByte.lineFeed],
        Array(repeating: JSONByte.space, count: 20), Array("Zoë Ünal 田中健二 Łukasz".utf8),
    ]

    @Test func agreesWithByteByByte() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            var text: [UInt8] = []
            for _ in 0..<Int.random(in: 0...12, using: &generator) { text += Self.pieces.randomElement(using: &generator)! }
            let start = Int.random(in: 0...text.count, using: &generator)
            let end = Int.random(in: start...text.count, using: &generator)
            var stepped = JSONLineCounter(line: 3, column: 7)
            var chunked = stepped
            for byte in text[..<start] {
                stepped.advance(over: byte)
                chunked.advance(over: byte)
            }
            for byte in text[start..<end] { stepped.advance(over: byte) }
            text.withUnsafeBytes { if let base = $0.baseAddress { chunked.advance(over: base, from: start, to: end) } }
            #expect(chunked.location == stepped.location, "\(text) \(start)..<\(end)")
        }
    }
}
