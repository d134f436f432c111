import GroupEventsCore
import GroupEventsJSON

/// The diagnostics the slot path gave a record (`DeferredDiagnostic`), with their messages as bytes
/// written into the chunk's buffer after the record's outputs: like `OutputBytes`, they know where
/// they lie until the chunk is done and settles them in its finished buffer (`settle(in:)`), and
/// they are made `Diagnostic`s only where one is needed (`diagnostic(_:file:record:)`).
struct DeferredDiagnostics: Sendable {
    /// The diagnostics, in order; each one's `message` counts from `start`.
    private(set) var diagnostics: InlineList<DeferredDiagnostic> = []
    /// The chunk's buffer, once settled.
    private var buffer: [UInt8] = []
    /// Where the messages start in the chunk's buffer.
    private var start = 0
    /// Whether the messages still wait for the buffer of their chunk.
    private var isPending = false

    /// No diagnostics.
    init() {}

    /// `diagnostics`, whose messages were written into a chunk's buffer that is not finished yet, from
    /// `start` on.
    init(_ diagnostics: [DeferredDiagnostic], pendingFrom start: Int) {
        for diagnostic in diagnostics { self.diagnostics.append(diagnostic) }
        self.start = start
        isPending = !diagnostics.isEmpty
    }

    /// Gives pending messages the finished buffer of their chunk.
    mutating func settle(in chunkBuffer: [UInt8]) {
        guard isPending else { return }
        buffer = chunkBuffer
        isPending = false
    }

    /// Locates every diagnostic in `record` (`DeferredDiagnostic.locate(in:)`).
    mutating func locate(in record: JSONRawRecord) {
        diagnostics.update { $0.locate(in: record) }
    }

    /// `deferred`, one of these diagnostics, made whole, in `file` (nil for standard input) at record
    /// `record` (from 1).
    func diagnostic(_ deferred: DeferredDiagnostic, file: String?, record: Int) -> Diagnostic {
        precondition(!isPending, "messages are read once their chunk's buffer is settled")
        return deferred.diagnostic(messageBytes: buffer[start + deferred.message.lowerBound..<start + deferred.message.upperBound], file: file, record: record)
    }
}
