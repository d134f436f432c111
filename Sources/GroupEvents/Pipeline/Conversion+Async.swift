import Foundation
import GroupEventsJSON

extension Conversion {
    /// Converts a document arriving as an `AsyncSequence` of byte chunks (a socket, a download, a
    /// queue) to `sink`, as `run(from:to:)` converts a file: the run goes on its own thread while
    /// this task hands it the chunks, at most a few ahead of it. `name` is what diagnostics call the
    /// input (its extension implies the framing as a file's would).
    ///
    /// - Throws: as `run(from:to:)` does; an error the sequence throws stops the input as a failed
    ///   read does (`RunFailure.io`).
    public func run<Chunks: AsyncSequence & Sendable>(chunks: Chunks, name: String? = nil, to sink: RecordSink) async throws(RunFailure) -> RunSummary
    where Chunks.Element == [UInt8] {
        try await run(feeding: chunks, framing: nil, name: name, to: sink)
    }

    /// Converts records arriving as an `AsyncSequence` of values to `sink`, as `run(chunks:name:to:)`
    /// does chunks: they are read as NDJSON, one record per line, numbered in order.
    public func run<Records: AsyncSequence & Sendable>(records: Records, name: String? = nil, to sink: RecordSink) async throws(RunFailure)
        -> RunSummary
    where Records.Element == JSONValue {
        try await run(feeding: records.map(RecordSource.line), framing: .lines, name: name, to: sink)
    }

    /// The records `sources` convert to, as an `AsyncSequence`, in input order: the run goes on its
    /// own thread, at most a few hundred records ahead of the task reading them, and stops when that
    /// task stops reading. Diagnostics go where `options` say (`RunOptions.diagnostics`); a failure
    /// ends the sequence with a `RunFailure`.
    public func records(from sources: [RecordSource]) -> ConvertedRecords {
        ConvertedRecords(conversion: self, sources: sources)
    }

    /// Runs over the chunks of `chunks` on a thread of its own, handing them over through a channel.
    private func run<Chunks: AsyncSequence & Sendable>(
        feeding chunks: Chunks, framing: JSONFraming?, name: String?, to sink: RecordSink
    ) async throws(RunFailure) -> RunSummary where Chunks.Element == [UInt8] {
        let channel = ChunkChannel()
        let source = RecordSource(kind: .supplied(ChunkSupply(channel, framing: framing), name: name))
        async let result: Result<RunSummary, RunFailure> = withCheckedContinuation { continuation in
            Thread {
                let result = Result { () throws(RunFailure) in try self.run(from: [source], to: sink) }
                channel.close()
                continuation.resume(returning: result)
            }.start()
        }
        do {
            for try await chunk in chunks {
                guard channel.put(chunk) else { break }
            }
            channel.end()
        } catch {
            channel.end(failure: RunFailure.io("\(name ?? "<bytes>"): read failed: \(error)"))
        }
        return try await result.get()
    }
}
