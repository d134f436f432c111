import GroupEventsCore
import GroupEventsJSON
import Testing

@testable import GroupEvents

/// A record's slot-path diagnostics are a range of its chunk's one list, their messages bytes of the
/// chunk's buffer: read once the chunk is finished, each record's own and no other's, and none for a
/// record that has none wherever it lies in the chunk.
@Suite struct DeferredDiagnosticsTests {
    private func warning(message: Range<Int>) -> DeferredDiagnostic {
        DeferredDiagnostic(code: .unknownCode, severity: .warning, path: JSONPath(keys: "id"), fields: [], message: message)
    }

    @Test func eachRecordReadsItsOwnRangeOfTheFinishedChunk() {
        let scratch = RecordScratch()
        let first = DeferredDiagnostics(scratch.appendDiagnostics([warning(message: 0..<3)]), messagesFrom: 0)
        let none = DeferredDiagnostics(scratch.appendDiagnostics([]), messagesFrom: 3)
        let third = DeferredDiagnostics(
            scratch.appendDiagnostics([warning(message: 0..<2), warning(message: 2..<4)]), messagesFrom: 3)
        let chunk = FinishedChunk(bytes: Array("onetwo!!".utf8), diagnostics: scratch.finishChunk().diagnostics)
        var settled = [first, none, third]
        for index in settled.indices { settled[index].settle(in: chunk) }

        let messages = settled.map { record in
            record.diagnostics.map { record.diagnostic($0, file: "a.json", record: 1).message }
        }
        #expect(messages == [["one"], [], ["tw", "o!"]])
    }

    @Test func aRecordWithoutDiagnosticsAfterOnesWithSomeHasNone() {
        // Its range starts past the start of the chunk's list, which it is never given.
        let none = DeferredDiagnostics(5..<5, messagesFrom: 12)
        #expect(none.diagnostics.isEmpty)
    }
}
