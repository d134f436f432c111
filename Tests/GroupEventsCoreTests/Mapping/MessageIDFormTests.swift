import GroupEventsCore
import GroupEventsJSON
import Testing

/// Which IDs a form holds, read from a `String` or from the bytes of a record, and the warning a
/// writer gives for an ID its form cannot hold.
@Suite struct MessageIDFormTests {
    /// IDs on both sides of what `Int64(_:)` reads.
    static let ids = [
        "0", "5", "+5", "-5", "007", "-0", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
        "-9223372036854775809", "", "-", "+", "+-5", "5-", " 5", "5 ", "1e3", "1.0", "٣", "１２", "144115218907441234-1727600000-643558825",
        "22g_team", "abc",
    ]

    @Test(arguments: ids) func anInt64FormHoldsWhatInt64Reads(id: String) {
        #expect(MessageIDForm.int64.holds(id) == (Int64(id) != nil))
        let fromBytes = Array(id.utf8).withUnsafeBufferPointer { MessageIDForm.int64.holds(utf8: $0) }
        #expect(fromBytes == (Int64(id) != nil))
        #expect(MessageIDForm.text.holds(id))
    }

    @Test func theWarningNamesTheIDAsItCameAndOnlyWhenTheFormCannotHoldIt() throws {
        let writer = FlavourID(vendor: "zim", flavour: "sdk")
        func warning(_ id: String, from vendor: String = "tim") -> Diagnostic? {
            Array(id.utf8).withUnsafeBufferPointer { MessageIDForm.int64.changeOfForm(ofUTF8: $0, from: vendor, writer: writer) }
        }
        #expect(warning("12345") == nil)
        #expect(warning("22g_team", from: "zim") == nil, "the writer's own vendor's IDs are as it wrote them")
        let id = "144115218907441234-1727600000-é"
        let diagnostic = try #require(warning(id))
        #expect(
            diagnostic.message
                == "zim:sdk keeps message IDs as 64-bit integers; tim's message ID \"144115218907441234-1727600000-é\" is not one, and was written as it came"
        )
        #expect(diagnostic.code == .approximated && diagnostic.severity == .warning)
        #expect(diagnostic.fields == [JSONPath(keys: "messageID")])
    }
}
