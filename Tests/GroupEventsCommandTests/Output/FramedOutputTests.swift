import Foundation
import GroupEventsJSON
import Testing

@testable import GroupEventsCommand

/// A single-object input whose record gave several events is still one JSON value on output.
@Suite struct FramedOutputTests {
    func written(_ framing: JSONFraming, _ values: [JSONValue]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appending(component: "framed-\(UUID().uuidString).json").path
        let file = try AtomicFile(destination: path)
        let output = FramedOutput(sink: file.sink, framing: framing)
        let style = output.recordStyle
        try output.append(outputsOf: values.map { value in
            var writer = JSONWriter(style: style)
            writer.write(value)
            return writer.bytes
        })
        try output.finish()
        try file.commit()
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    let events: [JSONValue] = [.object(["kind": "group.profileChanged", "note": "a\nb"]), .object(["kind": "group.ownerTransferred"])]

    @Test func aSingleObjectThatGaveSeveralIsWrittenAsOneArray() throws {
        let text = try written(.single, events)
        #expect(try JSONReader().read(text) == .array(JSONArray(events)))
        #expect(text.contains("\n    \"kind\": \"group.ownerTransferred\""), "indented inside the array: \(text)")
    }

    @Test func aSingleObjectThatGaveOneStaysAnObject() throws {
        #expect(try JSONReader().read(try written(.single, [events[0]])) == events[0])
    }

    @Test func linesGetOneLinePerOutput() throws {
        #expect(try written(.lines, events).split(separator: "\n").count == 2)
    }
}
