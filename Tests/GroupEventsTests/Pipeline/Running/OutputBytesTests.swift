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

    @Test func outputsWrittenIntoOneBufferAreSplitWhereTheyEnd() {
        let outputs = OutputBytes(bytes: Array("{}[1]\"s\"".utf8), ends: [2, 5], count: 3)
        #expect(outputs.map { String(decoding: $0, as: UTF8.self) } == ["{}", "[1]", "\"s\""])
    }
}
