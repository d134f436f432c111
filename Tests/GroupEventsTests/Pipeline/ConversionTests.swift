import Foundation
import GroupEvents
import GroupEventsTestSupport
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The library's pipeline: every source gives the same records, every sink gets them, in order,
/// and what a run says as it goes (diagnostics, progress) reaches the program.
@Suite struct ConversionTests {
    /// A conversion of TIM web records to ZIM's SDK form on two workers, in batches of the default size.
    static func conversion(_ options: RunOptions = RunOptions()) throws -> Conversion {
        var options = options
        options.jobs = 2
        return Conversion(try FlavourConverter(from: "tim:web", to: "zim:sdk"), options: options)
    }

    static let stream = "Fixtures/streams/tim-group-history.ndjson"
    static var bytes: [UInt8] { Repository.bytes(stream)! }

    /// The records a function sink gets from `source`.
    static func records(from source: RecordSource, options: RunOptions = RunOptions()) throws -> [ConvertedRecord] {
        let collected = Mutex<[ConvertedRecord]>([])
        _ = try conversion(options).run(from: source, to: .each { record in collected.withLock { $0.append(record) } })
        return collected.withLock { $0 }
    }

    @Test func everySourceGivesTheRecordsAFileGives() async throws {
        let path = Repository.root.appending(path: Self.stream).path
        let expected = try Self.records(from: .file(path)).map(\.bytes)
        #expect(expected.count >= 10)
        #expect(try Self.records(from: .path(path)).map(\.bytes) == expected)
        #expect(try Self.records(from: .bytes(Self.bytes, name: "history.ndjson")).map(\.bytes) == expected)
        // Chunks cut anywhere, records spanning them.
        let chunks = stride(from: 0, to: Self.bytes.count, by: 7).map { Array(Self.bytes[$0..<min($0 + 7, Self.bytes.count)]) }
        #expect(try Self.records(from: .chunks(chunks, name: "history.ndjson")).map(\.bytes) == expected)
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        #expect(try Self.records(from: .descriptor(descriptor, name: "history.ndjson")).map(\.bytes) == expected)
        let values = try Self.bytes.split(separator: UInt8(ascii: "\n")).map { try JSONReader().read(Array($0)) }
        #expect(try Self.records(from: .records(values)).map(\.bytes) == expected)

        let collected = Mutex<[[UInt8]]>([])
        let asyncChunks = AsyncStream<[UInt8]> { continuation in
            for chunk in chunks { continuation.yield(chunk) }
            continuation.finish()
        }
        _ = try await Self.conversion().run(chunks: asyncChunks, name: "history.ndjson", to: .each { record in collected.withLock { $0.append(record.bytes) } })
        #expect(collected.withLock { $0 } == expected)
        collected.withLock { $0 = [] }
        let asyncValues = AsyncStream<JSONValue> { continuation in
            for value in values { continuation.yield(value) }
            continuation.finish()
        }
        _ = try await Self.conversion().run(records: asyncValues, to: .each { record in collected.withLock { $0.append(record.bytes) } })
        #expect(collected.withLock { $0 } == expected)

        var read: [[UInt8]] = []
        for try await record in try Self.conversion().records(from: [.file(path)]) { read.append(record.bytes) }
        #expect(read == expected)
    }

    @Test func fileFolderAndDescriptorSinksWriteTheSameRecords() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write("in/history.ndjson", String(decoding: Self.bytes, as: UTF8.self))
        let expected = try Self.records(from: .file(input)).map { $0.text + "\n" }.joined()

        let summary = try Self.conversion().run(from: .file(input), to: .file(folder.path("one.ndjson")))
        #expect(folder.read("one.ndjson") == expected)
        #expect(summary.records == 12)
        _ = try Self.conversion().run(from: .folder(folder.path("in")), to: .folder(folder.path("mirror")))
        #expect(folder.read("mirror/history.ndjson") == expected)
        let descriptor = open(folder.path("fd.ndjson"), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        _ = try Self.conversion().run(from: .bytes(Self.bytes, name: "history.ndjson"), to: .descriptor(descriptor))
        close(descriptor)
        #expect(folder.read("fd.ndjson") == expected)
    }

    @Test func aFunctionSinkThatThrowsStopsTheRun() throws {
        struct Full: Error {}
        let calls = Mutex(0)
        #expect(throws: RunFailure.self) {
            _ = try Self.conversion().run(
                from: .bytes(Self.bytes, name: "history.ndjson"),
                to: .each { _ in
                    let call = calls.withLock { count in
                        count += 1
                        return count
                    }
                    guard call < 3 else { throw Full() }
                })
        }
        #expect(calls.withLock { $0 } == 3)
    }

    @Test func aLaterPartWithoutItsFirstIsAWarningOfTheRun() throws {
        // The second event of a TIM tip of two (its rename and its owner transfer), in unified JSON,
        // without the first: the record it rides in is not written before it.
        let events = try JSONReader().read(try #require(Repository.bytes("Fixtures/tim/web/group-renamed-owner-transferred.unified.json")))
        let second = try #require(events.arrayValue?.entries.last?.value)
        let diagnostics = Mutex<[Diagnostic]>([])
        var options = RunOptions()
        options.diagnostics = { diagnostic, _ in diagnostics.withLock { $0.append(diagnostic) } }
        var line = JSONWriter()
        line.write(second)
        let written = Mutex<Int>(0)
        _ = try Conversion(try FlavourConverter(from: "unified", to: "tim:web"), options: options)
            .run(from: .bytes(line.bytes + [UInt8(ascii: "\n")], name: "parts.ndjson"), to: .each { _ in written.withLock { $0 += 1 } })
        let lost = diagnostics.withLock { $0 }.filter { $0.message.contains("which was not written before it") }
        #expect(lost.count == 1 && lost.first?.location.file == "parts.ndjson" && lost.first?.location.record == 1)
        #expect(written.withLock { $0 } == 0)
    }

    @Test func diagnosticsAndProgressReachTheProgram() throws {
        let diagnostics = Mutex<[Diagnostic]>([])
        let progress = Mutex<[RunProgress]>([])
        var options = RunOptions()
        options.diagnostics = { diagnostic, _ in diagnostics.withLock { $0.append(diagnostic) } }
        options.progress = { step in progress.withLock { $0.append(step) } }
        let broken = Array(#"{"nope":"#.utf8) + [UInt8(ascii: "\n")] + Self.bytes
        let summary = try Self.conversion(options).run(from: .bytes(broken, name: "broken.ndjson"), to: .each { _ in })
        let first = try #require(diagnostics.withLock { $0.first })
        #expect(first.severity == .error)
        #expect(first.location.file == "broken.ndjson")
        #expect(first.location.record == 1)
        #expect(summary.hasDataError)
        #expect(progress.withLock { $0.last?.bytesRead } == broken.count)
        #expect(progress.withLock { $0.last?.input } == "broken.ndjson")
    }
}
