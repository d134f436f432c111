/// Parses command lines against a ``CommandSpec``.
///
/// Accepted forms: `--name value`, `--name=value`, `-n value`, flags `--name` and `-n`. `--` ends the options:
/// everything after it is positional. A lone `-` is positional (standard input, by convention).
/// A separate value must not start with `-` unless it is exactly `-` or a negative number (`--jobs -1`,
/// which then fails the option's own range check with a message that says so).
/// Values must not be empty: `--output=` and `--output ""` are missing values. An alias of an allowed
/// value is stored as the value it stands for.
public enum ArgumentParser {
    /// Parses `arguments` (without the program and subcommand names) for `command`.
    ///
    /// When `--help` or `-h` appears before any `--`, the result only reports that help was requested:
    /// nothing else is checked, so a user can ask for help on a command line that is still wrong.
    public static func parse(_ arguments: [String], for command: CommandSpec) throws(ArgumentError) -> ParsedArguments {
        let options = arguments.prefix { $0 != "--" }
        if options.contains(where: { $0 == "--help" || $0 == "-h" }) {
            return ParsedArguments(command: command, values: [:], flags: [], positionals: [], helpRequested: true)
        }

        var values: [String: [String]] = [:]
        var flags: Set<String> = []
        var positionals: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                positionals += remaining
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                positionals.append(argument)
                continue
            }
            let (name, inlineValue) = split(argument)
            guard let option = command.option(typedAs: name) else {
                let candidates = command.allOptions.map { "--\($0.long)" }
                let typed = name.hasPrefix("--") ? name : "-" + name
                throw .unknownOption(name, suggestion: suggestion(for: typed, among: candidates))
            }
            let display = "--\(option.long)"
            let seen = flags.contains(option.long) || values[option.long] != nil
            if seen && !option.isRepeatable { throw .repeatedOption(display) }

            if option.isFlag {
                if inlineValue != nil { throw .unexpectedValue(option: display) }
                flags.insert(option.long)
                continue
            }
            var value = inlineValue
            if value == nil, let next = remaining.first, !next.hasPrefix("-") || next == "-" || isNegativeNumber(next) {
                value = remaining.removeFirst()
            }
            guard var value, !value.isEmpty else { throw .missingValue(option: display) }
            value = option.aliases[value] ?? value
            if !option.allowedValues.isEmpty && !option.allowedValues.contains(value) {
                throw .invalidValue(option: display, value: value, allowed: option.allowedValues)
            }
            values[option.long, default: []].append(value)
        }

        if command.positional == nil, let first = positionals.first {
            throw .unexpectedArgument(first, command: command.name)
        }
        let missing = command.options.filter { $0.isRequired && values[$0.long] == nil }
        if !missing.isEmpty { throw .missingRequiredOptions(missing.map { "--\($0.long)" }) }
        return ParsedArguments(command: command, values: values, flags: flags, positionals: positionals, helpRequested: false)
    }

    /// The subcommand among `commands` called `name`.
    ///
    /// - Throws: ``ArgumentError/unknownCommand(_:suggestion:)``, suggesting the closest name when one is close.
    public static func command(named name: String, in commands: [CommandSpec]) throws(ArgumentError) -> CommandSpec {
        guard let command = commands.first(where: { $0.name == name }) else {
            throw .unknownCommand(name, suggestion: suggestion(for: name, among: commands.map(\.name)))
        }
        return command
    }

    /// Whether `argument` reads as a negative number (`-1`, `-0.5`): a value, never an option.
    private static func isNegativeNumber(_ argument: String) -> Bool {
        argument.count > 1 && argument.dropFirst().allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
    }

    /// `--name=value` as `("--name", "value")`; other arguments as themselves with no value.
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// The candidate closest to `typed`, when few enough edits separate them to suggest it as a typo's fix.
    private static func suggestion(for typed: String, among candidates: [String]) -> String? {
        let scored = candidates.map { (candidate: $0, distance: editDistance(typed, $0)) }
        guard let best = scored.min(by: { $0.distance < $1.distance }) else { return nil }
        let allowed = max(1, best.candidate.count / 4)
        return best.distance <= allowed ? best.candidate : nil
    }

    /// The number of insertions, deletions, substitutions and swaps of neighbours that turn `a` into `b`.
    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
