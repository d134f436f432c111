import Foundation
import GroupEventsTestSupport
import Testing

@testable import GroupEvents

/// The progress line: bytes of the input's size with a percentage when the size is known, bytes read
/// when not, the rate and the records; and the meter taking the size from a regular file only.
@Suite struct ProgressMeterTests {
    func line(bytes: Int, size: Int?, interval: Int? = nil, elapsed: Duration = .seconds(1), records: Int = 120_000) -> String {
        ProgressLine(file: "in.ndjson", bytesRead: bytes, size: size, bytesInInterval: interval ?? bytes, elapsed: elapsed, records: records).text
    }

    @Test func aKnownSizeGivesBytesOfTheTotalAndAPercentage() {
        #expect(line(bytes: 12_345_678, size: 52_000_000, elapsed: .milliseconds(300)) == "in.ndjson: 12.3 of 52.0 MB (23.7 %), 41.1 MB/s, 120,000 records")
        #expect(line(bytes: 51_999_999, size: 52_000_000).contains("51.9 of 52.0 MB (99.9 %)"), "rounded down: 100 % only when all was read")
        #expect(line(bytes: 52_000_000, size: 52_000_000).contains("52.0 of 52.0 MB (100.0 %)"))
    }

    @Test func anUnknownSizeGivesTheBytesRead() {
        #expect(line(bytes: 12_345_678, size: nil, elapsed: .milliseconds(300)) == "in.ndjson: 12.3 MB read, 41.1 MB/s, 120,000 records")
        #expect(line(bytes: 60_000_000, size: 52_000_000).hasPrefix("in.ndjson: 60.0 MB read, "), "a file that grew while read")
    }

    @Test func aZeroSizeFileIsAllRead() {
        #expect(line(bytes: 0, size: 0, records: 0) == "in.ndjson: 0.0 of 0.0 MB (100.0 %), 0.0 MB/s, 0 records")
        #expect(line(bytes: 0, size: nil, records: 1) == "in.ndjson: 0.0 MB read, 0.0 MB/s, 1 record")
    }

    @Test func noRateIsShownBeforeAnyTimePassed() {
        #expect(line(bytes: 1_000_000, size: 2_000_000, elapsed: .zero) == "in.ndjson: 1.0 of 2.0 MB (50.0 %), 120,000 records")
        #expect(line(bytes: 1_000_000, size: nil, elapsed: .zero) == "in.ndjson: 1.0 MB read, 120,000 records")
        #expect(
            line(bytes: 3_000_000, size: nil, interval: 1_000_000, elapsed: .milliseconds(500)).contains("3.0 MB read, 2.0 MB/s"), "the rate over the interval")
    }

    @Test func hugeNumbersChangeTheUnitAndNeverOverflow() {
        #expect(line(bytes: 1_500_000_000, size: 4_000_000_000).contains("1.5 of 4.0 GB (37.5 %)"))
        #expect(line(bytes: 999_000_000, size: 2_500_000_000_000).contains("0.0 of 2.5 TB (0.0 %)"))
        #expect(line(bytes: 2_500_000_000_000, size: nil, records: 1_234_567_890).contains("2.5 TB read, 2500000.0 MB/s, 1,234,567,890 records"))
        let extreme = line(bytes: Int.max, size: Int.max, elapsed: .nanoseconds(1), records: Int.max)
        #expect(extreme.contains("9223372.0 of 9223372.0 TB (100.0 %), "), "\(extreme)")
        #expect(extreme.hasSuffix(" MB/s, 9,223,372,036,854,775,807 records"), "\(extreme)")
    }

    @Test func theMeterTakesTheSizeOfARegularFileOnly() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("in.ndjson", String(repeating: "x", count: 4_000_000))
        let fifo = folder.path("pipe.ndjson")
        #expect(mkfifo(fifo, 0o600) == 0)
        let shown = folder.path("shown")
        let descriptor = open(shown, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        defer { close(descriptor) }
        let meter = ProgressMeter(sink: ByteSink(descriptor: descriptor, name: "<stderr>", ownsDescriptor: false), enabled: true)
        meter.update(input: InputFile(path: file), bytes: 1_000_000, records: 5)
        #expect(folder.read("shown") == "", "nothing in the first second")
        Thread.sleep(forTimeInterval: 1.05)
        meter.update(input: InputFile(path: file), bytes: 2_000_000, records: 10)
        #expect(folder.read("shown")?.hasPrefix("\r\u{1B}[K\(file): 2.0 of 4.0 MB (50.0 %), ") == true, "\(folder.read("shown") ?? "")")
        #expect(folder.read("shown")?.hasSuffix(" MB/s, 10 records") == true)
        meter.finish()
        Thread.sleep(forTimeInterval: 0.26)
        meter.update(input: InputFile(path: fifo), bytes: 0, records: 20)
        #expect(
            folder.read("shown")?.hasSuffix("\r\u{1B}[K\r\u{1B}[K\(fifo): 0.0 MB read, 20 records") == true,
            "a FIFO's size of 0 says nothing: \(folder.read("shown") ?? "")")
    }
}
