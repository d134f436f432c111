import GroupEventsCore
import GroupEventsJSON
import Testing

/// `ObjectKeySet` and `FieldReader.keys(notIn:)`: a record's keys outside a set, found alike in an
/// indexed text (by their bytes) and in a tree, escaped keys and keys of every length included.
@Suite struct ObjectKeySetTests {
    static let known: ObjectKeySet = ["type", "conversationType", "isBroadcastMessage", "", "é"]

    @Test func holdsExactlyItsKeys() {
        for key in ["type", "conversationType", "isBroadcastMessage", "", "é"] { #expect(Self.known.contains(key), "\(key)") }
        // Same lengths as keys of the set, other bytes; a prefix; a longer key; a key of no length the set has.
        for key in ["typo", "conversationTypo", "isBroadcastMessagE", "typ", "types", "x", "e"] { #expect(!Self.known.contains(key), "\(key)") }
    }

    @Test func aRecordsKeysOutsideTheSetAreFoundInTextAndTree() throws {
        let text = #"{"type":32,"conversati\u006fnType":2,"extra":1,"":0,"\u00e9":1,"isBroadcastMessage":false,"xé":[{"type":1}]}"#
        let indexed = try JSONIndexedText(bytes: Array(text.utf8))
        let tree = try JSONReader().read(Array(text.utf8))
        #expect(try FieldReader(record: indexed.root).keys(notIn: Self.known) == ["extra", "xé"])
        #expect(try FieldReader(record: tree).keys(notIn: Self.known) == ["extra", "xé"])
        #expect(try FieldReader(record: indexed.root).keys(notIn: []) == ["type", "conversationType", "extra", "", "é", "isBroadcastMessage", "xé"])
    }
}
