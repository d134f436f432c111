import GroupEventsJSON
import GroupEventsTestSupport
import Testing

/// Every line:column the command reports — a record's start from `JSONRecordFramer`, a syntax error or
/// a value's offset through `JSONRawRecord.location(ofOffset:)`, a framing error — against a naive
/// count over the whole input, on random inputs in every framing whose records mix LF, CR LF and lone
/// CR as whitespace between tokens and hold raw LF and CR inside strings (invalid JSON, still located),
/// fed to the framer in random chunks, as a file or as a live stream.
@Suite struct JSONLineLocationFuzzTests {
    /// How a random input frames its records.
    enum Shape: CaseIterable {
        /// One value on one line (lone CRs may still sit between its tokens).
        case singleCompact
        /// One value spread over lines.
        case singlePretty
        /// A top-level array on one line.
        case arrayCompact
        /// A top-level array spread over lines.
        case arrayPretty
        /// One value per line.
        case lines
    }

    @Test func everyLocationAgreesWithANaiveCount() throws {
        var generator = SplitMix64(seed: 0x11E5_C0DE)
        var checked = (records: 0, errors: 0, values: 0, framingErrors: 0)
        for round in 0..<3_000 {
            let shape = Shape.allCases[round % Shape.allCases.count]
            let input = Self.input(shape, using: &generator)
            let reference = ReferenceLines(input)
            let hint: JSONFraming? = shape == .lines && generator.chance(0.5) ? .lines : nil
            let live = generator.chance(0.3)
            var framer = JSONRecordFramer(hint: hint, live: live)
            var records: [JSONRawRecord] = []
            var framingError: JSONFramingError?
            do {
                var position = 0
                while position < input.count {
                    let size = generator.chance(0.5) ? Int.random(in: 1...4, using: &generator) : Int.random(in: 1...64, using: &generator)
                    let end = min(input.count, position + size)
                    try framer.feed(input[position..<end], into: &records)
                    position = end
                }
                try framer.finish(into: &records)
            } catch {
                framingError = error
            }
            let context = "round \(round), \(shape), hint \(String(describing: hint)), live \(live): \(String(decoding: input, as: UTF8.self).debugDescription)"
            if let framingError {
                #expect(framingError.location == reference.location(ofOffset: framingError.offset), "framing error: \(context)")
                checked.framingErrors += 1
            }
            if let start = framer.startLocation, let first = input.firstIndex(where: { !Self.whitespace.contains($0) }) {
                #expect(start == reference.location(ofOffset: first), "first value: \(context)")
            }
            for record in records {
                #expect(
                    JSONSourceLocation(line: record.line, column: record.column) == reference.location(ofOffset: record.offset),
                    "record \(record.index): \(context)")
                checked.records += 1
                var offsets = (0..<4).map { _ in record.offset + Int.random(in: 0...record.bytes.count, using: &generator) }
                do {
                    offsets += Self.offsets(in: try record.read()).filter(\.isKnown).map(\.rawValue)
                    checked.values += 1
                } catch {
                    offsets.append(error.offset)
                    checked.errors += 1
                }
                for offset in offsets {
                    #expect(record.location(ofOffset: offset) == reference.location(ofOffset: offset), "offset \(offset): \(context)")
                }
            }
        }
        #expect(checked.records > 6_000 && checked.errors > 1_500 && checked.values > 4_000 && checked.framingErrors > 100, "\(checked)")
    }

    /// The offsets of `value`'s containers and of the members and entries inside them.
    static func offsets(in value: JSONValue) -> [JSONOffset] {
        switch value {
        case .object(let object):
            [object.offset] + object.members.flatMap { [$0.offset] + offsets(in: $0.value) }
        case .array(let array):
            [array.offset] + array.entries.flatMap { [$0.offset] + offsets(in: $0.value) }
        default:
            []
        }
    }

    // MARK: - Inputs

    /// JSON whitespace.
    static let whitespace = Array(" \t\r\n".utf8)

    /// A random input of `shape`: whitespace, mostly with line ends, around and between its records.
    static func input(_ shape: Shape, using generator: inout SplitMix64) -> [UInt8] {
        let multiLine = shape == .singlePretty || shape == .arrayPretty
        var input = gap(lineEnds: true, using: &generator)
        switch shape {
        case .singleCompact, .singlePretty:
            input += record(lineEnds: multiLine, using: &generator)
        case .arrayCompact, .arrayPretty:
            input += Array("[".utf8)
            for index in 0..<Int.random(in: 0...6, using: &generator) {
                input += gap(lineEnds: multiLine, using: &generator) + Array((index > 0 ? "," : "").utf8) + gap(lineEnds: multiLine, using: &generator)
                input += record(lineEnds: multiLine, using: &generator)
            }
            input += gap(lineEnds: multiLine, using: &generator) + Array("]".utf8)
        case .lines:
            for index in 0..<Int.random(in: 1...8, using: &generator) {
                if index > 0 { input += gap(lineEnds: false, using: &generator) + generator.pick([[0x0A], [0x0D, 0x0A], [0x0A, 0x0A]]) }
                input += gap(lineEnds: false, using: &generator) + record(lineEnds: false, using: &generator)
            }
        }
        return input + gap(lineEnds: true, using: &generator)
    }

    /// Whitespace between tokens: spaces, tabs and lone CRs, with LF and CR LF when `lineEnds`.
    static func gap(lineEnds: Bool, using generator: inout SplitMix64) -> [UInt8] {
        let pieces = lineEnds ? ["", " ", "\t", "\r", "\n", "\r\n", "  ", "\r\r", "\n\r"] : ["", " ", "\t", "\r", "\r\r", " \r "]
        return Array((0..<Int.random(in: 0...2, using: &generator)).map { _ in generator.pick(pieces) }.joined().utf8)
    }

    /// A random record nested at most two levels, its tokens separated by `gap(lineEnds:)`; its strings
    /// sometimes hold a raw LF, CR or CR LF (invalid JSON), and a few records lose a byte or gain one.
    static func record(lineEnds: Bool, using generator: inout SplitMix64) -> [UInt8] {
        var bytes: [UInt8] = []
        value(depth: 2, lineEnds: lineEnds, into: &bytes, using: &generator)
        if !bytes.isEmpty && generator.chance(0.1) {
            let position = Int.random(in: 0..<bytes.count, using: &generator)
            if generator.chance(0.5) { bytes.remove(at: position) } else { bytes.insert(generator.pick(Array(#"{}[],:"x"#.utf8)), at: position) }
        }
        return bytes
    }

    private static func value(depth: Int, lineEnds: Bool, into bytes: inout [UInt8], using generator: inout SplitMix64) {
        switch Int.random(in: 0..<(depth > 0 ? 7 : 4), using: &generator) {
        case 0: bytes += Array(generator.pick(["true", "false", "null", "-12.5e3", "0", "7392815520153600001"]).utf8)
        case 1, 2, 3: string(into: &bytes, using: &generator)
        case 4:
            bytes += Array("[".utf8)
            for index in 0..<Int.random(in: 0...3, using: &generator) {
                bytes += (index > 0 ? Array(",".utf8) : []) + gap(lineEnds: lineEnds, using: &generator)
                value(depth: depth - 1, lineEnds: lineEnds, into: &bytes, using: &generator)
                bytes += gap(lineEnds: lineEnds, using: &generator)
            }
            bytes += Array("]".utf8)
        default:
            bytes += Array("{".utf8)
            for index in 0..<Int.random(in: 0...4, using: &generator) {
                bytes += (index > 0 ? Array(",".utf8) : []) + gap(lineEnds: lineEnds, using: &generator)
                string(into: &bytes, using: &generator)
                bytes += gap(lineEnds: lineEnds, using: &generator) + Array(":".utf8) + gap(lineEnds: lineEnds, using: &generator)
                value(depth: depth - 1, lineEnds: lineEnds, into: &bytes, using: &generator)
                bytes += gap(lineEnds: lineEnds, using: &generator)
            }
            bytes += Array("}".utf8)
        }
    }

    /// A string of ASCII, non-ASCII scalars and escapes, with a raw LF, CR or CR LF now and then.
    private static func string(into bytes: inout [UInt8], using generator: inout SplitMix64) {
        let pieces = ["a", "id", " ", "é", "中文", "😀", "\\n", "\\r", "\\\"", "\\u00e9"]
        bytes += Array("\"".utf8)
        for _ in 0..<Int.random(in: 0...6, using: &generator) {
            bytes += Array((generator.chance(0.04) ? generator.pick(["\n", "\r", "\r\n"]) : generator.pick(pieces)).utf8)
        }
        bytes += Array("\"".utf8)
    }

    // MARK: - Reference

    /// Lines and columns counted the plainest way, over the whole input at once and independently of the
    /// library: a line ends at each LF, and every other byte that begins a UTF-8 scalar (CR included) is a
    /// column.
    struct ReferenceLines {
        private var locations: [JSONSourceLocation] = []

        /// The count over `input`.
        init(_ input: [UInt8]) {
            var line = 1
            var column = 1
            for byte in input {
                locations.append(JSONSourceLocation(line: line, column: column))
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
            }
            locations.append(JSONSourceLocation(line: line, column: column))
        }

        /// The line and column of the byte at `offset` (of the end of the input, at its length).
        func location(ofOffset offset: Int) -> JSONSourceLocation {
            locations[offset]
        }
    }
}
