import GroupEventsCore
import GroupEventsJSON
import Testing

@testable import GroupEvents

/// A record's slot-path diagnostics are a range of its chunk's one list, their messages bytes of the
/// chunk's buffer: read once the chunk is finished, each record's own and no other's, and none for a
/// record that has none.
@Suite struct DeferredDiagnosticsTests {
    private func warning(message: Range<Int>) -> DeferredDiagnostic {
        DeferredDiagnostic(code: .unknownCode, severity: .warning, path: JSONPath(keys: "id"), fields: [], message: message)
    }

    @Test func eachRecordReadsItsOwnRangeOfTheFinishedChunk() {
        let scratch = RecordScratch()
        // Each record's as the slot path keeps them; a record the slot path leaves keeps none.
        func kept(_ diagnostics: [DeferredDiagnostic], keep: Bool = true) -> Range<Int> {
            scratch.slots.removeAll()
            scratch.slots.diagnostics += diagnostics
            return keep ? scratch.slots.keepDiagnostics() : 0..<0
        }
        let first = DeferredDiagnostics(kept([warning(message: 0..<3)]), messagesFrom: 0)
        _ = kept([warning(message: 0..<1)], keep: false)
        let none = DeferredDiagnostics(kept([]), messagesFrom: 3)
        let third = DeferredDiagnostics(kept([warning(message: 0..<2), warning(message: 2..<4)]), messagesFrom: 3)
        _ = kept([warning(message: 0..<1)], keep: false)
        let chunk = FinishedChunk(bytes: Array("onetwo!!".utf8), diagnostics: scratch.finishChunk().diagnostics)
        var settled = [first, none, third]
        for index in settled.indices { settled[index].settle(in: chunk) }

        let messages = settled.map { record in
            record.range.map { record.diagnostic(at: $0, file: "a.json", record: 1).message }
        }
        #expect(messages == [["one"], [], ["tw", "o!"]])
        #expect(chunk.diagnostics.count == 3, "the diagnostics of records not kept are dropped")
    }
}
