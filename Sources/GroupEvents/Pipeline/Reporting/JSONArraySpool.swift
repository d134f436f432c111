import GroupEventsJSON

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The elements of a JSON array too long to keep in memory (a report's diagnostics), written to a
/// temporary file as they come and copied out once, at the end, into the document that holds them.
///
/// The file is removed from its folder as soon as it is opened: the run keeps it through its
/// descriptor, and nothing is left behind however the run ends. Each element is written compact on
/// a line of its own, indented as a member of a pretty-printed top-level object, so that the report
/// can be read line by line.
final class JSONArraySpool {
    /// Elements appended so far.
    private(set) var count = 0
    private let sink: ByteSink
    private let descriptor: Int32
    private var writer = JSONWriter()

    /// A spool in a temporary file created in `folder` (the report's, so that its space is the
    /// report's), named after `name` for messages.
    init(folder: String, name: String) throws(RunFailure) {
        var template = Array((folder + "/.groupevents-spool-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw RunFailure.io("\(name): cannot create a temporary file in \(folder): \(String(cString: strerror(errno)))")
        }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        self.descriptor = descriptor
        sink = ByteSink(descriptor: descriptor, name: name, ownsDescriptor: true)
    }

    deinit {
        try? sink.close()
    }

    /// Appends `element` on a line of its own.
    func append(_ element: JSONValue) throws(RunFailure) {
        writer.reset()
        writer.write(element)
        try sink.write(count == 0 ? Self.firstSeparator : Self.separator)
        try sink.write(writer.bytes)
        count += 1
    }

    /// Appends an element already written compact on one line (an earlier report's), as it is.
    func append(compact element: [UInt8]) throws(RunFailure) {
        try sink.write(count == 0 ? Self.firstSeparator : Self.separator)
        try sink.write(element)
        count += 1
    }

    /// Writes the array (`[` and its elements, then `]` on a line of its own, or `[]`) to `target`,
    /// reading the elements back from the file.
    func copy(into target: ByteSink) throws(RunFailure) {
        guard count > 0 else { return try target.write("[]") }
        try sink.flush()
        try target.write("[")
        var block = [UInt8](repeating: 0, count: 1 << 20)
        var offset: off_t = 0
        while true {
            let read = block.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, offset) }
            if read < 0 {
                if errno == EINTR { continue }
                throw RunFailure.io("\(sink.name): cannot read back the temporary file: \(String(cString: strerror(errno)))")
            }
            if read == 0 { break }
            try target.write(block[0..<read])
            offset += off_t(read)
        }
        try target.write("\n  ]")
    }

    /// What comes before the first element: a line break and the indentation of a top-level member's element.
    private static let firstSeparator = "\n    "
    /// What comes between two elements.
    private static let separator = ",\n    "
}
