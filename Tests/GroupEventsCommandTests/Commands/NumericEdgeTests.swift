import Foundation
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

/// Every numeric field of every fixture record set to the edges of 64-bit integers (and past them):
/// `convert` to every other flavour and `describe` end with a defined status, and every error they
/// report is located (file, record, line, column and JSON path). A conversion that overflowed would
/// trap and take the test process with it.
@Suite struct NumericEdgeTests {
    /// The values every numeric field is set to: `Int64`'s bounds, `UInt64.max`, ±2^53, -1, 0 and a
    /// 20-digit number.
    static let edges = [
        "-9223372036854775808", "9223372036854775807", "18446744073709551615", "9007199254740992", "-9007199254740992", "-1", "0",
        "12345678901234567890",
    ]

    /// Every flavour records are read from.
    static let flavours = [
        "zim:sdk", "zim:callback", "nim:server", "nim:web", "nim:v2", "tim:web", "tim:server", "tim:v2", "tim:capi", "tim:callback", "unified",
    ]

    /// The vendor flavours, each with its fixture folder.
    static let vendorFlavours = flavours.filter { $0 != "unified" }

    /// The most mutated records one command reads: one for each field path and value of the flavour
    /// (`mutationGroups`), where it has no more than this.
    static let recordsPerCommand = 320

    /// How many of each command's mutated records it also reads one at a time.
    static let recordsAlonePerCommand = 4

    /// The statuses `convert` and `describe` may end with on data: done, `--strict` loss, malformed records.
    static let definedStatuses: Set<Int32> = [0, 1, 65]

    /// The flavour's records: the fixtures of a vendor flavour, or for `unified`, the events of every
    /// fixture's unified golden.
    static func records(of flavour: String) throws -> [JSONValue] {
        guard flavour == "unified" else {
            let (vendor, name) = split(flavour)
            return try FixtureCase.all(vendor: vendor, flavour: name).map { try read($0.recordPath) }
        }
        let cases = vendorFlavours.flatMap { FixtureCase.all(vendor: split($0).vendor, flavour: split($0).flavour) }
        return try cases.filter { Repository.bytes($0.unifiedPath) != nil }.flatMap { fixture -> [JSONValue] in
            let golden = try read(fixture.unifiedPath)
            return golden.arrayValue.map { $0.entries.map(\.value) } ?? [golden]
        }
    }

    /// `tim:web` as its vendor and flavour folders.
    static func split(_ flavour: String) -> (vendor: String, flavour: String) {
        let parts = flavour.split(separator: ":")
        return (String(parts[0]), String(parts[1]))
    }

    /// The JSON of a file under the repository's root.
    static func read(_ path: String) throws -> JSONValue {
        try JSONReader().read(try #require(Repository.bytes(path), "\(path) is missing"))
    }

    /// One numeric field of one record set to one edge value.
    struct Mutation {
        /// The record's index among the flavour's records.
        let record: Int
        /// The field's index among the record's numeric fields.
        let field: Int
        /// The value it is set to.
        let edge: String
    }

    /// Every mutation of the records (one per numeric field and edge value), grouped by the field's
    /// path and the value, in a seeded order (groups and their members shuffled).
    static func mutationGroups(of records: [JSONValue], _ generator: inout SplitMix64) -> [[Mutation]] {
        var groups: [String: [Mutation]] = [:]
        for (record, value) in records.enumerated() {
            for (field, path) in NumericFields.paths(in: value).enumerated() {
                for edge in edges { groups["\(path) \(edge)", default: []].append(Mutation(record: record, field: field, edge: edge)) }
            }
        }
        return groups.keys.sorted().shuffled(using: &generator).map { groups[$0, default: []].shuffled(using: &generator) }
    }

    @Test(arguments: flavours) func everyNumericFieldAtTheEdgesEndsDefinedAndLocated(flavour: String) throws {
        var generator = SplitMix64(seed: 0x6E75_6D65_7269_6373 ^ UInt64(Self.flavours.firstIndex(of: flavour) ?? 0))
        let records = try Self.records(of: flavour)
        let groups = Self.mutationGroups(of: records, &generator)
        try #require(!groups.isEmpty, "\(flavour) has numeric fields to bend")
        let folder = try TemporaryFolder()
        let commands =
            Self.flavours.filter { $0 != flavour }.map { ["convert", "--from", flavour, "--to", $0, "--report", "-"] }
            + [["describe", "--from", flavour]]
        let perCommand = min(groups.count, Self.recordsPerCommand)
        for (number, arguments) in commands.enumerated() {
            // Each command reads the next `perCommand` groups, one mutation of each: every group, with
            // another record of its shape for each command, where there are no more groups than that.
            let sample = (number * perCommand..<(number + 1) * perCommand).map { position in
                let group = groups[position % groups.count]
                let mutation = group[position / groups.count % group.count]
                return NumericFields.replacing(mutation.field, in: records[mutation.record], with: mutation.edge)
            }
            let input = try folder.write("\(number).json", JSONWriter.prettyString(.array(JSONArray(sample))))
            try Self.check(try CommandRun(arguments + [input]), of: arguments)
            // A few of them alone: a run of records that all convert has no error and must not exit 65.
            for (index, record) in sample.prefix(Self.recordsAlonePerCommand).enumerated() {
                let alone = try folder.write("\(number)-\(index).json", JSONWriter.prettyString(record))
                try Self.check(try CommandRun(arguments + [alone]), of: arguments)
            }
        }
    }

    /// A unified event whose TIM source record has a time beyond what milliseconds hold is written
    /// afresh from the event, and the warning points at that time in the input.
    @Test func aSourceRecordWithATimeOutOfRangeIsReportedAtTheTime() throws {
        let golden = try Fixture.text("tim/server/admin-set.unified.json")
        let edited = golden.replacingOccurrences(of: #""MsgTimeStamp": 1727900635"#, with: #""MsgTimeStamp": 9223372036854775807"#)
        try #require(edited != golden)
        let folder = try TemporaryFolder()
        let run = try CommandRun(["convert", "--from", "unified", "--to", "tim:server", "--report", "-", try folder.write("event.json", edited)])
        #expect(run.status == 0)
        #expect(try JSONReader().read(run.output)["MsgTimeStamp"] == 1_727_900_635, "from the event's own time")
        let warnings = try JSONReader().read(run.errors)["diagnostics"]?.arrayValue?.entries.map(\.value) ?? []
        let warning = try #require(warnings.first { $0["code"] == "field-dropped" })
        #expect(warning["path"] == "$.source.record.MsgTimeStamp")
        #expect(warning["line"] == 27 && warning["column"] == 23, "the time's line and column: \(JSONWriter.compactString(warning))")
    }

    /// Expects `run` of the command `arguments` to have ended with a defined status, to have exited
    /// 65 only with an error reported, and to have located every error it reported.
    static func check(_ run: CommandRun, of arguments: [String]) throws {
        let command = arguments.joined(separator: " ")
        #expect(definedStatuses.contains(run.status), "\(command): exit \(run.status)")
        let errors = try errors(of: run, reported: arguments.contains("--report"))
        #expect(run.status != 65 || !errors.isEmpty, "\(command): exit 65 with no error reported")
        for error in errors where !error.isLocated {
            Issue.record("\(command): an error without file, record, line, column or path: \(error.text)")
        }
    }

    /// The errors a run reported: from its JSON report, or from the diagnostic lines on standard error.
    static func errors(of run: CommandRun, reported: Bool) throws -> [ReportedError] {
        guard reported else {
            return run.errors.split(separator: "\n").filter { $0.contains(" error[") }.map { ReportedError(line: String($0)) }
        }
        let report = try JSONReader().read(run.errors)
        let diagnostics = report["diagnostics"]?.arrayValue?.entries.map(\.value) ?? []
        return diagnostics.filter { $0["severity"] == "error" }.map(ReportedError.init(diagnostic:))
    }
}

extension NumericEdgeTests {
    /// An error a run reported, and whether it says where it is.
    struct ReportedError {
        /// The error as reported, for messages.
        let text: String
        /// Whether it names its file, record, line, column and JSON path.
        let isLocated: Bool

        /// An error of a JSON report: located when it has every location member.
        init(diagnostic: JSONValue) {
            text = JSONWriter.compactString(diagnostic)
            isLocated =
                diagnostic["file"]?.stringValue != nil && ["record", "line", "column"].allSatisfy { diagnostic[$0]?.numberValue != nil }
                && diagnostic["path"]?.stringValue?.hasPrefix("$") == true
        }

        /// An error printed on standard error: `file:line:column: record N: at $.path: error[code]: message`.
        init(line: String) {
            text = line
            isLocated = line.contains(#/^[^:]+:\d+:\d+: record \d+: at \$.*: error\[/#)
        }
    }

    /// The numeric fields of a record, in document order: its JSON numbers and its strings of digits
    /// (which decoders read as integers: IDs, times), also inside strings that hold a JSON document
    /// (NIM's `attach`).
    enum NumericFields {
        /// The paths of `value`'s numeric fields, in document order, without array indices (`$.list[].id`):
        /// the fields of records of one shape have the same paths.
        static func paths(in value: JSONValue, at path: String = "$") -> [String] {
            switch value {
            case .number:
                return [path]
            case .string(let text) where isDigits(text):
                return [path]
            case .string(let text) where text.hasPrefix("{") || text.hasPrefix("["):
                return (try? JSONReader().read(text)).map { paths(in: $0, at: path + "~") } ?? []
            case .object(let object):
                return object.members.flatMap { paths(in: $0.value, at: path + "." + $0.key) }
            case .array(let array):
                return array.entries.flatMap { paths(in: $0.value, at: path + "[]") }
            case .null, .bool, .string:
                return []
            }
        }

        /// `value` with numeric field `index` (from 0, in document order) set to `edge`: a number to the
        /// number, a string of digits to the string of its digits.
        static func replacing(_ index: Int, in value: JSONValue, with edge: String) -> JSONValue {
            var left = index
            return replacing(in: value, left: &left, with: edge)
        }

        /// `value` with the numeric field `left` fields on set to `edge`, counting `left` down past each.
        private static func replacing(in value: JSONValue, left: inout Int, with edge: String) -> JSONValue {
            switch value {
            case .number:
                defer { left -= 1 }
                return left == 0 ? .number(JSONNumber(uncheckedText: edge)) : value
            case .string(let text) where isDigits(text):
                defer { left -= 1 }
                return left == 0 ? .string(edge) : value
            case .string(let text) where text.hasPrefix("{") || text.hasPrefix("["):
                guard let document = try? JSONReader().read(text) else { return value }
                let before = left
                let replaced = replacing(in: document, left: &left, with: edge)
                return before >= 0 && left < 0 ? .string(JSONWriter.compactString(replaced)) : value
            case .object(var object):
                for index in object.members.indices {
                    object.members[index].value = replacing(in: object.members[index].value, left: &left, with: edge)
                }
                return .object(object)
            case .array(var array):
                for index in array.entries.indices {
                    array.entries[index].value = replacing(in: array.entries[index].value, left: &left, with: edge)
                }
                return .array(array)
            case .null, .bool, .string:
                return value
            }
        }

        /// Whether `text` is an integer's digits, with an optional minus sign.
        private static func isDigits(_ text: String) -> Bool {
            let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
            return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
        }
    }
}
