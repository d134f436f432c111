import CommandLineArguments
import Testing

@Suite struct ArgumentErrorTests {
    @Test(arguments: [
        (ArgumentError.unknownOption("--form", suggestion: "--from"), "unknown option '--form'; did you mean '--from'?"),
        (.unknownOption("--verbose", suggestion: nil), "unknown option '--verbose'"),
        (.unknownCommand("convrt", suggestion: "convert"), "unknown command 'convrt'; did you mean 'convert'?"),
        (.unknownCommand("x", suggestion: nil), "unknown command 'x'"),
        (.missingValue(option: "--jobs"), "option '--jobs' needs a value"),
        (.unexpectedValue(option: "--strict"), "option '--strict' does not take a value"),
        (.invalidValue(option: "--fallback", value: "keep", allowed: ["text", "drop"]), "'--fallback' must be one of: text, drop (got 'keep')"),
        (.invalidInteger(option: "--jobs", value: "0", range: 1...64), "'--jobs' must be an integer from 1 to 64 (got '0')"),
        (.invalidInteger(option: "--jobs", value: "0", range: 1...Int.max), "'--jobs' must be an integer of at least 1 (got '0')"),
        (.invalidInteger(option: "--jobs", value: "9", range: Int.min...8), "'--jobs' must be an integer of at most 8 (got '9')"),
        (.invalidInteger(option: "--jobs", value: "x", range: Int.min...Int.max), "'--jobs' must be an integer (got 'x')"),
        (.repeatedOption("--output"), "option '--output' may be given only once"),
        (.missingRequiredOptions(["--from"]), "missing required option '--from'"),
        (.missingRequiredOptions(["--from", "--to"]), "missing required options '--from', '--to'"),
        (.unexpectedArgument("extra", command: "mappings"), "'mappings' takes no arguments (got 'extra')"),
    ])
    func message(error: ArgumentError, expected: String) {
        #expect(error.description == expected)
        #expect("\(error)" == expected)
    }

    @Test func parserErrorsReadWell() {
        do {
            _ = try ArgumentParser.parse(["--form", "zim"], for: Specs.convert)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "unknown option '--form'; did you mean '--from'?")
        }
    }
}
