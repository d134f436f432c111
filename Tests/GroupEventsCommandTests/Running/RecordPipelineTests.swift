import Foundation
import GroupEvents
import GroupEventsJSON
import Testing

@testable import GroupEventsCommand

/// Streaming: order across batches and workers, and a bound on a single record's size.
@Suite struct RecordPipelineTests {
    func run(_ pipeline: RecordPipeline, _ text: String) throws -> (framing: JSONFraming?, indices: [Int], problems: [Diagnostic]) {
        let folder = try TemporaryFolder()
        let path = try folder.write("input.ndjson", text)
        var framing: JSONFraming?
        var indices: [Int] = []
        let problems = try pipeline.run(
            InputFile(path: path, relativePath: "input.ndjson"), standardInput: 0,
            begin: { framing = $0 },
            process: { record in ProcessedRecord(outcome: .converted, events: [], outputs: [[UInt8(record.index & 0xFF)]], diagnostics: []) },
            consume: { indices.append(Int($0.outputs[0][0])) })
        return (framing, indices, problems)
    }

    @Test func resultsKeepInputOrderAcrossBatchesAndWorkers() throws {
        let text = (0..<250).map { "{\"n\": \($0)}\n" }.joined()
        let result = try run(RecordPipeline(jobs: 4, batchSize: 64, blockSize: 100), text)
        #expect(result.framing == .lines)
        #expect(result.indices == Array(0..<250))
        #expect(result.problems.isEmpty)
    }

    @Test func anOversizedRecordStopsTheInputWithADiagnostic() throws {
        let huge = "{\"a\": \"" + String(repeating: "x", count: 5000) + "\"}\n"
        let result = try run(RecordPipeline(jobs: 1, blockSize: 512, maximumRecordSize: 1024), "{\"n\": 0}\n" + huge + "{\"n\": 2}\n")
        #expect(result.indices == [0])
        #expect(result.problems.map(\.code) == [.malformedInput])
        #expect(result.problems.first?.message.contains("larger than") == true)
    }
}
