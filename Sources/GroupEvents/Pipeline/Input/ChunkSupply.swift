import GroupEventsJSON

/// Bytes a program hands a run instead of a file (`RecordSource.bytes`, `.chunks`, `.records`): chunks
/// read once, in order, on the run's reading thread. Two supplies are the same input only if they are
/// the same object.
final class ChunkSupply: Sendable, Hashable {
    /// Makes the function that gives each next chunk, and nil at the end.
    private let makeReader: @Sendable () -> () throws(RunFailure) -> [UInt8]?
    /// The framing of the bytes when the supply knows it (`lines` for records handed in as values).
    let framing: JSONFraming?

    /// A supply whose chunks `makeReader`'s function gives, in `framing` when known.
    init(framing: JSONFraming? = nil, makeReader: @escaping @Sendable () -> () throws(RunFailure) -> [UInt8]?) {
        self.framing = framing
        self.makeReader = makeReader
    }

    /// The chunks a channel is given, in order (an `AsyncSequence` iterated elsewhere).
    convenience init(_ channel: ChunkChannel, framing: JSONFraming? = nil) {
        self.init(framing: framing) { { () throws(RunFailure) in try channel.take() } }
    }

    /// The chunks of `sequence`, in order.
    convenience init<Chunks: Sequence & Sendable>(_ sequence: Chunks, framing: JSONFraming? = nil) where Chunks.Element == [UInt8] {
        self.init(framing: framing) {
            var chunks = sequence.makeIterator()
            return { () throws(RunFailure) in chunks.next() }
        }
    }

    /// The function giving each next chunk; called once, when the run starts reading. What it throws
    /// stops the input as a failed read does.
    func reader() -> () throws(RunFailure) -> [UInt8]? {
        makeReader()
    }

    static func == (left: ChunkSupply, right: ChunkSupply) -> Bool {
        left === right
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
