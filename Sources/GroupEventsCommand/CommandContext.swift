import GroupEvents

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The descriptors a command runs on: standard input, output and error (the process's own, or a
/// test's).
struct CommandContext {
    /// Read when an input is `-` or none is given.
    let standardInput: Int32
    /// Where records, sentences and listings go.
    let standardOutput: Int32
    /// Where diagnostics, notes and summaries go.
    let standardError: Int32

    /// Writes `text` whole to `descriptor` (help, usage errors, listings, summaries); a failed write
    /// is an I/O failure naming the stream.
    func write(_ text: String, to descriptor: Int32) throws(RunFailure) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { raw in
                #if canImport(Glibc)
                    Glibc.write(descriptor, raw.baseAddress, raw.count)
                #else
                    Darwin.write(descriptor, raw.baseAddress, raw.count)
                #endif
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else {
                let name = descriptor == standardOutput ? "<stdout>" : descriptor == standardError ? "<stderr>" : "<descriptor \(descriptor)>"
                throw RunFailure.io("\(name): write failed: \(String(cString: strerror(errno)))")
            }
            bytes = bytes.dropFirst(written)
        }
    }
}
