#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A buffered writer of bytes to a file descriptor: standard output, standard error or a file.
///
/// Bytes are collected and written in large blocks; `flush()` pushes out what is buffered. A failed
/// write or close names the sink (`out/a.json: write failed: No space left on device`).
final class ByteSink {
    /// What the sink writes, for messages: a path, `<stdout>` or `<stderr>`.
    let name: String
    /// Bytes handed to the sink so far (written out or buffered).
    @exclusivity(unchecked) private(set) var bytesWritten = 0
    private let descriptor: Int32
    /// The bytes not yet written out. It and `bytesWritten` are accessed without the run-time
    /// exclusivity check (about 40 instructions each time, twice for each record a run writes): a sink
    /// is not `Sendable`, and its one owner never reaches them while it is changing them.
    @exclusivity(unchecked) private var buffer: [UInt8] = []
    private let capacity: Int
    private let ownsDescriptor: Bool
    private var closed = false

    /// A sink named `name` writing to an open descriptor; it is closed by `close()` only when
    /// `ownsDescriptor`.
    init(descriptor: Int32, name: String, ownsDescriptor: Bool, capacity: Int = 1 << 20) {
        self.name = name
        self.descriptor = descriptor
        self.ownsDescriptor = ownsDescriptor
        self.capacity = capacity
        buffer.reserveCapacity(capacity)
    }

    /// Appends bytes, writing out when the buffer is full.
    func write<Bytes: Sequence<UInt8>>(_ bytes: Bytes) throws(RunFailure) {
        let before = buffer.count
        // Contiguous bytes (an array, a string's UTF-8) are copied as one block, not byte by byte
        // through the sequence's iterator.
        if bytes.withContiguousStorageIfAvailable({ buffer.append(contentsOf: $0) }) == nil { buffer.append(contentsOf: bytes) }
        bytesWritten += buffer.count - before
        if buffer.count >= capacity { try flush() }
    }

    /// Appends `bytes`, copied as one block.
    func write(_ bytes: UnsafeRawBufferPointer) throws(RunFailure) {
        buffer.append(contentsOf: bytes)
        bytesWritten += bytes.count
        if buffer.count >= capacity { try flush() }
    }

    /// Appends one byte.
    func write(byte: UInt8) throws(RunFailure) {
        buffer.append(byte)
        bytesWritten += 1
        if buffer.count >= capacity { try flush() }
    }

    /// Appends a string's UTF-8.
    func write(_ text: String) throws(RunFailure) {
        try write(text.utf8)
    }

    /// Writes out everything buffered.
    func flush() throws(RunFailure) {
        var start = 0
        while start < buffer.count {
            let written = buffer.withUnsafeBytes { raw in
                #if canImport(Glibc)
                    Glibc.write(descriptor, raw.baseAddress! + start, raw.count - start)
                #else
                    Darwin.write(descriptor, raw.baseAddress! + start, raw.count - start)
                #endif
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw RunFailure.io("\(name): write failed: \(String(cString: strerror(errno)))")
            }
            start += written
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes and, when the sink owns its descriptor, closes it; later calls do nothing.
    func close() throws(RunFailure) {
        guard !closed else { return }
        closed = true
        try flush()
        if ownsDescriptor, ioClose(descriptor) != 0 {
            throw RunFailure.io("\(name): close failed: \(String(cString: strerror(errno)))")
        }
    }
}

private func ioClose(_ descriptor: Int32) -> Int32 {
    #if canImport(Glibc)
        Glibc.close(descriptor)
    #else
        Darwin.close(descriptor)
    #endif
}
