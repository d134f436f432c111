import GroupEvents
import GroupEventsJSON
import Testing

/// The ready-made integer codes decoding builds its lookups from.
@Suite struct JSONValueCodesTests {
    /// Every value, inside the ready-made range and either side of it, is the same as `.integer`:
    /// the same number with the same text.
    @Test func codesAreTheIntegersTheyName() {
        for value in Int64(-20)...1100 {
            let code = JSONValue.code(value)
            #expect(code == .integer(value), "code \(value)")
            #expect(code.numberValue?.text == String(value), "text of code \(value)")
        }
        #expect(JSONValue.code(.max) == .integer(Int64.max))
        #expect(JSONValue.code(.min) == .integer(Int64.min))
    }
}
