import GroupEventsJSON
import Testing

@Suite struct JSONNumberTests {
    @Test(arguments: ["0", "-0", "12", "1.50", "1e5", "1E+2", "-0.5e-7", "123456789012345678901234567890"])
    func acceptsValidText(_ text: String) {
        #expect(JSONNumber(text: text)?.text == text)
    }

    @Test(arguments: ["", "-", "01", "+1", ".5", "1.", "1e", "1e+", "0x1", "NaN", " 1", "1 "])
    func rejectsInvalidText(_ text: String) {
        #expect(JSONNumber(text: text) == nil)
    }

    @Test func convertsWhenInRange() throws {
        let id = try #require(JSONNumber(text: "7392815520153600001"))
        #expect(id.int64 == 7_392_815_520_153_600_001)
        #expect(id.uint64 == 7_392_815_520_153_600_001)
        #expect(id.isInteger)
        let big = try #require(JSONNumber(text: "18446744073709551616"))
        #expect(big.uint64 == nil)
        #expect(JSONNumber(text: "1.5")?.double == 1.5)
        #expect(JSONNumber(text: "1.5")?.int == nil)
        #expect(JSONNumber(text: "1e2")?.isInteger == false)
        #expect(JSONNumber(-42).text == "-42")
        let integers: [(Int64, String)] = [
            (0, "0"), (7, "7"), (-42, "-42"), (1_718_000_000_265, "1718000000265"), (.max, "9223372036854775807"),
            (.min, "-9223372036854775808"),
        ]
        for (value, text) in integers {
            #expect(JSONNumber(value).text == text)
            // The 64-bit overload says what the generic initializer says.
            #expect(JSONValue.integer(value) == .number(JSONNumber(Int(value))))
        }
    }

    /// Every value, inside the ready-made range of `JSONValue.integer(_: Int64)` and either side of
    /// it, is the same number with the same text as the generic `integer(_:)` gives.
    @Test func readyMadeIntegersAreTheIntegersTheyName() {
        for value in Int64(-20)...1100 {
            #expect(JSONValue.integer(value) == .integer(Int(value)), "integer \(value)")
            #expect(JSONValue.integer(value).numberValue?.text == String(value), "text of integer \(value)")
        }
    }

    @Test func comparesByText() {
        #expect(JSONNumber(text: "1.0") != JSONNumber(text: "1"))
        #expect(JSONNumber(text: "1.50")?.description == "1.50")
    }
}
