import GroupEventsCore
import GroupEventsJSON

/// What a worker reuses from one record to the next, so that reading a record allocates nothing once
/// the worker has seen its largest: the index a record is read through; the buffer the outputs of
/// the records of one chunk are written into, one buffer per chunk rather than one per record, in
/// the memory of a chunk consumed before (`OutputBufferPool`); and
/// the slots a record read and written by flavours that have them is held in (`SlotPath`).
///
/// A worker owns one at a time (`BatchProcessor` hands them out to its turns), so nothing in it is
/// ever used by two threads at once.
final class RecordScratch: @unchecked Sendable {
    /// The text the last record was indexed into.
    private var text: JSONIndexedText?
    /// The outputs of the chunk's records written so far, one after another (`RecordWriting`), and
    /// the messages of the slot path's diagnostics (`DeferredDiagnostics`); taken whole by
    /// `finishChunk()`.
    private(set) var outputBuffer: [UInt8] = []
    /// How many bytes the last chunk's outputs took: room reserved for the next chunk's at once.
    private var lastChunkByteCount = 0
    /// The slots of the last record the slot path took: lent to the reader and the writer in turn
    /// without the run-time exclusivity check (about 80 instructions a record), as only the worker
    /// that holds this scratch touches them. Their diagnostics are those of the chunk's records so
    /// far, in record order, each record's a range of them (`DeferredDiagnostics`): one list for the
    /// chunk, not one per record, taken whole by `finishChunk()`.
    @exclusivity(unchecked) var slots = RecordSlots()
    /// Where finished chunks' buffers go, and new chunks' buffers come from.
    private let buffers: OutputBufferPool

    /// Scratch memory for one worker, reusing the chunk buffers of `buffers` (a pool of its own by
    /// default; a run's workers share one).
    init(buffers: OutputBufferPool = OutputBufferPool()) {
        self.buffers = buffers
    }

    /// `record` indexed into the worker's text: the last record's text indexed again when nothing
    /// read from that record is still kept, a new text otherwise. Invalid JSON throws as
    /// `JSONIndexedText(record:)` does.
    func indexed(_ record: JSONRawRecord) throws(JSONSyntaxError) -> JSONIndexedText {
        // Checked before `reused` holds it too.
        if isKnownUniquelyReferenced(&text), let reused = text {
            try reused.index(record)
            return reused
        }
        let made = try JSONIndexedText(record: record)
        text = made
        return made
    }

    /// The chunk's output buffer, taken out to be written into (left empty here until `giveBack(_:)`,
    /// so that the taker holds its only reference and appends in place); a new chunk's buffer starts
    /// with room for a quarter more than the last chunk wrote, so that a chunk a little larger than
    /// the last is not copied to a buffer twice the size while it is written.
    func takeOutputBuffer() -> [UInt8] {
        var taken: [UInt8] = []
        swap(&taken, &outputBuffer)
        if taken.capacity == 0 {
            if let reused = buffers.reuse() { taken = reused }
            taken.reserveCapacity(lastChunkByteCount + lastChunkByteCount / 4)
        }
        return taken
    }

    /// Puts back the chunk's output buffer taken by `takeOutputBuffer()`, with what was written into it.
    func giveBack(_ buffer: consuming [UInt8]) {
        outputBuffer = buffer
    }

    /// Locates the chunk's diagnostics in `range`, a record's, in that record (`DeferredDiagnostic.locate(in:)`).
    func locateDiagnostics(_ range: Range<Int>, in record: JSONRawRecord) {
        for index in range { slots.diagnostics[index].locate(in: record) }
    }

    /// Ends the chunk: its output buffer and its diagnostics, finished (its records' results settle in
    /// them), and an empty buffer and list for the next chunk.
    func finishChunk() -> FinishedChunk {
        var finished: [UInt8] = []
        swap(&finished, &outputBuffer)
        if !finished.isEmpty {
            lastChunkByteCount = finished.count
            buffers.retire(finished)
        }
        return FinishedChunk(bytes: finished, diagnostics: slots.takeKeptDiagnostics())
    }
}
