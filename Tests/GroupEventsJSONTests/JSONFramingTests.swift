import GroupEventsJSON
import Testing

@Suite struct JSONFramingTests {
    @Test(arguments: ["jsonl", "ndjson", "JSONL", "NDJson"])
    func linesExtensionsMeanLines(_ fileExtension: String) {
        #expect(JSONFraming(fileExtension: fileExtension) == .lines)
    }

    @Test(arguments: ["json", "JSON", "txt", ""])
    func otherExtensionsLeaveTheFramingToDetection(_ fileExtension: String) {
        #expect(JSONFraming(fileExtension: fileExtension) == nil)
    }
}
