import GroupEventsCore
import GroupEventsJSON

/// The diagnostics the slot path gave a record (`DeferredDiagnostic`): a range of its chunk's list of
/// them (`RecordScratch.chunkDiagnostics`), their messages as bytes written into the chunk's buffer
/// after the record's outputs. Like `OutputBytes`, they know where they lie until the chunk is done
/// and settles them in what it finished (`settle(in:)`), so that a record's diagnostics take no list
/// of their own; and they are made `Diagnostic`s only where one is needed (`diagnostic(_:file:record:)`).
struct DeferredDiagnostics: Sendable {
    /// Where the record's diagnostics lie in its chunk's list.
    let range: Range<Int>
    /// The chunk's diagnostics, once settled.
    private var chunkDiagnostics: [DeferredDiagnostic] = []
    /// The chunk's buffer, once settled.
    private var buffer: [UInt8] = []
    /// Where the messages start in the chunk's buffer; each diagnostic's `message` counts from here.
    private var start = 0
    /// Whether the diagnostics still wait for their chunk.
    private var isPending = false

    /// No diagnostics.
    init() {
        range = 0..<0
    }

    /// The diagnostics in `range` of a chunk that is not finished yet, their messages written into its
    /// buffer from `start` on.
    init(_ range: Range<Int>, messagesFrom start: Int) {
        self.range = range
        self.start = start
        isPending = !range.isEmpty
    }

    /// Gives pending diagnostics what their chunk finished.
    mutating func settle(in chunk: FinishedChunk) {
        guard isPending else { return }
        chunkDiagnostics = chunk.diagnostics
        buffer = chunk.bytes
        isPending = false
    }

    /// The diagnostics, in order.
    var diagnostics: ArraySlice<DeferredDiagnostic> {
        // A record without any is never settled: its empty range lies in no list.
        guard !range.isEmpty else { return [] }
        precondition(!isPending, "diagnostics are read once their chunk is settled")
        return chunkDiagnostics[range]
    }

    /// `deferred`, one of these diagnostics, made whole, in `file` (nil for standard input) at record
    /// `record` (from 1).
    func diagnostic(_ deferred: DeferredDiagnostic, file: String?, record: Int) -> Diagnostic {
        precondition(!isPending, "messages are read once their chunk is settled")
        return deferred.diagnostic(messageBytes: buffer[start + deferred.message.lowerBound..<start + deferred.message.upperBound], file: file, record: record)
    }
}
