import GroupEventsCore
import GroupEventsJSON

/// The diagnostics the slot path gave a record (`DeferredDiagnostic`): a range of its chunk's list of
/// them (`RecordSlots.diagnostics`, taken whole by `RecordScratch.finishChunk()`), their messages as
/// bytes written into the chunk's buffer after the record's outputs. Like `OutputBytes`, they know
/// where they lie until the chunk is done and settles them in what it finished (`settle(in:)`), so
/// that a record's diagnostics take no list of their own; each is read by its index where it lies, a
/// part at a time (a copy of one would retain and release each of its references), and made a
/// `Diagnostic` only where one is needed (`diagnostic(at:file:record:)`).
struct DeferredDiagnostics: Sendable {
    /// Where the record's diagnostics lie in its chunk's list: their indices, in order.
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

    /// The code of the diagnostic at `index` (one of `range`).
    func code(at index: Int) -> DiagnosticCode {
        checkSettled(index)
        return chunkDiagnostics[index].code
    }

    /// The severity of the diagnostic at `index` (one of `range`).
    func severity(at index: Int) -> DiagnosticSeverity {
        checkSettled(index)
        return chunkDiagnostics[index].severity
    }

    /// Whether `allowList` lets the diagnostic at `index` (one of `range`) pass.
    func isAllowed(at index: Int, by allowList: DiagnosticAllowList) -> Bool {
        checkSettled(index)
        return allowList.allows(code: chunkDiagnostics[index].code, path: chunkDiagnostics[index].path, fields: chunkDiagnostics[index].fields)
    }

    /// The diagnostic at `index` (one of `range`) made whole, in `file` (nil for standard input) at
    /// record `record` (from 1).
    func diagnostic(at index: Int, file: String?, record: Int) -> Diagnostic {
        checkSettled(index)
        let message = chunkDiagnostics[index].message
        return chunkDiagnostics[index].diagnostic(messageBytes: buffer[start + message.lowerBound..<start + message.upperBound], file: file, record: record)
    }

    /// Stops unless the diagnostic at `index` is the record's and its chunk is settled.
    private func checkSettled(_ index: Int) {
        precondition(!isPending && range.contains(index), "diagnostics are read once their chunk is settled, each of its record's")
    }
}
