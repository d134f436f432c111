// json-throughput FILE [--repeat N] [--only read|tape|none]
//
// Reads an NDJSON file and measures, in this process and side by side, how fast our `JSONReader`
// reads every line and our `JSONWriter` writes every parsed value, against Foundation's
// `JSONSerialization` doing the same, and how fast a `JSONTape` indexes every line (alone, and with
// the record materialized as a `JSONValue` from it). Our writer is also measured as the command uses
// it: with the source of each read, so it copies the unchanged input instead of writing it again.
// Build with `-c release` for meaningful figures.
//
// `--only read` or `--only tape` makes one pass of that alone (`none`: only loading the file), for
// counting instructions per record with `valgrind --tool=callgrind`: the difference between a run
// and the `none` run, divided by the lines.

import Foundation
import GroupEventsJSON

/// What the command line asked for.
struct Options {
    /// The NDJSON file to measure with.
    var path: String
    /// How many passes over all lines each measurement makes; the best pass counts.
    var repetitions = 3
    /// The one measurement to make alone, once, without printing rates (for instruction counts).
    var only: Only?

    /// A measurement made alone.
    enum Only: String {
        /// `JSONReader.read` of every line.
        case read
        /// `JSONTape.index` of every line.
        case tape
        /// Nothing beyond loading the file.
        case none
    }

    /// Options from the arguments, or nil when they are not understood.
    init?(_ arguments: [String]) {
        var rest = arguments.makeIterator()
        guard let path = rest.next() else { return nil }
        self.path = path
        while let argument = rest.next() {
            switch argument {
            case "--repeat":
                guard let count = rest.next().flatMap(Int.init), count > 0 else { return nil }
                repetitions = count
            case "--only":
                guard let only = rest.next().flatMap(Only.init(rawValue:)) else { return nil }
                self.only = only
            default:
                return nil
            }
        }
    }
}

/// Runs `body` `repetitions` times and returns the fastest run in seconds.
func fastest(_ repetitions: Int, _ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    var best = Double.infinity
    for _ in 0..<repetitions {
        let elapsed = try clock.measure(body)
        best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }
    return best
}

/// Prints one measurement's line, "ours read   812.3 MB/s  (52.4 MB in 0.064 s)" with the label padded
/// to line up, and returns its rate in MB/s.
@discardableResult
func printRate(_ label: String, bytes: Int, seconds: Double) -> Double {
    let rate = Double(bytes) / 1_000_000 / seconds
    let padded = label.padding(toLength: 37, withPad: " ", startingAt: 0)
    print(padded + String(format: "%8.1f MB/s  (%.1f MB in %.3f s)", rate, Double(bytes) / 1_000_000, seconds))
    return rate
}

guard let options = Options(Array(CommandLine.arguments.dropFirst())) else {
    FileHandle.standardError.write(Data("usage: json-throughput FILE [--repeat N] [--only read|tape|none]\n".utf8))
    exit(2)
}
guard let file = FileManager.default.contents(atPath: options.path) else {
    FileHandle.standardError.write(Data("json-throughput: cannot read \(options.path)\n".utf8))
    exit(1)
}

let fileBytes = [UInt8](file)
let lines = fileBytes.split(separator: UInt8(ascii: "\n"))
let lineData = lines.map { Data($0) }
let inputSize = lines.reduce(0) { $0 + $1.count }

/// Indexes every line into one reused tape; returns the number of entries (so the work is not dropped).
func indexAll(_ tape: inout JSONTape) throws -> Int {
    var entries = 0
    for line in lines {
        try line.withUnsafeBytes { bytes in try tape.index(bytes) }
        entries += tape.entries.count
    }
    return entries
}

if let only = options.only {
    switch only {
    case .read: print(try lines.reduce(0) { $0 + (try JSONReader().read($1).objectValue?.count ?? 0) })
    case .tape:
        var tape = JSONTape()
        print(try indexAll(&tape))
    case .none: print(lines.count)
    }
    exit(0)
}

print("\(lines.count) lines, \(inputSize) bytes, best of \(options.repetitions)")

do {
    // Reads drop each value right away, as a streaming reader would; the writes then use values (and
    // for the copying write, their sources) kept from more, untimed passes.
    let reader = JSONReader()
    var members = 0
    let oursRead = try fastest(options.repetitions) {
        for line in lines { members += try reader.read(line).objectValue?.count ?? 0 }
    }
    let values = try lines.map { try reader.read($0) }

    var tape = JSONTape()
    var entries = 0
    let tapeIndex = try fastest(options.repetitions) { entries += try indexAll(&tape) }
    let tapeMaterialize = try fastest(options.repetitions) {
        for line in lines {
            try line.withUnsafeBytes { bytes in
                try tape.index(bytes)
                members += tape.withRoot(in: bytes) { $0.materialize().objectValue?.count ?? 0 }
            }
        }
    }

    var writer = JSONWriter()
    var oursOutput = 0
    let oursWrite = fastest(options.repetitions) {
        oursOutput = 0
        for value in values {
            writer.reset()
            writer.write(value)
            oursOutput += writer.bytes.count
        }
    }

    // As the command writes: a new writer per record, copying from the record's source.
    let sourcedValues = try lines.map { try reader.readWithSource(Array($0)) }
    var copyingOutput = 0
    let oursCopyingWrite = fastest(options.repetitions) {
        copyingOutput = 0
        for (value, source) in sourcedValues {
            var copyingWriter = JSONWriter(source: source)
            copyingWriter.write(value)
            copyingOutput += copyingWriter.bytes.count
        }
    }

    let foundationRead = try fastest(options.repetitions) {
        for data in lineData { members += (try JSONSerialization.jsonObject(with: data) as? [String: Any])?.count ?? 0 }
    }
    let objects = try lineData.map { try JSONSerialization.jsonObject(with: $0) }

    var foundationOutput = 0
    let foundationWrite = try fastest(options.repetitions) {
        foundationOutput = 0
        for object in objects { foundationOutput += try JSONSerialization.data(withJSONObject: object).count }
    }

    let readRate = printRate("ours read", bytes: inputSize, seconds: oursRead)
    printRate("tape index", bytes: inputSize, seconds: tapeIndex)
    printRate("tape index + materialize", bytes: inputSize, seconds: tapeMaterialize)
    let writeRate = printRate("ours write", bytes: oursOutput, seconds: oursWrite)
    printRate("ours write (copying unchanged input)", bytes: copyingOutput, seconds: oursCopyingWrite)
    let foundationReadRate = printRate("Foundation read", bytes: inputSize, seconds: foundationRead)
    let foundationWriteRate = printRate("Foundation write", bytes: foundationOutput, seconds: foundationWrite)
    print(String(format: "read ratio (ours/Foundation)  %.1fx", readRate / foundationReadRate))
    print(String(format: "write ratio (ours/Foundation) %.1fx", writeRate / foundationWriteRate))
    precondition(members > 0 && entries > 0, "no objects read")
} catch {
    FileHandle.standardError.write(Data("json-throughput: \(error)\n".utf8))
    exit(1)
}
