import CommandLineArguments

/// Command specs shaped like the `groupevents` subcommands, shared by the tests.
enum Specs {
    static let convert = CommandSpec(
        name: "convert",
        abstract: "Convert group events between formats.",
        options: [
            .option("from", valueName: "VENDOR[:FLAVOUR]|auto", help: "Source format.", required: true),
            .option("to", valueName: "VENDOR[:FLAVOUR]|unified", help: "Target format.", required: true),
            .option("output", short: "o", valueName: "PATH", help: "Where to write."),
            .option("report", valueName: "PATH", help: "Where to write the report."),
            .flag("strict", help: "Fail on the first problem."),
            .option("fallback", valueName: "MODE", help: "Unmapped events.", allowedValues: ["text", "drop"], defaultText: "text"),
            .flag("events-only", help: "Only events."),
            .option("mappings", valueName: "FILE", help: "Extra mappings.", repeatable: true),
            .option("jobs", valueName: "N", help: "Parallel jobs."),
        ],
        positional: .init(name: "INPUT", help: "Input files; '-' reads standard input.")
    )

    static let mappings = CommandSpec(
        name: "mappings",
        abstract: "List the mapping tables.",
        options: [
            .option("format", valueName: "FORMAT", help: "Output format.", allowedValues: ["markdown", "json"], aliases: ["md": "markdown"])
        ]
    )

    /// `convert` with its required options already given, followed by `extra`.
    static func convertArguments(_ extra: String...) -> [String] {
        ["--from", "zim", "--to", "unified"] + extra
    }
}
