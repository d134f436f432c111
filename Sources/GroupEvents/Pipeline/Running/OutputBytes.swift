/// The bytes of the records one input record gave, written one after another into one buffer, each
/// output a slice of it.
///
/// The buffer is the outputs' own, or the one a worker writes every record of a chunk it claimed into
/// (`RecordScratch.outputBuffer`), shared by that chunk's records: then the outputs are written while
/// the buffer still grows, and know only where they lie in it until the chunk is done and hands them
/// the finished buffer (`settle(in:)`), which never changes after that. No allocation for a record's
/// outputs but the chunk's buffer (and an array of where each ends, for two or more).
struct OutputBytes: Sendable, RandomAccessCollection, ExpressibleByArrayLiteral {
    /// The buffer the outputs lie in; empty until `settle(in:)` while `isPending`.
    private var buffer: [UInt8]
    /// Where the first output starts in `buffer`.
    private let start: Int
    /// Where each output but the last ends in `buffer`.
    private let ends: [Int]
    /// Where the last output ends in `buffer`.
    private let end: Int
    /// Whether the outputs still wait for the buffer of their chunk.
    private var isPending: Bool
    /// The number of outputs.
    let endIndex: Int

    /// The first output's index.
    var startIndex: Int { 0 }

    /// `count` outputs whose bytes, in order, are `bytes`, each but the last ending where `ends` says
    /// (`count - 1` entries).
    init(bytes: [UInt8], ends: [Int], count: Int) {
        precondition(count == 0 ? bytes.isEmpty && ends.isEmpty : ends.count == count - 1, "an end for each output but the last")
        buffer = bytes
        start = 0
        self.ends = ends
        end = bytes.count
        isPending = false
        endIndex = count
    }

    /// `count` outputs written into a chunk's buffer that is not finished yet, from `start` to `end`,
    /// each but the last ending where `ends` says; they are read once `settle(in:)` gives the buffer.
    init(pendingFrom start: Int, ends: [Int], to end: Int, count: Int) {
        precondition(count > 0 && ends.count == count - 1, "an end for each output but the last")
        buffer = []
        self.start = start
        self.ends = ends
        self.end = end
        isPending = true
        endIndex = count
    }

    /// The outputs `outputs`, copied into one buffer.
    init(_ outputs: [[UInt8]]) {
        var ends: [Int] = []
        var bytes: [UInt8] = []
        for (index, output) in outputs.enumerated() {
            if index > 0 { ends.append(bytes.count) }
            bytes += output
        }
        self.init(bytes: bytes, ends: ends, count: outputs.count)
    }

    /// The outputs listed.
    init(arrayLiteral outputs: [UInt8]...) {
        self.init(outputs)
    }

    /// Gives pending outputs the finished buffer of the chunk they were written into; outputs that
    /// hold their buffer already stay as they are.
    mutating func settle(in chunkBuffer: [UInt8]) {
        guard isPending else { return }
        precondition(end <= chunkBuffer.count, "the outputs lie in the chunk's buffer")
        buffer = chunkBuffer
        isPending = false
    }

    /// The bytes of output `index`.
    subscript(index: Int) -> ArraySlice<UInt8> {
        buffer[range(of: index)]
    }

    /// Calls `body` with the bytes of output `index` where they lie, without a slice of the buffer
    /// (which costs a reference count of it each).
    func withBytes<Failure: Error>(of index: Int, _ body: (UnsafeRawBufferPointer) throws(Failure) -> Void) throws(Failure) {
        let range = range(of: index)
        try buffer.withUnsafeBytes { whole in
            Result { () throws(Failure) in try body(UnsafeRawBufferPointer(rebasing: whole[range])) }
        }.get()
    }

    /// Where output `index` lies in `buffer`.
    private func range(of index: Int) -> Range<Int> {
        precondition(index >= 0 && index < endIndex, "an output's index")
        precondition(!isPending, "outputs are read once their chunk's buffer is settled")
        let first = index == 0 ? start : ends[index - 1]
        let last = index == endIndex - 1 ? end : ends[index]
        return first..<last
    }
}
