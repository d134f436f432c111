import CommandLineArguments

/// Options several subcommands take, spelled and explained once.
enum SharedOptions {
    /// `--from`, for commands that read records.
    static func from(required: Bool) -> OptionSpec {
        .option(
            "from", valueName: "VENDOR[:FLAVOUR]|unified|auto", help: "Flavour of the input records.", required: required,
            defaultText: required ? nil : "auto")
    }

    /// `--report FILE`.
    static let report = OptionSpec.option("report", valueName: "PATH", help: "Write a JSON report: counts per kind and outcome, every diagnostic.")

    /// `--mappings FILE`, repeatable.
    static let mappings = OptionSpec.option(
        "mappings", valueName: "FILE", help: "Load another mapping table (merged over the built-in one).", repeatable: true)

    /// `--jobs N`.
    static let jobs = OptionSpec.option("jobs", valueName: "N", help: "Parallel workers; output order never changes.", defaultText: "all cores")

    /// The INPUT arguments.
    static let inputs = CommandSpec.Positional(
        name: "INPUT", help: "Files or folders (*.json, *.jsonl, *.ndjson); none or '-' reads standard input.")
}
