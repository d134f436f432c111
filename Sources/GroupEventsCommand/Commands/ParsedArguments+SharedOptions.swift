import CommandLineArguments
import Foundation
import GroupEvents

extension ParsedArguments {
    /// `--jobs N` (1…1024), or every core when not given.
    func jobs() throws(RunFailure) -> Int {
        do {
            return try integer("jobs", range: 1...1024) ?? ProcessInfo.processInfo.activeProcessorCount
        } catch {
            throw RunFailure.usage(error.description)
        }
    }

    /// The ID map `--id-map FILE` names, or nil without one; a malformed map is a usage error at
    /// its `file:line:column`.
    func idMap() throws(RunFailure) -> IDMap? {
        guard let path = value("id-map") else { return nil }
        let bytes = try OptionFile.bytes(at: path, option: "--id-map")
        do {
            return try IDMap(bytes: bytes, file: path)
        } catch {
            throw RunFailure.usage("--id-map \(error)")
        }
    }

    /// The language `--lang` names (English when not given).
    func language() -> SentenceLanguage {
        value("lang").flatMap(SentenceLanguage.init(rawValue:)) ?? .english
    }

    /// The zone `--time-zone` names (UTC when not given); a name the system's time zone database does
    /// not know is a usage error.
    func timeZone() throws(RunFailure) -> TimeZone {
        guard let name = value("time-zone") else { return SentenceRenderer.utc }
        guard let zone = TimeZone(identifier: name) else {
            throw RunFailure.usage("--time-zone: unknown time zone \"\(name.escapingControlCharacters)\" (an IANA name such as Asia/Shanghai or UTC)")
        }
        return zone
    }

    /// The account `--fallback-sender ID` names, or nil without one; an empty ID is a usage error.
    func fallbackSender() throws(RunFailure) -> String? {
        guard let sender = value("fallback-sender") else { return nil }
        guard !sender.isEmpty else { throw RunFailure.usage("--fallback-sender needs an account ID; it was empty") }
        return sender
    }

    /// The run's options shared by every record-reading command, as far as it declares them (`--jobs`,
    /// `--unbuffered`, `--report`, `--allow`, `--include`, `--exclude`): messages and the progress line
    /// on standard error.
    func runOptions(context: CommandContext) throws(RunFailure) -> RunOptions {
        var options = RunOptions()
        options.jobs = try jobs()
        options.unbuffered = declares("unbuffered") && flag("unbuffered")
        options.report = declares("report") ? value("report") : nil
        options.allow = declares("allow") ? values("allow") : []
        options.include = declares("include") ? values("include") : []
        options.exclude = declares("exclude") ? values("exclude") : []
        options.standardInput = context.standardInput
        options.messages = context.standardError
        options.showsProgressLine = true
        return options
    }

    /// The INPUT arguments as sources: standard input for none or `-` (named by `--stdin-name`), a
    /// file or a folder for every other; `--stdin-name` without standard input read is a usage error.
    func sources() throws(RunFailure) -> [RecordSource] {
        let name = value("stdin-name")
        if name != nil && !positionals.isEmpty && !positionals.contains("-") {
            throw RunFailure.usage("--stdin-name names standard input, which this run does not read (give '-' among the inputs)")
        }
        let standardInput = name.map(RecordSource.standardInput(named:)) ?? .standardInput
        return positionals.isEmpty ? [standardInput] : positionals.map { $0 == "-" ? standardInput : .path($0) }
    }

    /// The arguments in one spelling, for the report to record and a resumed run to compare
    /// (`--resume`): every option given, by its long name (`--to=zim`, a flag as `--strict`), in the
    /// order `spec` declares its options, leaving out those named in `leftOut`, then `--` and the
    /// inputs. Two command lines that mean the same (`-o out/` and `--output=out/`, options in another
    /// order) have the same arguments.
    func recorded(by spec: CommandSpec, leavingOut leftOut: Set<String>) -> [String] {
        var tokens: [String] = []
        for option in spec.options where !leftOut.contains(option.long) {
            if option.isFlag {
                if flag(option.long) { tokens.append("--\(option.long)") }
            } else {
                tokens += values(option.long).map { "--\(option.long)=\($0)" }
            }
        }
        return tokens + ["--"] + positionals
    }

    /// What `make` makes from the flavours `--from` and `--to` name, a name no flavour has being a
    /// usage error that says which option named it.
    func namingFlavours<Made>(_ make: () throws(FlavourCatalogError) -> Made) throws(RunFailure) -> Made {
        do {
            return try make()
        } catch {
            switch error {
            case .unknownFlavour(let name, _) where declares("to") && name == value("to") && name != value("from"):
                throw RunFailure.usage("--to: \(error)")
            case .unknownFlavour: throw RunFailure.usage("--from: \(error)")
            case .autoTarget: throw RunFailure.usage("--to: \(error)")
            case .unknownVendor: throw RunFailure.usage("--mappings: \(error)")
            }
        }
    }
}
