/// The bytes of the records one input record gave, written one after another into one buffer, each
/// output a slice of it: one allocation for a record's outputs however many there are (two with more
/// than one, for where each ends).
struct OutputBytes: Sendable, RandomAccessCollection, ExpressibleByArrayLiteral {
    /// Every output's bytes, in order.
    private let bytes: [UInt8]
    /// Where each output but the last ends in `bytes` (the last ends at its end).
    private let ends: [Int]
    /// The number of outputs.
    let endIndex: Int

    /// The first output's index.
    var startIndex: Int { 0 }

    /// `count` outputs whose bytes, in order, are `bytes`, each but the last ending where `ends` says
    /// (`count - 1` entries).
    init(bytes: [UInt8], ends: [Int], count: Int) {
        precondition(count == 0 ? bytes.isEmpty && ends.isEmpty : ends.count == count - 1, "an end for each output but the last")
        self.bytes = bytes
        self.ends = ends
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

    /// The bytes of output `index`.
    subscript(index: Int) -> ArraySlice<UInt8> {
        precondition(index >= 0 && index < endIndex, "an output's index")
        let start = index == 0 ? 0 : ends[index - 1]
        let end = index == endIndex - 1 ? bytes.count : ends[index]
        return bytes[start..<end]
    }
}
