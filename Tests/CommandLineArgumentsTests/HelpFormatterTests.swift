import CommandLineArguments
import Testing

@Suite struct HelpFormatterTests {
    private let formatter = HelpFormatter(programName: "groupevents")

    @Test func smallCommandHelp() {
        let describe = CommandSpec(
            name: "describe",
            abstract: "Describe group events in sentences.",
            discussion: "Reads each INPUT, or standard input when none is given.\n\nExample:\n  groupevents describe --lang zh-Hans in.json",
            options: [
                .option("lang", valueName: "LANG", help: "Language of the sentences.", allowedValues: ["en", "zh-Hans"], defaultText: "en"),
                .option("from", valueName: "VENDOR[:FLAVOUR]|auto", help: "Source format.", defaultText: "auto"),
                .flag("events-only", help: ""),
            ],
            positional: .init(name: "INPUT", help: "Files to read; '-' is standard input.")
        )
        #expect(
            formatter.help(for: describe) == """
                Usage: groupevents describe [options] [INPUT ...]

                Describe group events in sentences.

                Reads each INPUT, or standard input when none is given.

                Example:
                  groupevents describe --lang zh-Hans in.json

                Arguments:
                  INPUT              Files to read; '-' is standard input.

                Options:
                      --lang LANG    Language of the sentences. (one of: en, zh-Hans; default:
                                     en)
                      --from VENDOR[:FLAVOUR]|auto
                                     Source format. (default: auto)
                      --events-only
                  -h, --help         Show this help.
                """)
    }

    @Test func requiredOptionsAppearInUsageAndLongUsageWraps() {
        let text = formatter.help(for: Specs.convert)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "Usage: groupevents convert --from VENDOR[:FLAVOUR]|auto")
        #expect(lines[1] == "       --to VENDOR[:FLAVOUR]|unified [options] [INPUT ...]")
        #expect(text.contains("\n  INPUT                Input files; '-' reads standard input.\n"))
        #expect(text.contains("\n  -o, --output PATH    Where to write.\n"))
        #expect(text.contains("\n      --from VENDOR[:FLAVOUR]|auto\n                       Source format. (required)\n"))
        #expect(text.contains("\n      --mappings FILE  Extra mappings. (repeatable)\n"))
        #expect(text.contains("\n      --fallback MODE  Unmapped events. (one of: text, drop; default: text)\n"))
        #expect(lines.allSatisfy { $0.count <= 80 })
    }

    @Test func commandWithoutOptionsOrPositionals() {
        let version = CommandSpec(name: "version", abstract: "")
        #expect(
            formatter.help(for: version) == """
                Usage: groupevents version

                Options:
                  -h, --help  Show this help.
                """)
    }

    @Test func longTextWrapsAtTheWidthWithAHangingIndent() {
        let spec = CommandSpec(
            name: "x",
            abstract: "",
            options: [.flag("quiet", short: "q", help: "Say nothing at all unless something goes wrong, and even then say as little as possible.")]
        )
        #expect(
            HelpFormatter(programName: "p", width: 40).help(for: spec) == """
                Usage: p x [options]

                Options:
                  -q, --quiet  Say nothing at all unless
                               something goes wrong, and
                               even then say as little
                               as possible.
                  -h, --help   Show this help.
                """)
    }

    @Test func discussionWrapsEachLineKeepingItsIndent() {
        let spec = CommandSpec(name: "x", abstract: "Do x.", discussion: "  one two three four five six")
        let text = HelpFormatter(programName: "p", width: 16).help(for: spec)
        #expect(text.contains("\n\n  one two three\n  four five six\n\n"))
    }

    @Test func overviewListsCommands() {
        let text = formatter.overview(
            abstract: "Group notifications of several vendors in one model.",
            commands: [Specs.convert, Specs.mappings],
            options: [.flag("version", help: "Show the version.")]
        )
        #expect(
            text == """
                Usage: groupevents COMMAND [options]

                Group notifications of several vendors in one model.

                Commands:
                  convert        Convert group events between formats.
                  mappings       List the mapping tables.

                Options:
                      --version  Show the version.
                  -h, --help     Show this help.

                See 'groupevents help COMMAND' for details.
                """)
    }

    @Test func programNameIsAParameter() {
        let text = HelpFormatter(programName: "ge").overview(abstract: "", commands: [Specs.mappings])
        #expect(text.hasPrefix("Usage: ge COMMAND [options]\n\nCommands:\n"))
        #expect(text.hasSuffix("See 'ge help COMMAND' for details."))
    }
}
