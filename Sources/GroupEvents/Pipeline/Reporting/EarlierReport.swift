import GroupEventsJSON

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The report of an earlier attempt at a `convert` run, read by a run resuming it (`--resume`): the
/// arguments it ran with, each input's output entry, and each input's diagnostics.
///
/// The report is read line by line and never held whole, since it can be gigabytes: the part before
/// `"outputs"` is parsed as one object, and of the entries and diagnostics (one compact entry per
/// line, as `ReportFile` writes them) only where each input's lie is kept; they are read again when
/// the input is carried over.
final class EarlierReport {
    /// The report's path, as given.
    let path: String
    /// The arguments the earlier run recorded.
    private(set) var arguments = RunArguments(tokens: [])
    private let file: UnsafeMutablePointer<FILE>
    /// Where each input's output entry begins, by input.
    private var entries: [String: Int64] = [:]
    /// Where each input's diagnostics lie, by file: runs of consecutive lines.
    private var diagnostics: [String: [Range<Int64>]] = [:]
    /// The line `getline` reads into, and its capacity.
    private var line: UnsafeMutablePointer<CChar>?
    private var lineCapacity = 0

    /// The part of the report a line belongs to, while it is read.
    private enum Part {
        case head, outputs, diagnosticsStart, diagnostics, end, closed
    }

    /// The report at `path`, read through; nil when there is no file there (the first attempt).
    ///
    /// - Throws: a usage error when the file is not a whole report of `groupevents convert` that
    ///   records its arguments; an I/O error when it cannot be read.
    static func read(path: String) throws(RunFailure) -> EarlierReport? {
        guard let file = fopen(path, "r") else {
            if errno == ENOENT { return nil }
            throw RunFailure.io("\(path): cannot open: \(String(cString: strerror(errno)))")
        }
        return try EarlierReport(path: path, file: file)
    }

    private init(path: String, file: UnsafeMutablePointer<FILE>) throws(RunFailure) {
        self.path = path
        self.file = file
        try readThrough()
    }

    deinit {
        fclose(file)
        free(line)
    }

    /// The output of `input` when the earlier run finished it and left it as its entry says: a file
    /// at `destination` (where this run would write it) of the entry's `bytes`, or, for an entry
    /// whose output is null, no regular file at `destination`; nil otherwise — not listed, standard
    /// input (which may hold other records now), or an entry without `counts` or `bytes`.
    func finishedOutput(of input: InputFile, destination: String?) throws(RunFailure) -> CarriedOutput? {
        guard let name = input.path, let start = entries[name] else { return nil }
        seek(to: start)
        guard let (entry, _) = try nextLine(), let object = parse(entry)?.objectValue,
            let countsObject = object["counts"]?.objectValue, let counts = RunReport(counts: countsObject)
        else { return nil }
        var status = stat()
        switch object["output"] {
        case .string(let output)?:
            guard output == destination, let bytes = object["bytes"]?.numberValue?.int, stat(output, &status) == 0,
                status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) == bytes
            else { return nil }
        case .null?:
            if let destination, lstat(destination, &status) == 0, status.st_mode & S_IFMT == S_IFREG { return nil }
        default:
            return nil
        }
        return CarriedOutput(input: name, entry: entry, counts: counts)
    }

    /// Hands `body` each diagnostic entry the report lists for `file`, in order: parsed, and as written.
    func forEachDiagnostic(of file: String, _ body: (JSONObject, [UInt8]) throws(RunFailure) -> Void) throws(RunFailure) {
        for run in diagnostics[file] ?? [] {
            seek(to: run.lowerBound)
            var offset = run.lowerBound
            while offset < run.upperBound, let (entry, length) = try nextLine() {
                offset += length
                guard let object = parse(entry)?.objectValue else { throw changed() }
                try body(object, entry)
            }
        }
    }

    /// Reads the whole report once: parses the head, and notes where each entry and diagnostic lies.
    private func readThrough() throws(RunFailure) {
        var head: [UInt8] = []
        var part = Part.head
        var offset: Int64 = 0
        while let (element, length) = try nextLine(keepingIndent: true) {
            let start = offset
            offset += length
            let text = String(decoding: element, as: UTF8.self)
            switch part {
            case .head:
                guard text.hasPrefix("  \"outputs\": [") else {
                    head += element
                    continue
                }
                try readHead(head)
                part = text == "  \"outputs\": []," ? .diagnosticsStart : .outputs
            case .outputs:
                if text == "  ]," {
                    part = .diagnosticsStart
                } else if let input = parse(Self.element(element))?["input"]?.stringValue {
                    entries[input] = start
                } else {
                    throw notAReport("an entry of \"outputs\" is not one")
                }
            case .diagnosticsStart:
                guard text == "  \"diagnostics\": [" || text == "  \"diagnostics\": []" else { throw notAReport("no \"diagnostics\" after \"outputs\"") }
                part = text.hasSuffix("[]") ? .end : .diagnostics
            case .diagnostics:
                if text == "  ]" {
                    part = .end
                    continue
                }
                guard let object = parse(Self.element(element))?.objectValue, RunReport.countedParts(ofEntry: object) != nil else {
                    throw notAReport("an entry of \"diagnostics\" is not one")
                }
                guard let file = object["file"]?.stringValue else { continue }
                if let last = diagnostics[file]?.last, last.upperBound == start {
                    diagnostics[file]![diagnostics[file]!.count - 1] = last.lowerBound..<offset
                } else {
                    diagnostics[file, default: []].append(start..<offset)
                }
            case .end:
                guard text == "}" else { throw notAReport("it goes on after \"diagnostics\"") }
                part = .closed
            case .closed:
                throw notAReport("it goes on after its end")
            }
        }
        guard part == .closed else { throw notAReport(part == .head ? "it has no \"outputs\"" : "it ends early") }
    }

    /// Parses the report's members before `"outputs"` (their last line ends in a comma) and takes the arguments.
    private func readHead(_ head: [UInt8]) throws(RunFailure) {
        var text = head
        while let last = text.last, last == UInt8(ascii: "\n") || last == UInt8(ascii: " ") { text.removeLast() }
        guard text.last == UInt8(ascii: ",") else { throw notAReport("its first members do not end before \"outputs\"") }
        text[text.count - 1] = UInt8(ascii: "\n")
        text += Array("}".utf8)
        guard let object = parse(text)?.objectValue, object["status"]?.stringValue != nil else {
            throw notAReport("its first members are not a report's")
        }
        guard let tokens = object["arguments"]?.arrayValue?.map(\.stringValue), !tokens.contains(nil) else {
            throw notAReport("it records no \"arguments\"")
        }
        arguments = RunArguments(tokens: tokens.compactMap { $0 })
    }

    /// The next line without its line break (and, unless `keepingIndent`, as the element it holds:
    /// its indentation and a trailing comma taken off), and the line's length with its line break;
    /// nil at the end.
    private func nextLine(keepingIndent: Bool = false) throws(RunFailure) -> (bytes: [UInt8], length: Int64)? {
        let count = getline(&line, &lineCapacity, file)
        guard count >= 0 else {
            if ferror(file) != 0 { throw RunFailure.io("\(path): cannot read: \(String(cString: strerror(errno)))") }
            return nil
        }
        var bytes = line!.withMemoryRebound(to: UInt8.self, capacity: count) { Array(UnsafeBufferPointer(start: $0, count: count)) }
        if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
        return (keepingIndent ? bytes : Self.element(bytes), Int64(count))
    }

    /// An entry line's element: its indentation and a trailing comma taken off.
    private static func element(_ line: [UInt8]) -> [UInt8] {
        var element = line.drop { $0 == UInt8(ascii: " ") }
        if element.last == UInt8(ascii: ",") { element.removeLast() }
        return Array(element)
    }

    private func seek(to offset: Int64) {
        fseeko(file, off_t(offset), SEEK_SET)
    }

    private func parse(_ bytes: [UInt8]) -> JSONValue? {
        try? JSONReader().read(bytes)
    }

    /// The usage error for a file that is not a report `--resume` can use.
    private func notAReport(_ why: String) -> RunFailure {
        .usage("--resume: \(path) is not a whole report of groupevents convert: \(why); name the report of the run to resume, or remove it to start afresh")
    }

    /// The I/O error for a report that changed while the run read it.
    private func changed() -> RunFailure {
        .io("\(path): changed while this run read it")
    }
}
