import Foundation
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

@testable import GroupEvents

@testable import GroupEventsCommand

/// Every output file is valid JSON of its framing, lays records out as its input did, and the report
/// ties every output record to its input record.
@Suite struct FramedOutputTests {
    let kicked = "zim/sdk/members-kicked-two-web.json"
    let muted = "zim/sdk/member-muted-until-web.json"

    @Test func aSingleRecordThatIsNotWrittenLeavesNoFile() throws {
        let folder = try TemporaryFolder()
        let dropped = try CommandRun([
            "convert", "--from", "zim", "--to", "zim:callback", "--report", folder.path("report.json"), "-o", folder.path("out.json"),
            Fixture.path(muted),
        ])
        #expect(dropped.status == 0, "\(dropped.errors)")
        #expect(folder.files() == ["report.json"], "no empty, invalid .json file")
        let report = try JSONReader().read(try #require(folder.read("report.json")))
        let output = try #require(report["outputs"]?.arrayValue?.first)
        #expect(output["output"] == .null)
        #expect(output["notWritten"] == .array([1]))
        let bad = try folder.write("bad.json", "{\"type\": 32, \"event\": \"six\"}")
        let failed = try CommandRun(["convert", "--from", "zim", "--to", "unified", "-o", folder.path("bad-out/"), bad])
        #expect(failed.status == 65)
        #expect(folder.files().filter { $0.hasPrefix("bad-out") }.isEmpty)
    }

    @Test func everyOutputIsValidJSONAndTheReportMapsItsRecords() throws {
        let folder = try TemporaryFolder()
        let good = try Fixture.text(kicked)
        let input = try folder.write("mixed.json", "[\(good), {\"type\": 32, \"event\": \"six\"}, \(try Fixture.text(muted)), \(good)]")
        let run = try CommandRun([
            "convert", "--from", "zim", "--to", "zim:callback", "--fallback", "drop", "--report", folder.path("r.json"), "-o",
            folder.path("out.json"), input,
        ])
        #expect(run.status == 65)
        let output = try JSONReader().read(try #require(folder.read("out.json")))
        #expect(output.arrayValue?.count == 2)
        let report = try JSONReader().read(try #require(folder.read("r.json")))
        let entry = try #require(report["outputs"]?.arrayValue?.first)
        #expect(entry["input"] == .string(input))
        #expect(entry["output"] == .string(folder.path("out.json")))
        #expect(entry["records"] == 4)
        #expect(entry["written"] == 2)
        #expect(entry["notWritten"] == .array([2, 3]), "output record k is the k-th input record not listed here")
        #expect(entry["several"] == .array([]), "no record gave several output records")
    }

    @Test func anInputWithNoRecordWrittenLeavesNoFile() throws {
        let folder = try TemporaryFolder()
        let bad = #"{"type":32,"event":"x"}"#
        let good = try JSONWriter.compactString(JSONReader().read(try Fixture.text(kicked)))
        let inputs = [
            try folder.write("in/empty-array.json", "[]"), try folder.write("in/failing-array.json", "[\(bad),\(bad)]"),
            // A .json file of records one per line is NDJSON, and written as NDJSON under the same name.
            try folder.write("in/failing-lines.json", "\(bad)\n\(bad)\n"), try folder.write("in/failing-single.json", bad),
            try folder.write("in/empty.ndjson", ""), try folder.write("in/good-lines.json", "\(good)\n\(bad)\n"),
        ]
        try folder.write("out/failing-array.json", "[1]")  // an earlier run's output
        let run = try CommandRun(["convert", "--from", "zim", "--to", "unified", "-o", folder.path("out/"), "--report", folder.path("r.json")] + inputs)
        #expect(run.status == 65, "\(run.errors)")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path("out")).sorted()
        #expect(written == ["good-lines.json"], "no empty, invalid or stale file, and no temporary file")
        #expect(run.errors.contains("failing-array.json: removed; it held an earlier run's output"), "\(run.errors)")
        let lines = try #require(folder.read("out/good-lines.json")).split(separator: "\n")
        #expect(lines.count == 1, "NDJSON in, NDJSON out")
        let report = try JSONReader().read(try #require(folder.read("r.json")))
        #expect(report["outputs"]?.arrayValue?.map { $0["output"] } == [.null, .null, .null, .null, .null, .string(folder.path("out/good-lines.json"))])
        let standardOutput = try CommandRun(["convert", "--from", "zim", "--to", "unified", inputs[0]])
        #expect(standardOutput.output == "[]\n", "standard output still gets an empty array: it is no file")
    }

    @Test(arguments: [
        ("one line from a file", false),
        ("one line from standard input", true),
    ])
    func aOneLineRecordStaysOneLine(_ label: String, _ fromStandardInput: Bool) throws {
        let folder = try TemporaryFolder()
        let compact = try JSONWriter.compactString(JSONReader().read(try Fixture.text(kicked)))
        let path = try folder.write("one.json", compact)
        let run = try CommandRun(
            ["convert", "--from", "zim", "--to", "zim"] + (fromStandardInput ? [] : [path]), input: fromStandardInput ? compact : "")
        #expect(run.status == 0)
        #expect(run.output == compact + "\n", "\(label)")
    }

    @Test func aPrettyRecordStaysPretty() throws {
        let pretty = try Fixture.text(kicked)
        let run = try CommandRun(["convert", "--from", "zim", "--to", "zim"], input: pretty)
        #expect(run.output.split(separator: "\n").count > 5)
        #expect(try JSONReader().read(run.output) == JSONReader().read(pretty))
    }

    @Test func arraysKeepTheirLayout() throws {
        let record = try JSONWriter.compactString(JSONReader().read(try Fixture.text(kicked)))
        let oneLine = try CommandRun(["convert", "--from", "zim", "--to", "zim"], input: "[\(record),\(record)]")
        #expect(oneLine.output == "[\(record),\(record)]\n")
        let perLine = try CommandRun(["convert", "--from", "zim", "--to", "zim"], input: "[\n\(record),\n\(record)\n]\n")
        #expect(perLine.output == "[\n  \(record),\n  \(record)\n]\n")
        let prettyInput = "[\n" + (try Fixture.text(kicked)) + "]"
        let pretty = try CommandRun(["convert", "--from", "zim", "--to", "zim"], input: prettyInput)
        #expect(pretty.output.hasPrefix("[\n  {\n    \""), "records pretty and nested: \(pretty.output.prefix(40))")
        #expect(try JSONReader().read(pretty.output) == JSONReader().read(prettyInput))
    }

    @Test func linesStayOneRecordPerLine() throws {
        let text = try Fixture.text("streams/zim-group-history.ndjson")
        let fromFile = try CommandRun(["convert", "--from", "zim", "--to", "zim", Fixture.path("streams/zim-group-history.ndjson")])
        let fromStandardInput = try CommandRun(["convert", "--from", "zim", "--to", "zim"], input: text)
        #expect(fromFile.output == text)
        #expect(fromStandardInput.output == text)
    }

    @Test func anNDJSONNameGetsOneRecordPerLineWhateverTheInput() throws {
        let folder = try TemporaryFolder()
        let run = try CommandRun([
            "convert", "--from", "zim", "--to", "unified", "-o", folder.path("arr.ndjson"), Fixture.path("streams/zim-group-history.json"),
        ])
        #expect(run.status == 0, "\(run.errors)")
        let lines = try #require(folder.read("arr.ndjson")).split(separator: "\n")
        #expect(lines.count == 12)
        #expect(try lines.allSatisfy { try JSONReader().read(String($0)).objectValue != nil })
        #expect(try CommandRun(["validate", folder.path("arr.ndjson")]).status == 0, "the tool reads its own output")
    }

    @Test func aFileFromAnEarlierRunIsRemovedWhenThisRunWritesNothingThere() throws {
        let folder = try TemporaryFolder()
        try folder.write("out.json", "{\"x\": 1}")
        let run = try CommandRun(["convert", "--from", "zim", "--to", "zim:callback", "-o", folder.path("out.json"), Fixture.path(muted)])
        #expect(run.status == 0)
        #expect(folder.files().isEmpty, "an old output is not this run's output")
        #expect(run.errors.contains("\(folder.path("out.json")): removed; it held an earlier run's output"), "and it says so: \(run.errors)")
        try folder.write("kept.json", "{\"x\": 1}")
        let strict = try CommandRun(["convert", "--from", "zim", "--to", "zim:callback", "--strict", "-o", folder.path("kept.json"), Fixture.path(muted)])
        #expect(strict.status == 1)
        #expect(folder.read("kept.json") == "{\"x\": 1}", "a failed --strict run changes nothing")
    }

    func written(_ framing: JSONFraming, _ layout: RecordLayout, _ values: [JSONValue]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appending(component: "framed-\(UUID().uuidString).json").path
        let file = try OutputFile(destination: path)
        let output = FramedOutput(sink: file.sink, framing: framing, layout: layout)
        let style = output.recordStyle
        try output.append(
            outputsOf: OutputBytes(
                values.map { value in
                    var writer = JSONWriter(style: style)
                    writer.write(value)
                    return writer.bytes
                }))
        try output.finish()
        try file.commit()
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    let events: [JSONValue] = [.object(["kind": "group.profileChanged", "note": "a\nb"]), .object(["kind": "group.ownerTransferred"])]

    @Test func aSingleObjectThatGaveSeveralIsWrittenAsOneArray() throws {
        let pretty = try written(.single, .pretty, events)
        #expect(try JSONReader().read(pretty) == .array(JSONArray(events)))
        #expect(pretty.contains("\n    \"kind\": \"group.ownerTransferred\""), "indented inside the array: \(pretty)")
        let compact = try written(.single, .compact, events)
        #expect(compact == JSONWriter.compactString(.array(JSONArray(events))) + "\n", "a one-line input stays one line")
    }

    @Test func aSingleObjectThatGaveOneStaysAnObject() throws {
        #expect(try JSONReader().read(try written(.single, .pretty, [events[0]])) == events[0])
    }

    @Test func linesGetOneLinePerOutput() throws {
        #expect(try written(.lines, .pretty, events).split(separator: "\n").count == 2)
    }
}
