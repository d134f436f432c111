import Testing

@testable import GroupEvents

/// A record's outputs in one buffer: each output is the slice it was written as, whether there are
/// none, one or several.
@Suite struct OutputBytesTests {
    @Test(arguments: [[], ["{}"], [#"{"a":1}"#, "[]", #""x""#], ["", "{}", ""]])
    func eachOutputIsTheBytesItWasWrittenAs(_ texts: [String]) {
        let outputs = OutputBytes(texts.map { Array($0.utf8) })
        #expect(outputs.count == texts.count)
        #expect(outputs.map { String(decoding: $0, as: UTF8.self) } == texts)
    }

    @Test func pendingOutputsReadTheirRangeOfTheChunkBufferOnceSettled() {
        let chunk = Array(#"{"a":1}{}[1]"s""#.utf8)
        var outputs = OutputBytes(pendingFrom: 7, ends: [9, 12], to: 15, count: 3)
        #expect(outputs.count == 3)
        outputs.settle(in: chunk)
        #expect(outputs.map { String(decoding: $0, as: UTF8.self) } == ["{}", "[1]", "\"s\""])
        outputs.settle(in: [])
        #expect(outputs.map { String(decoding: $0, as: UTF8.self) } == ["{}", "[1]", "\"s\""], "settled once")
        var own: OutputBytes = [Array("{}".utf8)]
        own.settle(in: chunk)
        #expect(own.map { String(decoding: $0, as: UTF8.self) } == ["{}"], "outputs with a buffer of their own keep it")
    }

    @Test func outputsWrittenIntoOneBufferAreSplitWhereTheyEnd() {
        let outputs = OutputBytes(bytes: Array("{}[1]\"s\"".utf8), ends: [2, 5], count: 3)
        #expect(outputs.map { String(decoding: $0, as: UTF8.self) } == ["{}", "[1]", "\"s\""])
    }
}
