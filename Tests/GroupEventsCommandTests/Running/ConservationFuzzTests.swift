import Foundation
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

/// The all-flavour mutation fuzz with its conservation check: for every input flavour, seeded mutants
/// of its fixture records, each between good records of a JSON Lines stream, are converted to a
/// target (rotating through every flavour) with `--jobs 1` and `--jobs 2`. The command never crashes
/// and exits 0, 1 or 65; both runs write the same bytes and the same report; and every input record is
/// accounted for in order: it wrote exactly what it writes in a stream of its own kind alone (the good
/// records beside bad ones unchanged), or it is in the report's `notWritten` with a diagnostic naming it.
///
/// `GROUPEVENTS_FUZZ_MUTANTS` sets the mutants per flavour (300 for the long run); each flavour prints
/// a line of its counts. `GROUPEVENTS_FUZZ_BINARY=.build/debug/groupevents` runs every conversion in
/// that program instead of in-process, so that a crash fails the flavour with its stream's mutants
/// (its signal as the exit status) instead of ending the test process.
@Suite struct ConservationFuzzTests {
    /// Every input flavour.
    static let flavours = [
        "zim:sdk", "zim:callback", "nim:server", "nim:web", "nim:v2", "tim:web", "tim:server", "tim:v2", "tim:capi", "tim:callback", "unified",
    ]
    /// The targets the streams of a flavour rotate through, each flavour starting at its own.
    static let targets = [
        "zim:sdk", "nim:server", "tim:web", "unified", "zim:callback", "nim:web", "tim:server", "nim:v2", "tim:v2", "tim:capi", "tim:callback",
    ]
    /// Mutants per stream: with `goodsBetweenMutants`, a stream is longer than two of the chunks
    /// `--jobs 2` shares out among its workers (64 records), so that both work on it.
    static let mutantsPerStream = 40
    /// Good records before each mutant, and after the last.
    static let goodsBetweenMutants = 2
    /// Mutants per flavour: `GROUPEVENTS_FUZZ_MUTANTS`, or one stream's (a few seconds for the whole
    /// suite in a debug build).
    static let mutantsPerFlavour = ProcessInfo.processInfo.environment["GROUPEVENTS_FUZZ_MUTANTS"].flatMap { Int($0) } ?? mutantsPerStream

    /// Streams of `flavour`'s mutants between its good records, converted and checked stream by stream;
    /// prints the flavour's line of counts.
    @Test(arguments: flavours) func everyRecordOfAMutatedStreamIsWrittenInOrderOrReported(flavour: String) throws {
        let records = try Self.fixtureRecords(of: flavour)
        let mutator = RecordMutator(codes: try RecordMutator.codes(of: flavour))
        let flavourIndex = Self.flavours.firstIndex(of: flavour) ?? 0
        var generator = SplitMix64(seed: 0xC0_45E7 + UInt64(flavourIndex))
        var tally = FuzzTally()
        for streamIndex in 0..<(Self.mutantsPerFlavour + Self.mutantsPerStream - 1) / Self.mutantsPerStream {
            let count = min(Self.mutantsPerStream, Self.mutantsPerFlavour - streamIndex * Self.mutantsPerStream)
            var stream = FuzzStream()
            for _ in 0..<Self.goodsBetweenMutants { stream.append(good: generator.pick(records)) }
            for _ in 0..<count {
                let (bytes, mutations) = mutator.mutant(of: generator.pick(records), &generator)
                stream.append(mutant: bytes, mutations: mutations, terminator: generator.pick(["\n", "\r\n", "\n\n", " \t\r\n"]))
                for _ in 0..<Self.goodsBetweenMutants { stream.append(good: generator.pick(records)) }
            }
            let target = Self.targets[(flavourIndex + streamIndex) % Self.targets.count]
            try tally.check(stream, from: flavour, to: target)
        }
        print("\(flavour): \(Self.mutantsPerFlavour) mutants, \(tally.summary)")
        #expect(tally.problems.isEmpty, Comment(rawValue: tally.problems.joined(separator: "\n")))
    }

    /// The fixture records of `flavour`: each case's record, or for `unified` every case's
    /// unified golden.
    static func fixtureRecords(of flavour: String) throws -> [JSONValue] {
        let folders = flavours.dropLast().map { $0.split(separator: ":").map(String.init) }
        let paths: [String] =
            flavour == "unified"
            ? folders.flatMap { FixtureCase.all(vendor: $0[0], flavour: $0[1]).map(\.unifiedPath) }
            : FixtureCase.all(vendor: String(flavour.prefix { $0 != ":" }), flavour: String(flavour.drop { $0 != ":" }.dropFirst())).map(\.recordPath)
        let records = try paths.compactMap(Repository.bytes).map { try JSONReader().read($0) }
        try #require(records.count > 8, "\(flavour) has \(records.count) fixture records")
        return records
    }
}

/// A JSON Lines stream of good records and mutants, and which input records (as the command numbers
/// them: non-blank lines) each gave, so that a run's outputs can be told apart record by record.
struct FuzzStream {
    /// The stream's bytes.
    private(set) var bytes: [UInt8] = []
    /// The good records alone, as a stream.
    private(set) var goods: [UInt8] = []
    /// The mutants alone, as a stream.
    private(set) var mutants: [UInt8] = []
    /// For each input record of `bytes`: whether it comes from a good record, and its number in the
    /// stream of its kind alone.
    private(set) var origins: [(good: Bool, number: Int)] = []
    /// Each mutant's first record number and the mutations it got, for failure messages.
    private(set) var mutantLines: [(number: Int, mutations: [RecordMutator.Mutation])] = []
    /// Input records of the mutants alone.
    private var mutantRecords = 0

    /// Appends a good record, compact, and a line feed.
    mutating func append(good value: JSONValue) {
        let record = JSONWriter.compactBytes(value)
        bytes += record + [0x0A]
        goods += record + [0x0A]
        origins.append((true, origins.count(where: \.good) + 1))
    }

    /// Appends a mutant (whose line feeds cut it into several records, and which gives none when blank)
    /// and `terminator`.
    mutating func append(mutant record: [UInt8], mutations: [RecordMutator.Mutation], terminator: String) {
        mutantLines.append((origins.count + 1, mutations))
        bytes += record + Array(terminator.utf8)
        mutants += record + Array(terminator.utf8)
        let lines = record.split(separator: 0x0A, omittingEmptySubsequences: false)
        // The framer trims JSON's whitespace around a line; a line of nothing else is no record.
        for line in lines where line.contains(where: { ![0x20, 0x09, 0x0D].contains($0) }) {
            mutantRecords += 1
            origins.append((false, mutantRecords))
        }
    }
}

/// One `convert` run on a stream: its exit status, the output's bytes and lines, the report's text,
/// and which input records its `outputs` entry says were not written or wrote several records.
struct ConvertRun {
    /// The exit status.
    let status: Int32
    /// The output file's bytes (empty when none was written).
    let output: [UInt8]
    /// The report's text.
    let report: String
    /// The report's `outputs` entry (`records`, `written`, `notWritten`, `several`).
    let entry: JSONValue
    /// The record numbers the report's diagnostics name.
    let diagnosedRecords: Set<Int>

    /// Converts `input` from `source` to `target` with `jobs` workers, in `folder`.
    init(_ input: [UInt8], from source: String, to target: String, jobs: Int, in folder: TemporaryFolder) throws {
        let inputPath = folder.path("in.ndjson")
        let outputPath = folder.path("out.ndjson")
        let reportPath = folder.path("report.json")
        for path in [outputPath, reportPath] { try? FileManager.default.removeItem(atPath: path) }
        try Data(input).write(to: URL(fileURLWithPath: inputPath))
        let arguments = ["convert", "--from", source, "--to", target, "--jobs", String(jobs), "--report", reportPath, "-o", outputPath, inputPath]
        if let binary = ProcessInfo.processInfo.environment["GROUPEVENTS_FUZZ_BINARY"] {
            status = try ProcessRun(URL(fileURLWithPath: binary), arguments).status
        } else {
            status = try CommandRun(arguments).status
        }
        output = FileManager.default.contents(atPath: outputPath).map(Array.init) ?? []
        report = (try? String(contentsOfFile: reportPath, encoding: .utf8)) ?? ""
        let json = (try? JSONReader().read(report)) ?? .null
        entry = json["outputs"]?.arrayValue?.first ?? .null
        diagnosedRecords = Set((json["diagnostics"]?.arrayValue ?? []).compactMap { $0["record"]?.numberValue.flatMap { Int($0.text) } })
    }

    /// The output records of each input record, in order, as the `outputs` entry divides the output's
    /// lines among them, or why the entry does not add up.
    func outputsPerRecord() -> Result<[[ArraySlice<UInt8>]], ConservationBreak> {
        let number = { (value: JSONValue?) in value?.numberValue.flatMap { Int($0.text) } }
        guard let records = number(entry["records"]), let written = number(entry["written"]) else {
            return .failure(ConservationBreak("no outputs entry with records and written in the report"))
        }
        let notWritten = (entry["notWritten"]?.arrayValue ?? []).compactMap { number($0) }
        var several: [Int: Int] = [:]
        for item in entry["several"]?.arrayValue ?? [] {
            guard let record = number(item["record"]), let outputs = number(item["outputs"]), outputs > 1, several[record] == nil else {
                return .failure(ConservationBreak("a malformed several entry \(JSONWriter.compactString(item))"))
            }
            several[record] = outputs
        }
        let numbered = { (record: Int) in record >= 1 && record <= records }
        guard notWritten == notWritten.sorted(), Set(notWritten).count == notWritten.count, notWritten.allSatisfy(numbered),
            Set(notWritten).isDisjoint(with: several.keys), several.keys.allSatisfy(numbered)
        else { return .failure(ConservationBreak("notWritten \(notWritten) and several \(several) do not fit \(records) records")) }
        var lines = output.split(separator: 0x0A, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        let counts = (0..<records).map { notWritten.contains($0 + 1) ? 0 : several[$0 + 1] ?? 1 }
        guard counts.reduce(0, +) == written, written == lines.count else {
            return .failure(
                ConservationBreak("the records account for \(counts.reduce(0, +)) outputs, written says \(written), the output has \(lines.count) lines"))
        }
        var start = 0
        return .success(
            counts.map { count in
                defer { start += count }
                return Array(lines[start..<start + count])
            })
    }
}

/// Why a run's outputs do not add up to its input records.
struct ConservationBreak: Error, CustomStringConvertible {
    /// What does not add up.
    let description: String

    /// A break described by `description`.
    init(_ description: String) { self.description = description }
}

/// A flavour's counts over its streams: exit statuses, records written and not, and the problems found.
struct FuzzTally {
    /// `--jobs 1` runs of the mixed streams per exit status.
    var exits: [Int32: Int] = [:]
    /// Mutant records that wrote something.
    var mutantsWritten = 0
    /// Mutant records in `notWritten`.
    var mutantsNotWritten = 0
    /// Every failed check, with the command that repeats it on the stream (kept in the temporary
    /// folder) and the mutants that may explain it.
    var problems: [String] = []

    /// `exits 0:3, 65:27, mutant records written 12, not written 290, failures: none`.
    var summary: String {
        let codes = exits.keys.sorted().map { "\($0):\(exits[$0]!)" }.joined(separator: ", ")
        return "exits \(codes), mutant records written \(mutantsWritten), not written \(mutantsNotWritten), failures: "
            + (problems.isEmpty ? "none" : String(problems.count))
    }

    /// Runs `stream` from `source` to `target` with one and two workers, and its good records and its
    /// mutants each alone, and checks the runs against each other.
    mutating func check(_ stream: FuzzStream, from source: String, to target: String) throws {
        let folder = try TemporaryFolder()
        let mixed = try ConvertRun(stream.bytes, from: source, to: target, jobs: 1, in: folder)
        let parallel = try ConvertRun(stream.bytes, from: source, to: target, jobs: 2, in: folder)
        let goods = try ConvertRun(stream.goods, from: source, to: target, jobs: 1, in: folder)
        let mutants = try ConvertRun(stream.mutants, from: source, to: target, jobs: 1, in: folder)
        exits[mixed.status, default: 0] += 1
        var found: [String] = []
        for run in [mixed, parallel, goods, mutants] where ![0, 1, 65].contains(run.status) { found.append("exit status \(run.status)") }
        if parallel.output != mixed.output { found.append("--jobs 2 wrote other bytes than --jobs 1") }
        if parallel.report != mixed.report { found.append("--jobs 2 wrote another report than --jobs 1") }
        switch (mixed.outputsPerRecord(), goods.outputsPerRecord(), mutants.outputsPerRecord()) {
        case (.success(let all), .success(let goodOutputs), .success(let mutantOutputs)):
            if all.count != stream.origins.count { found.append("\(all.count) records counted, the stream has \(stream.origins.count)") }
            for (index, (outputs, origin)) in zip(all, stream.origins).enumerated() {
                let number = index + 1
                let alone = origin.good ? goodOutputs : mutantOutputs
                let expected = alone.indices.contains(origin.number - 1) ? alone[origin.number - 1] : []
                if outputs != expected {
                    let kind = origin.good ? "good" : "mutant"
                    found.append("record \(number) (\(kind)): its \(outputs.count) output records are not the \(expected.count) it gives among its kind alone")
                }
                if outputs.isEmpty && !mixed.diagnosedRecords.contains(number) {
                    found.append("record \(number) is not written and no diagnostic names it")
                }
                if !origin.good {
                    if outputs.isEmpty { mutantsNotWritten += 1 } else { mutantsWritten += 1 }
                }
            }
        case (let all, let goodOutputs, let mutantOutputs):
            for (name, result) in [("mixed", all), ("goods alone", goodOutputs), ("mutants alone", mutantOutputs)] {
                if case .failure(let reason) = result { found.append("\(name): \(reason)") }
            }
        }
        guard !found.isEmpty else { return }
        let kept = FileManager.default.temporaryDirectory.appending(component: "groupevents-fuzz-\(UUID().uuidString.prefix(8)).ndjson")
        try Data(stream.bytes).write(to: kept)
        let command = "groupevents convert --from \(source) --to \(target) \(kept.path) (\(stream.origins.count) records):"
        let made = stream.mutantLines.map { line in "\(line.number) " + line.mutations.map(\.rawValue).joined(separator: "+") }
        let lines: [String] = [command] + found.map { "  " + $0 } + ["  mutant records: " + made.joined(separator: ", ")]
        problems.append(lines.joined(separator: "\n"))
    }
}
