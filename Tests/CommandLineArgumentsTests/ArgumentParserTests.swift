import CommandLineArguments
import Testing

/// The error `arguments` raise when parsed for `command`, or nil when they parse.
private func parseError(_ arguments: [String], for command: CommandSpec = Specs.convert) -> ArgumentError? {
    do {
        _ = try ArgumentParser.parse(arguments, for: command)
        return nil
    } catch {
        return error
    }
}

@Suite struct ArgumentParserTests {
    @Test func valuesInAllForms() throws {
        let parsed = try ArgumentParser.parse(
            ["--from=zim:v2", "--to", "unified", "-o", "out.json", "--report=r.txt", "a.json"], for: Specs.convert
        )
        #expect(parsed.value("from") == "zim:v2")
        #expect(parsed.value("to") == "unified")
        #expect(parsed.value("output") == "out.json")
        #expect(parsed.value("report") == "r.txt")
        #expect(parsed.value("jobs") == nil)
        #expect(parsed.values("jobs").isEmpty)
        #expect(parsed.positionals == ["a.json"])
        #expect(!parsed.helpRequested)
    }

    @Test func valueKeepsEverythingAfterTheFirstEquals() throws {
        let parsed = try ArgumentParser.parse(Specs.convertArguments("--output=a=b"), for: Specs.convert)
        #expect(parsed.value("output") == "a=b")
    }

    @Test func flagsArePresentOrAbsent() throws {
        let parsed = try ArgumentParser.parse(Specs.convertArguments("--strict"), for: Specs.convert)
        #expect(parsed.flag("strict"))
        #expect(!parsed.flag("events-only"))
    }

    @Test func optionsAndPositionalsMayInterleave() throws {
        let parsed = try ArgumentParser.parse(["a", "--from", "zim", "b", "--to", "unified", "c"], for: Specs.convert)
        #expect(parsed.positionals == ["a", "b", "c"])
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try ArgumentParser.parse(Specs.convertArguments("--", "--strict", "-o", "--help", "--"), for: Specs.convert)
        #expect(!parsed.flag("strict"))
        #expect(parsed.value("output") == nil)
        #expect(!parsed.helpRequested)
        #expect(parsed.positionals == ["--strict", "-o", "--help", "--"])
    }

    @Test func loneDashIsPositionalOrValue() throws {
        let parsed = try ArgumentParser.parse(Specs.convertArguments("-", "--output", "-"), for: Specs.convert)
        #expect(parsed.positionals == ["-"])
        #expect(parsed.value("output") == "-")
    }

    @Test func repeatableOptionKeepsEveryValueInOrder() throws {
        let parsed = try ArgumentParser.parse(
            Specs.convertArguments("--mappings", "a.json", "--mappings=b.json", "--mappings", "c.json"), for: Specs.convert
        )
        #expect(parsed.values("mappings") == ["a.json", "b.json", "c.json"])
        #expect(parsed.value("mappings") == "c.json")
    }

    @Test func allowedValueIsAccepted() throws {
        let parsed = try ArgumentParser.parse(Specs.convertArguments("--fallback", "drop"), for: Specs.convert)
        #expect(parsed.value("fallback") == "drop")
    }

    @Test(arguments: [["--help"], ["-h"], ["--from", "zim", "--help"], ["--form", "x", "-h", "--strict=yes"], ["-h", "--", "x"]])
    func helpWinsOverEverythingBeforeDoubleDash(arguments: [String]) throws {
        let parsed = try ArgumentParser.parse(arguments, for: Specs.convert)
        #expect(parsed.helpRequested)
        #expect(parsed.positionals.isEmpty)
        #expect(parsed.value("from") == nil)
    }

    @Test func helpWorksForCommandsWithoutPositionals() throws {
        #expect(try ArgumentParser.parse(["--help"], for: Specs.mappings).helpRequested)
    }

    @Test func helpAfterAValueOptionIsStillHelp() throws {
        #expect(try ArgumentParser.parse(["--output", "-h"], for: Specs.convert).helpRequested)
    }

    @Test func optionValueSpelledLikeHelpIsAValue() throws {
        let parsed = try ArgumentParser.parse(Specs.convertArguments("--output=--help"), for: Specs.convert)
        #expect(!parsed.helpRequested)
        #expect(parsed.value("output") == "--help")
    }

    @Test func unknownOptionSuggestsTheClosest() {
        #expect(parseError(["--form", "zim"]) == .unknownOption("--form", suggestion: "--from"))
        #expect(parseError(["--ouptut=x"]) == .unknownOption("--ouptut", suggestion: "--output"))
        #expect(parseError(["--hepl"]) == .unknownOption("--hepl", suggestion: "--help"))
        #expect(parseError(["--mapping", "m"]) == .unknownOption("--mapping", suggestion: "--mappings"))
    }

    @Test func unknownOptionWithoutCloseMatch() {
        #expect(parseError(["--verbose"]) == .unknownOption("--verbose", suggestion: nil))
        #expect(parseError(["-x"]) == .unknownOption("-x", suggestion: nil))
    }

    @Test func singleDashLongNameSuggestsDoubleDash() {
        #expect(parseError(["-strict"]) == .unknownOption("-strict", suggestion: "--strict"))
    }

    @Test func attachedShortValueIsNotSupported() {
        #expect(parseError(["-oout.json"]) == .unknownOption("-oout.json", suggestion: nil))
        #expect(parseError(["-o=out.json"]) == .unknownOption("-o=out.json", suggestion: nil))
    }

    @Test(arguments: [
        ["--jobs"],
        ["--jobs", "--strict"],
        ["-o"],
        ["--output="],
        ["--output", ""],
        ["--jobs", "-x"],
    ])
    func missingValue(extra: [String]) {
        let option = extra[0] == "-o" || extra[0].hasPrefix("--output") ? "--output" : "--jobs"
        #expect(parseError(Specs.convertArguments() + extra) == .missingValue(option: option))
    }

    @Test func aNegativeNumberIsAValueSoItsRangeCanBeChecked() throws {
        let parsed = try ArgumentParser.parse(Specs.convertArguments() + ["--jobs", "-1"], for: Specs.convert)
        #expect(parsed.value("jobs") == "-1")
        #expect(throws: ArgumentError.invalidInteger(option: "--jobs", value: "-1", range: 1...64)) {
            try parsed.integer("jobs", range: 1...64)
        }
        #expect(ArgumentError.invalidInteger(option: "--jobs", value: "-1", range: 1...64).description == "'--jobs' must be an integer from 1 to 64 (got '-1')")
    }

    @Test func anAliasStandsForItsAllowedValue() throws {
        #expect(try ArgumentParser.parse(["--format", "md"], for: Specs.mappings).value("format") == "markdown")
        #expect(try ArgumentParser.parse(["--format=md"], for: Specs.mappings).value("format") == "markdown")
        #expect(throws: ArgumentError.self) { try ArgumentParser.parse(["--format", "mdx"], for: Specs.mappings) }
    }

    @Test func missingValueIsReportedBeforeRequiredOptions() {
        #expect(parseError(["--from", "--to", "unified"]) == .missingValue(option: "--from"))
    }

    @Test func flagRejectsAValue() {
        #expect(parseError(Specs.convertArguments("--strict=yes")) == .unexpectedValue(option: "--strict"))
    }

    @Test func valueOutsideAllowedList() {
        #expect(
            parseError(Specs.convertArguments("--fallback", "keep"))
                == .invalidValue(option: "--fallback", value: "keep", allowed: ["text", "drop"])
        )
    }

    @Test func repeatedOptionIsRejectedUnlessRepeatable() {
        #expect(parseError(Specs.convertArguments("-o", "a", "--output=b")) == .repeatedOption("--output"))
        #expect(parseError(Specs.convertArguments("--strict", "--strict")) == .repeatedOption("--strict"))
        #expect(parseError(["--from", "a", "--from", "b", "--to", "c"]) == .repeatedOption("--from"))
    }

    @Test func requiredOptionsAreChecked() {
        #expect(parseError(["--to", "unified"]) == .missingRequiredOptions(["--from"]))
        #expect(parseError(["in.json"]) == .missingRequiredOptions(["--from", "--to"]))
    }

    @Test func positionalsRejectedWhenTheCommandTakesNone() throws {
        #expect(parseError(["--format", "json", "extra"], for: Specs.mappings) == .unexpectedArgument("extra", command: "mappings"))
        #expect(parseError(["--", "--format"], for: Specs.mappings) == .unexpectedArgument("--format", command: "mappings"))
        #expect(parseError(["-"], for: Specs.mappings) == .unexpectedArgument("-", command: "mappings"))
        #expect(try ArgumentParser.parse([], for: Specs.mappings).positionals.isEmpty)
    }

    @Test func firstProblemInOrderIsReported() {
        #expect(parseError(["--form", "x", "--fallback", "keep"]) == .unknownOption("--form", suggestion: "--from"))
        #expect(parseError(["--fallback", "keep", "--form", "x"]) == .invalidValue(option: "--fallback", value: "keep", allowed: ["text", "drop"]))
    }

    @Test func commandLookup() throws {
        let commands = [Specs.convert, Specs.mappings]
        #expect(try ArgumentParser.command(named: "mappings", in: commands).name == "mappings")
        #expect(throws: ArgumentError.unknownCommand("convrt", suggestion: "convert")) {
            try ArgumentParser.command(named: "convrt", in: commands)
        }
        #expect(throws: ArgumentError.unknownCommand("frobnicate", suggestion: nil)) {
            try ArgumentParser.command(named: "frobnicate", in: commands)
        }
    }
}
