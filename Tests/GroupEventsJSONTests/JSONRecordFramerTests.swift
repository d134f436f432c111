import GroupEventsJSON
import Testing

/// The records of `text`, or the framing error.
private func frame(_ text: String, hint: JSONFraming? = nil) throws(JSONFramingError) -> (JSONFraming, [JSONRawRecord]) {
    try JSONRecordFramer.records(in: Array(text.utf8), hint: hint)
}

/// The records of `text` read as a live stream (a pipe), fed whole.
private func frameLive(_ text: String) throws(JSONFramingError) -> (JSONFraming, [JSONRawRecord]) {
    var framer = JSONRecordFramer(live: true)
    var records: [JSONRawRecord] = []
    try framer.feed(Array(text.utf8), into: &records)
    try framer.finish(into: &records)
    return (framer.framing!, records)  // finish() has set it
}

/// The framing error `text` gives, or nil.
private func framingError(_ text: String, hint: JSONFraming? = nil) -> JSONFramingError? {
    framingError(Array(text.utf8), hint: hint)
}

/// The framing error `bytes` give, or nil.
private func framingError(_ bytes: [UInt8], hint: JSONFraming? = nil) -> JSONFramingError? {
    do {
        _ = try JSONRecordFramer.records(in: bytes, hint: hint)
        return nil
    } catch {
        return error
    }
}

extension JSONRawRecord {
    /// The record's bytes as text.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}

@Suite struct JSONRecordFramerTests {
    // MARK: Detection

    @Test func detectsArrays() throws {
        let (framing, records) = try frame(" [ {\"a\":1} ,\n  \"é\",[2, 3] ]\n")
        #expect(framing == .array)
        #expect(records.map(\.text) == [#"{"a":1}"#, #""é""#, "[2, 3]"])
        #expect(records.map(\.index) == [0, 1, 2])
        #expect(records.map(\.offset) == [3, 15, 20])
        #expect(records.map(\.line) == [1, 2, 2])
        #expect(records.map(\.column) == [4, 3, 7])
    }

    @Test func detectsSingleValues() throws {
        let (framing, records) = try frame("\n  {\n  \"a\": [1,\n 2]\n}  \n\n")
        #expect(framing == .single)
        #expect(records.count == 1)
        #expect(records[0].text == "{\n  \"a\": [1,\n 2]\n}")
        #expect((records[0].offset, records[0].line, records[0].column) == (3, 2, 3))
        #expect(try frame("42").1.map(\.text) == ["42"])
        #expect(try frame(#" "a b" "#).1.map(\.text) == [#""a b""#])
    }

    @Test func detectsLines() throws {
        let (framing, records) = try frame("{\"a\":1}\n\n  \t\r\n  {\"b\":[2]}  \r\n3\n\"x\"")
        #expect(framing == .lines)
        #expect(records.map(\.text) == [#"{"a":1}"#, #"{"b":[2]}"#, "3", #""x""#])
        #expect(records.map(\.line) == [1, 4, 5, 6])
        #expect(records.map(\.column) == [1, 3, 1, 1])
        #expect(records.map(\.index) == [0, 1, 2, 3])
    }

    @Test func takesSameLineContentAsPartOfASingleValue() throws {
        let (framing, records) = try frame(#"{"a":1} {"b":2}"#)
        #expect(framing == .single)
        #expect(records.map(\.text) == [#"{"a":1} {"b":2}"#])
        #expect(throws: JSONSyntaxError.self) { try records[0].read() }
    }

    @Test func rejectsSeveralValuesWhenTheFirstSpansLines() throws {
        let error = try #require(framingError("{\n\"a\":1\n}\n{\"b\":2}\n"))
        #expect(error.reason == .multiLineValue)
        #expect((error.offset, error.line, error.column) == (10, 4, 1))
    }

    @Test func followsHints() throws {
        #expect(try frame("[1]\n[2,3]\n", hint: .lines).1.map(\.text) == ["[1]", "[2,3]"])
        #expect(try frame("[1]", hint: .single).1.map(\.text) == ["[1]"])
        #expect(try frame("[1, 2]", hint: .array).1.map(\.text) == ["1", "2"])
        #expect(framingError("{}", hint: .array)?.reason == .expectedArray)
    }

    @Test func exposesTheFramingAsSoonAsItIsKnown() throws {
        var lines = JSONRecordFramer()
        #expect(try lines.feed(Array("{\"a\":1}\n".utf8)).isEmpty)
        #expect(lines.framing == nil)
        #expect(try lines.feed(Array(" {".utf8)).map(\.text) == [#"{"a":1}"#])
        #expect(lines.framing == .lines)
        var array = JSONRecordFramer()
        _ = try array.feed(Array("  [".utf8))
        #expect(array.framing == .array)
        #expect(JSONRecordFramer(hint: .single).framing == .single)
    }

    @Test func aLiveStreamIsLinesAsSoonAsAFirstValueOnOneLineEnds() throws {
        var framer = JSONRecordFramer(live: true)
        #expect(try framer.feed(Array("{\"a\":\r1} \r".utf8)).isEmpty)
        #expect(framer.framing == nil, "the line has not ended")
        let first = try framer.feed(Array("\n".utf8))
        #expect(framer.framing == .lines)
        #expect(first.map(\.text) == ["{\"a\":\r1}"])
        #expect(try framer.feed(Array("{\"b\":2}\n".utf8)).map(\.text) == [#"{"b":2}"#])
        #expect(try framer.finish().isEmpty)
        let alone = try frameLive("{\"a\":1}\n")
        #expect(alone.0 == .lines, "one value on one line is JSON Lines of one record")
        #expect(alone.1 == (try frame("{\"a\":1}\n").1), "the same record as single framing gives")
    }

    @Test func aLiveStreamDetectsEverythingElseAsAFileIs() throws {
        let texts = ["{\n\"a\":1\n}\n", "{\n\"a\":1\n}\n{\"b\":2}\n", "[1,\n2]\n", "{\"a\":1} {\"b\":2}\n", "{\"a\":1}", "{\"a\":1}\n{\"b\":2}\n", "\"x\n\"\n"]
        for text in texts {
            let file = Result { () throws(JSONFramingError) in try frame(text) }
            let live = Result { () throws(JSONFramingError) in try frameLive(text) }
            #expect(live.map(\.0) == file.map(\.0), "\(text.debugDescription)")
            #expect(live.map(\.1) == file.map(\.1), "\(text.debugDescription)")
        }
    }

    // MARK: Lines

    @Test func keepsBrokenLinesAsRecordsForTheReader() throws {
        let (_, records) = try frame("{\"a\":1}\n{\"b\" 2}\n{\"c\":3}\n", hint: .lines)
        #expect(records.count == 3)
        do {
            _ = try records[1].read()
            Issue.record("the broken line read")
        } catch {
            #expect(error.offset == 13)
            #expect(records[1].location(ofOffset: error.offset) == JSONSourceLocation(line: 2, column: 6))
        }
        #expect(try records[2].read() == .object(["c": .integer(3)]))
    }

    @Test func splitsAndCountsLinesOnlyAtLineFeeds() throws {
        let (_, records) = try frame("1\n2\r3\n4", hint: .lines)
        #expect(records.map(\.text) == ["1", "2\r3", "4"])
        #expect(records.map(\.line) == [1, 2, 3])
        #expect(throws: JSONSyntaxError.self) { try records[1].read() }
    }

    /// Records are located alike however the stream is cut, with carriage returns alone, before a
    /// line feed, inside records and at the ends of chunks.
    @Test func locatesLinesAfterCarriageReturnsInEveryChunking() throws {
        let text = Array("1\r\r2\n3\r\n4\r5\n\r6\n7 \r".utf8)
        for chunk in [text.count, 1, 2, 3] {
            var framer = JSONRecordFramer(hint: .lines)
            var records: [JSONRawRecord] = []
            for start in stride(from: 0, to: text.count, by: chunk) { records += try framer.feed(text[start..<min(start + chunk, text.count)]) }
            records += try framer.finish()
            #expect(records.map(\.text) == ["1\r\r2", "3", "4\r5", "6", "7"], "chunks of \(chunk)")
            #expect(records.map(\.line) == [1, 2, 3, 4, 5], "chunks of \(chunk)")
            #expect(records.map(\.column) == [1, 1, 1, 2, 1], "chunks of \(chunk)")
        }
    }

    @Test func readsRecordsWithAbsoluteOffsets() throws {
        let (_, records) = try frame("{\"a\":1}\n  {\"b\": [true]}\n")
        let value = try records[1].read(using: JSONReader())
        let offset = try #require(value.objectValue?.member(named: "b")?.offset)
        #expect(offset == JSONOffset(16))
        #expect(records[1].location(ofOffset: offset.rawValue) == JSONSourceLocation(line: 2, column: 9))
        #expect(records[1].offset == 10)
    }

    // MARK: Array errors

    @Test(arguments: [
        ("[1 2]", JSONFramingError.Reason.missingComma, 3),
        ("[{\"a\":1}{\"b\":2}]", .missingComma, 8),
        ("[1,]", .trailingComma, 3),
        ("[1, \n ]", .trailingComma, 6),
        ("[,1]", .missingValue, 1),
        ("[1,,2]", .missingValue, 3),
        ("[1] x", .contentAfterArray, 4),
        ("[1]\n[2]", .contentAfterArray, 4),
        ("[1, 2", .unterminatedArray, 5),
        ("[1, \"ab", .unterminatedString, 7),
        ("[\"a\\\"]", .unterminatedString, 6),
        ("", .emptyInput, 0),
        (" \n\t ", .emptyInput, 4),
    ])
    func reportsFramingErrors(_ text: String, _ reason: JSONFramingError.Reason, _ offset: Int) throws {
        let error = try #require(framingError(text))
        #expect(error.reason == reason)
        #expect(error.offset == offset)
        #expect(!error.message.isEmpty)
    }

    @Test func locatesFramingErrors() throws {
        let error = try #require(framingError("[\n  1,\n  é 2\n]"))
        #expect(error.reason == .missingComma)
        #expect(error.location == JSONSourceLocation(line: 3, column: 5))
        #expect(error.description.hasPrefix("3:5: expected ',' or ']' after array element"))
    }

    @Test func rejectsEmptyInputUnlessItIsJSONLines() throws {
        #expect(framingError("\n\n  \n")?.reason == .emptyInput)
        #expect(framingError("", hint: .single)?.reason == .emptyInput)
        #expect(framingError("", hint: .array)?.reason == .emptyInput)
        #expect(try JSONRecordFramer.records(in: Array("\n\n  \n".utf8), hint: .lines) == (.lines, []), "an empty JSON Lines stream")
        #expect(try JSONRecordFramer.records(in: [], hint: .lines).1.isEmpty)
    }

    @Test func skipsAByteOrderMarkAtTheVeryStartEvenByteByByte() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let cases: [(text: String, hint: JSONFraming?, framing: JSONFraming, record: String, offset: Int, column: Int)] = [
            ("{\"a\":1}\n", nil, .single, "{\"a\":1}", 3, 1),
            ("{\"a\":1}\n", .lines, .lines, "{\"a\":1}", 3, 1),
            ("[1]", nil, .array, "1", 4, 2),
        ]
        for case (let text, let hint, let expectedFraming, let record, let offset, let column) in cases {
            let (framing, records) = try JSONRecordFramer.records(in: bom + Array(text.utf8), hint: hint)
            #expect(framing == expectedFraming)
            #expect(records.map(\.bytes) == [Array(record.utf8)])
            #expect(records.first?.offset == offset, "offsets stay true byte offsets")
            #expect(records.first?.column == column, "the mark is not a column")
        }
        var framer = JSONRecordFramer(hint: .lines)
        #expect(try framer.feed([0xEF]).isEmpty)
        #expect(try framer.feed([0xBB]).isEmpty)
        #expect(try framer.feed([0xBF] + Array("{}\n".utf8)).map(\.bytes) == [Array("{}".utf8)])
    }

    @Test func leavesAByteOrderMarkAfterTheStartToTheRecord() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let (_, records) = try JSONRecordFramer.records(in: Array("{}\n".utf8) + bom + Array("{}\n".utf8), hint: .lines)
        #expect(records.last?.bytes == bom + Array("{}".utf8))
        #expect(throws: JSONSyntaxError.self) { try records.last?.read() }
        #expect(framingError(Array(" ".utf8) + bom + Array("{}".utf8)) == nil, "after whitespace it is part of the value, for the reader")
    }

    @Test func handlesDeepNestingWithoutRecursion() throws {
        let deep = String(repeating: "[", count: 100_000)
        #expect(framingError(deep)?.reason == .unterminatedArray)
        for hint in [JSONFraming.lines, .single] {
            let (_, records) = try frame(deep, hint: hint)
            #expect(records.count == 1)
            #expect(throws: JSONSyntaxError(offset: 512, reason: .tooDeep, message: "arrays and objects nested deeper than 512 levels")) {
                try records[0].read()
            }
        }
        let deepElement = "[" + String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000) + ",1]"
        #expect(try frame(deepElement).1.map(\.bytes.count) == [100_000, 1])
    }

    @Test func keepsMemoryFlat() throws {
        var framer = JSONRecordFramer()
        let line = Array(#"{"id":"7392815520153600001","text":"some words to fill the line"}"#.utf8) + [0x0A]
        let chunk = Array(repeatElement(line, count: 50).joined())
        var count = 0
        for _ in 0..<100 {
            count += try framer.feed(chunk).count
            #expect(framer.bufferedByteCount < line.count)
        }
        count += try framer.finish().count
        #expect(count == 5_000)
    }

    // MARK: Blocks

    @Test func recordsOfOneChunkAreRangesOfOneBlockThatLaterChunksLeaveAlone() throws {
        var framer = JSONRecordFramer(hint: .lines)
        let first = try framer.feed(Array("{\"a\":1}\n  {\"b\":2}\n{\"c\":".utf8))
        #expect(first.map(\.text) == [#"{"a":1}"#, #"{"b":2}"#])
        #expect(first.map(\.range) == [0..<7, 10..<17], "ranges of the chunk, whitespace left out")
        let address = first.map { $0.block.withUnsafeBufferPointer { $0.baseAddress } }
        #expect(address[0] == address[1], "one block for the records of a chunk")
        let later = try framer.feed(Array("3}\n{\"d\":4}\n".utf8)) + (try framer.finish())
        #expect(later.map(\.text) == [#"{"c":3}"#, #"{"d":4}"#])
        #expect(later.map(\.offset) == [18, 26] && later.map(\.line) == [3, 4])
        #expect(later[0].range == 0..<7, "the next block starts with the record carried over")
        #expect(later[0].block.withUnsafeBufferPointer { $0.baseAddress } != address[0])
        #expect(first.map(\.text) == [#"{"a":1}"#, #"{"b":2}"#], "the first block unchanged")
        #expect(first[0].block.withUnsafeBufferPointer { $0.baseAddress } == address[0], "and not copied")
    }

    @Test func aBlockWhoseRecordsAreGoneIsReadIntoAgainAndOneStillHeldIsNot() throws {
        var framer = JSONRecordFramer(hint: .lines)
        let chunk = { (index: Int) in Array("{\"n\":\(index)}\n".utf8) }
        let held = try framer.feed(chunk(0))
        let heldAddress = held[0].block.withUnsafeBufferPointer { $0.baseAddress }
        var addresses: [UnsafePointer<UInt8>?] = []
        for index in 1...(3 * JSONRecordFramer.retiredBlockCount) {
            let records = try framer.feed(chunk(index))
            #expect(records.map(\.text) == ["{\"n\":\(index)}"])
            addresses.append(records[0].block.withUnsafeBufferPointer { $0.baseAddress })
        }
        #expect(held.map(\.text) == [#"{"n":0}"#], "a block a record holds is never written over")
        #expect(held[0].block.withUnsafeBufferPointer { $0.baseAddress } == heldAddress)
        let reused = addresses.dropFirst(JSONRecordFramer.retiredBlockCount + 1).filter { address in addresses.filter { $0 == address }.count > 1 }
        #expect(!reused.isEmpty, "the blocks of records let go are read into again")
        #expect(!addresses.contains(heldAddress), "not the one still held")
    }

    @Test func arrayElementsAcrossChunksWithCRLFKeepTheirPlaces() throws {
        let text = Array("[\r\n {\"a\":\r\n\"é\"},\r\n [1,\r\n 2]\r\n]\r\n".utf8)
        for chunk in [text.count, 1, 3, 7] {
            var framer = JSONRecordFramer()
            var records: [JSONRawRecord] = []
            for start in stride(from: 0, to: text.count, by: chunk) { records += try framer.feed(text[start..<min(start + chunk, text.count)]) }
            records += try framer.finish()
            #expect(records.map(\.text) == ["{\"a\":\r\n\"é\"}", "[1,\r\n 2]"], "chunks of \(chunk)")
            #expect(records.map(\.offset) == [4, 20] && records.map(\.line) == [2, 4] && records.map(\.column) == [2, 2], "chunks of \(chunk)")
            let value = try records[0].read()
            let member = try #require(value.objectValue?.member(named: "a"), "chunks of \(chunk)")
            #expect(records[0].location(ofOffset: member.offset.rawValue) == JSONSourceLocation(line: 3, column: 1), "chunks of \(chunk)")
            #expect(records[1].location(ofOffset: 26) == JSONSourceLocation(line: 5, column: 2), "chunks of \(chunk)")
        }
    }

    @Test func errorsAfterRecordsOfEarlierChunksAreLocatedInTheStream() throws {
        for chunk in [1, 2, 5, 100] {
            let text = Array("[\r\n1,\r\n22\r\n 3]".utf8)
            var framer = JSONRecordFramer()
            var records: [JSONRawRecord] = []
            var failure: JSONFramingError?
            for start in stride(from: 0, to: text.count, by: chunk) {
                do throws(JSONFramingError) {
                    try framer.feed(text[start..<min(start + chunk, text.count)], into: &records)
                } catch {
                    failure = error
                    break
                }
            }
            #expect(records.map(\.text) == ["1", "22"], "chunks of \(chunk)")
            #expect(failure?.reason == .missingComma && failure?.offset == 12, "chunks of \(chunk)")
            #expect(failure?.location == JSONSourceLocation(line: 4, column: 2), "chunks of \(chunk)")
        }
    }

    // MARK: Fuzz

    @Test func randomFilesInRandomChunksGiveBackTheirRecords() throws {
        var random = RandomJSON(seed: 0xF4A3E)
        for round in 0..<400 {
            let framing: JSONFraming = round % 2 == 0 ? .array : .lines
            let hinted = random.generator.chance(0.5)
            let (file, expected) = makeFile(framing: framing, using: &random)
            var framer = JSONRecordFramer(hint: hinted ? framing : nil)
            var records: [JSONRawRecord] = []
            var position = 0
            while position < file.count {
                let size = random.generator.chance(0.3) ? Int.random(in: 1...8, using: &random.generator) : Int.random(in: 1...4096, using: &random.generator)
                let end = min(file.count, position + size)
                records += try framer.feed(file[position..<end])
                position = end
            }
            records += try framer.finish()
            #expect(framer.framing == framing)
            #expect(records == expected, "round \(round)")
            for record in records.prefix(3) {
                _ = try record.read()
            }
        }
    }

    /// A file of random records framed as `framing`, and the records a framer must find in it.
    private func makeFile(framing: JSONFraming, using random: inout RandomJSON) -> ([UInt8], [JSONRawRecord]) {
        let gaps = ["", " ", "\n", "\r\n", "\t", "  \n  ", "\n\n"]
        var file: [UInt8] = []
        var expected: [JSONRawRecord] = []
        func append(record: [UInt8]) {
            let (line, column) = lineAndColumn(of: file)
            expected.append(JSONRawRecord(bytes: record, index: expected.count, offset: file.count, line: line, column: column))
            file += record
        }
        let count = Int.random(in: 2...30, using: &random.generator)
        if framing == .array {
            file += Array((random.generator.pick(gaps) + "[" + random.generator.pick(gaps)).utf8)
            for index in 0..<count {
                if index > 0 { file += Array((random.generator.pick(gaps) + "," + random.generator.pick(gaps)).utf8) }
                let value = random.value(depth: 3)
                append(record: random.generator.chance(0.3) ? Array(JSONWriter.prettyString(value).utf8) : JSONWriter.compactBytes(value))
            }
            file += Array((random.generator.pick(gaps) + "]" + random.generator.pick(gaps)).utf8)
        } else {
            for index in 0..<count {
                if random.generator.chance(0.2) { file += Array(random.generator.pick(["\n", "  \n", "\r\n", "\t \r\n"]).utf8) }
                file += Array(random.generator.pick(["", " ", "\t", "  "]).utf8)
                let value = index == 0 ? JSONValue.object(["first": random.value(depth: 2)]) : random.value(depth: 3)
                append(record: JSONWriter.compactBytes(value))
                file += Array(random.generator.pick(["", " ", "\t", "\r"]).utf8)
                if index < count - 1 || random.generator.chance(0.5) { file += [0x0A] }
            }
        }
        return (file, expected)
    }

    /// Line and column just after `bytes`, counted independently of the library: LF breaks lines,
    /// CR only ever comes before LF here, columns count UTF-8 lead bytes.
    private func lineAndColumn(of bytes: [UInt8]) -> (Int, Int) {
        var line = 1
        var column = 1
        for byte in bytes where byte != 0x0D {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}

extension JSONRecordFramer {
    /// The records one chunk completes (a test shorthand for `feed(_:into:)`).
    fileprivate mutating func feed(_ chunk: some Collection<UInt8>) throws(JSONFramingError) -> [JSONRawRecord] {
        var records: [JSONRawRecord] = []
        try feed(chunk, into: &records)
        return records
    }

    /// The records still pending at the end (a test shorthand for `finish(into:)`).
    fileprivate mutating func finish() throws(JSONFramingError) -> [JSONRawRecord] {
        var records: [JSONRawRecord] = []
        try finish(into: &records)
        return records
    }
}
