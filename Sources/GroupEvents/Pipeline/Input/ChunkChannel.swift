import Foundation

/// Hands chunks from an `AsyncSequence` (iterated by an async task) to a run reading them on its own
/// thread: at most `capacity` chunks wait, so a fast producer is held back by the run, not by memory.
final class ChunkChannel: @unchecked Sendable {
    private let condition = NSCondition()
    private var chunks: [[UInt8]] = []
    private var ended = false
    private var failure: RunFailure?
    /// Whether the reading side stopped (the run ended early): chunks put are then dropped.
    private var closed = false
    private let capacity: Int

    /// A channel holding at most `capacity` chunks.
    init(capacity: Int = 4) {
        self.capacity = capacity
    }

    /// Adds a chunk, waiting while `capacity` chunks wait; false once the reading side has stopped.
    func put(_ chunk: [UInt8]) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while chunks.count >= capacity && !closed { condition.wait() }
        guard !closed else { return false }
        chunks.append(chunk)
        condition.broadcast()
        return true
    }

    /// Ends the chunks, with the failure the sequence ended with, if any.
    func end(failure: RunFailure? = nil) {
        condition.lock()
        ended = true
        self.failure = failure
        condition.broadcast()
        condition.unlock()
    }

    /// The next chunk, waiting for it; nil at the end.
    ///
    /// - Throws: the failure the sequence ended with, once every chunk before it was taken.
    func take() throws(RunFailure) -> [UInt8]? {
        condition.lock()
        defer { condition.unlock() }
        while chunks.isEmpty && !ended { condition.wait() }
        if chunks.isEmpty {
            if let failure { throw failure }
            return nil
        }
        condition.broadcast()
        return chunks.removeFirst()
    }

    /// Stops the reading side: waiting and later `put`s return false at once.
    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }
}
