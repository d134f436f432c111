import CommandLineArguments
import Testing

@Suite struct ParsedArgumentsTests {
    private func parse(_ extra: String...) throws -> ParsedArguments {
        try ArgumentParser.parse(Specs.convertArguments() + extra, for: Specs.convert)
    }

    @Test func integerWithinRange() throws {
        #expect(try parse("--jobs", "4").integer("jobs", range: 1...64) == 4)
        #expect(try parse("--jobs=+7").integer("jobs") == 7)
        #expect(try parse("--jobs=-3").integer("jobs") == -3)
    }

    @Test func absentIntegerIsNil() throws {
        #expect(try parse().integer("jobs", range: 1...64) == nil)
    }

    @Test func integerErrors() throws {
        #expect(throws: ArgumentError.invalidInteger(option: "--jobs", value: "four", range: 1...64)) {
            try parse("--jobs", "four").integer("jobs", range: 1...64)
        }
        #expect(throws: ArgumentError.invalidInteger(option: "--jobs", value: "65", range: 1...64)) {
            try parse("--jobs", "65").integer("jobs", range: 1...64)
        }
        #expect(throws: ArgumentError.invalidInteger(option: "--jobs", value: "1.5", range: Int.min...Int.max)) {
            try parse("--jobs", "1.5").integer("jobs")
        }
    }

    @Test func undeclaredNameTraps() async {
        await #expect(processExitsWith: .failure) {
            let parsed = try ArgumentParser.parse(Specs.convertArguments(), for: Specs.convert)
            _ = parsed.value("ouput")
        }
    }

    @Test func askingAFlagForItsValueTraps() async {
        await #expect(processExitsWith: .failure) {
            let parsed = try ArgumentParser.parse(Specs.convertArguments(), for: Specs.convert)
            _ = parsed.value("strict")
        }
    }

    @Test func askingAValueOptionAsAFlagTraps() async {
        await #expect(processExitsWith: .failure) {
            let parsed = try ArgumentParser.parse(Specs.convertArguments(), for: Specs.convert)
            _ = parsed.flag("output")
        }
    }
}
