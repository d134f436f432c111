import CommandLineArguments
import GroupEvents

/// Options several subcommands take, spelled and explained once.
enum SharedOptions {
    /// `--from`, for commands that read records.
    static func from(required: Bool) -> OptionSpec {
        .option(
            "from", valueName: "VENDOR[:FLAVOUR]|unified|auto", help: "Flavour of the input records.", required: required,
            defaultText: required ? nil : "auto")
    }

    /// `--report FILE`.
    static let report = OptionSpec.option(
        "report", valueName: "PATH", help: "Write a JSON report: counts per kind and outcome, every diagnostic ('-' is standard error).")

    /// `--lang LANGUAGE`: the language of sentences (`describe`'s lines, `convert`'s fallback texts).
    static func language(of what: String) -> OptionSpec {
        .option(
            "lang", valueName: "LANGUAGE", help: "Language of \(what) (zh is zh-Hans).",
            allowedValues: SentenceLanguage.allCases.map(\.rawValue), aliases: ["zh": "zh-Hans", "zh-CN": "zh-Hans"], defaultText: "en")
    }

    /// `--time-zone NAME`: the zone of times in sentences.
    static let timeZone = OptionSpec.option(
        "time-zone", valueName: "NAME",
        help: "IANA time zone that times in sentences are written in and named by (Asia/Shanghai); UTC is named UTC.", defaultText: "UTC")

    /// `--allow CODE[:PATH]`, repeatable.
    static let allow = OptionSpec.option(
        "allow", valueName: "CODE[:PATH]",
        help: "A diagnostic code, optionally with the JSON path it points at or concerns (and below), that stays in the report and "
            + "its counts but is not printed and does not fail --strict; repeatable (e.g. --allow field-dropped:$.actor.role.raw).",
        repeatable: true)

    /// `--mappings FILE`, repeatable.
    static let mappings = OptionSpec.option(
        "mappings", valueName: "FILE", help: "Load another mapping table (merged over the built-in one).", repeatable: true)

    /// `--id-map FILE`.
    static let idMap = OptionSpec.option(
        "id-map", valueName: "FILE",
        help: "Old → new user and group IDs (JSON {\"users\": {old: new}, \"groups\": {…}}, or CSV kind,old,new); IDs with no entry are kept and counted.")

    /// `--jobs N`.
    static let jobs = OptionSpec.option("jobs", valueName: "N", help: "Parallel workers; output order never changes.", defaultText: "all cores")

    /// `--include GLOB`, repeatable.
    static let include = OptionSpec.option(
        "include", valueName: "GLOB",
        help: "Files a folder walk takes (a pattern without '/' matches the name, with '/' the path below the folder).",
        repeatable: true, defaultText: "*.json, *.jsonl, *.ndjson")

    /// `--exclude GLOB`, repeatable.
    static let exclude = OptionSpec.option(
        "exclude", valueName: "GLOB", help: "Files and folders a folder walk leaves out (wins over --include).", repeatable: true)

    /// The paragraph of help naming every flavour, from the catalog itself.
    static var flavoursParagraph: String {
        "FLAVOURS: \(FlavourCatalog.builtIn.names.joined(separator: ", ")); --from also takes auto (detect each record). A vendor alone means its first flavour."
    }

    /// `--stdin-name NAME`.
    static let stdinName = OptionSpec.option(
        "stdin-name", valueName: "NAME",
        help: "The name standard input goes by in diagnostics and the report; its ending gives the framing, as a file's would "
            + "(.ndjson, .jsonl: NDJSON, even with one record or none).")

    /// The INPUT arguments.
    static let inputs = CommandSpec.Positional(
        name: "INPUT",
        help: "Files, or folders walked for *.json, *.jsonl and *.ndjson (see --include); none or '-' reads standard input. Files named here are always read.")
}
