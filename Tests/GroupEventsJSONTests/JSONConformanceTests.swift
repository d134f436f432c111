import Foundation
import GroupEventsJSON
import Testing

@Suite struct JSONConformanceTests {
    static let accepted = ConformanceCase.all(in: "accept")
    static let rejected = ConformanceCase.all(in: "reject")
    static let implementationDefined = ConformanceCase.all(in: "implementation")

    @Test func corpusIsComplete() {
        #expect(Self.accepted.count >= 40)
        #expect(Self.rejected.count >= 60)
        #expect(Self.implementationDefined.contains { $0.isAccepted })
        #expect(Self.implementationDefined.contains { !$0.isAccepted })
    }

    @Test(arguments: accepted + implementationDefined.filter(\.isAccepted))
    func accepts(_ testCase: ConformanceCase) throws {
        let value = try JSONReader().read(testCase.bytes)
        let written = JSONWriter.compactBytes(value)
        #expect(try JSONReader().read(written) == value)
        if testCase.isCanonical {
            #expect(written == testCase.bytes)
        } else {
            #expect(written != testCase.bytes)
        }
        #expect(try JSONReader().read(Array(JSONWriter.prettyString(value).utf8)) == value)

        let (read, source) = try JSONReader().readWithSource(testCase.bytes)
        var copier = JSONWriter(source: source)
        copier.write(read)
        #expect(try JSONReader().read(copier.bytes) == value)
        let hasWhitespace = testCase.bytes.contains { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
        if !hasWhitespace, read.objectValue != nil || read.arrayValue != nil {
            #expect(copier.bytes == testCase.bytes, "compact text is copied byte for byte, escapes included")
        }
    }

    @Test(arguments: rejected + implementationDefined.filter { !$0.isAccepted })
    func rejects(_ testCase: ConformanceCase) throws {
        let expected = try #require(testCase.expectedReason, "the file name must start with a reason")
        let error = try #require(syntaxError(testCase.bytes))
        #expect(error.reason == expected, "\(error.message)")
        #expect((0...testCase.bytes.count).contains(error.offset))
        #expect(!error.message.isEmpty)
    }
}
