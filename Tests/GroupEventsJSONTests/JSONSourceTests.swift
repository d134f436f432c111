import Testing

@testable import GroupEventsJSON

/// Document numbers (`JSONSource.document`) tell a read from every other, so that a writer copies a
/// container only from the bytes it was read from: readers that number their reads themselves
/// (`JSONSource.DocumentNumbers`, a worker's indexed text) never give a number another reader gives,
/// across the ends of their reservations and beside reads numbered one at a time.
@Suite struct JSONSourceTests {
    @Test func readersNeverShareADocumentNumber() {
        var first = JSONSource.DocumentNumbers()
        var second = JSONSource.DocumentNumbers()
        var seen = Set<UInt32>()
        let rounds = Int(JSONSource.DocumentNumbers.reservation) * 2 + 10
        for round in 0..<rounds {
            #expect(seen.insert(first.take()).inserted, "round \(round)")
            #expect(seen.insert(second.take()).inserted, "round \(round)")
            if round % 1000 == 0 { #expect(seen.insert(JSONSource.nextDocument()).inserted, "round \(round)") }
        }
    }

    @Test func eachIndexingIsANewDocument() throws {
        let text = try JSONIndexedText(bytes: Array(#"{"a":[1,2]}"#.utf8))
        var documents = Set<UInt32>()
        for _ in 0..<10 {
            try text.index(Array(#"{"a":[1,2]}"#.utf8), baseOffset: 0)
            documents.insert(text.source.document)
        }
        #expect(documents.count == 10)
    }
}
