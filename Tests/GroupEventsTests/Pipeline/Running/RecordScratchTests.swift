import GroupEventsJSON
import Testing

@testable import GroupEvents

/// A worker's scratch memory: the index of one record is reused for the next once nothing read from
/// the first is kept, and never while something is.
@Suite struct RecordScratchTests {
    private func record(_ text: String, index: Int = 0) -> JSONRawRecord {
        JSONRawRecord(bytes: Array(text.utf8), index: index, offset: 10 * index, line: index + 1, column: 1)
    }

    @Test func theNextRecordIsIndexedIntoTheSameText() throws {
        let scratch = RecordScratch()
        let first = ObjectIdentifier(try scratch.indexed(record(#"{"a":1}"#)))
        let text = try scratch.indexed(record(#"{"b":[2,3]}"#, index: 1))
        #expect(ObjectIdentifier(text) == first)
        #expect(text.root["b"]?.value == .array([2, 3]) && text.root.offset == JSONOffset(10))
    }

    @Test func aTextSomethingStillHoldsIsNotReused() throws {
        let scratch = RecordScratch()
        let kept = try scratch.indexed(record(#"{"a":"first"}"#)).root
        let next = try scratch.indexed(record(#"{"a":"second"}"#, index: 1))
        #expect(next !== kept.text)
        #expect(kept["a"]?.stringValue == "first" && next.root["a"]?.stringValue == "second")
    }

    @Test func aRecordThatIsNotJSONThrowsAndTheNextIsRead() throws {
        let scratch = RecordScratch()
        _ = try scratch.indexed(record(#"{"a":1}"#))
        #expect(throws: JSONSyntaxError.self) { try scratch.indexed(record(#"{"a":"#, index: 1)) }
        #expect(try scratch.indexed(record(#"{"c":true}"#, index: 2)).root["c"]?.value == true)
    }
}
