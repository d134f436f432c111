/// Renders help text for one command and for a program's list of subcommands, wrapped to a width.
///
/// Output has no trailing newline. Widths count characters, so text in scripts with wide characters
/// may run past the width.
public struct HelpFormatter: Sendable {
    /// The program name used in usage lines, as `groupevents`.
    public let programName: String
    /// The column to wrap at.
    public let width: Int

    /// The widest option or argument label that still shares its line with the help text.
    private static let maximumLabelWidth = 24

    /// A formatter for `programName`, wrapping at `width` columns.
    public init(programName: String, width: Int = 80) {
        self.programName = programName
        self.width = width
    }

    /// The `--help` text for `command`: usage, abstract, discussion, arguments and options.
    public func help(for command: CommandSpec) -> String {
        var usage = [programName, command.name] + command.options.filter(\.isRequired).map(\.synopsis)
        if command.options.contains(where: { !$0.isRequired }) { usage.append("[options]") }
        var argumentRows: [(label: String, text: String)] = []
        if let positional = command.positional {
            usage.append("[\(positional.name) ...]")
            argumentRows.append((positional.name, positional.help))
        }
        let optionRows = command.allOptions.map { (label: label(for: $0), text: text(for: $0)) }
        let column = self.column(for: argumentRows + optionRows)

        var sections = [wrap(usage, first: "Usage: ", rest: "       ")]
        if !command.abstract.isEmpty { sections.append(paragraph(command.abstract)) }
        if !command.discussion.isEmpty { sections.append(paragraph(command.discussion)) }
        if !argumentRows.isEmpty { sections.append(["Arguments:"] + rows(argumentRows, column: column)) }
        sections.append(["Options:"] + rows(optionRows, column: column))
        return render(sections)
    }

    /// The program's top-level help: usage, abstract, each command with its abstract, options and a pointer to `help COMMAND`.
    ///
    /// - Parameter options: top-level options such as `--version`; `-h, --help` is always listed.
    public func overview(abstract: String, commands: [CommandSpec], options: [OptionSpec] = []) -> String {
        let commandRows = commands.map { (label: $0.name, text: $0.abstract) }
        let optionRows = CommandSpec.withHelpOption(options).map { (label: label(for: $0), text: text(for: $0)) }
        let column = self.column(for: commandRows + optionRows)

        var sections = [wrap([programName, "COMMAND", "[options]"], first: "Usage: ", rest: "       ")]
        if !abstract.isEmpty { sections.append(paragraph(abstract)) }
        sections.append(["Commands:"] + rows(commandRows, column: column))
        sections.append(["Options:"] + rows(optionRows, column: column))
        sections.append(paragraph("See '\(programName) help COMMAND' for details."))
        return render(sections)
    }

    /// `-o, --output PATH`, or `    --strict` so long names line up.
    private func label(for option: OptionSpec) -> String {
        (option.short.map { "-\($0), " } ?? "    ") + option.synopsis
    }

    /// The option's help followed by its allowed values, default, and whether it is required or repeatable.
    private func text(for option: OptionSpec) -> String {
        var notes: [String] = []
        if !option.allowedValues.isEmpty { notes.append("one of: " + option.allowedValues.joined(separator: ", ")) }
        for alias in option.aliases.keys.sorted() { notes.append("\(alias) means \(option.aliases[alias]!)") }
        if let defaultText = option.defaultText { notes.append("default: \(defaultText)") }
        if option.isRequired { notes.append("required") }
        if option.isRepeatable { notes.append("repeatable") }
        guard !notes.isEmpty else { return option.help }
        return option.help + (option.help.isEmpty ? "(" : " (") + notes.joined(separator: "; ") + ")"
    }

    /// Where help texts start: after the widest label that fits, indented by two and followed by two spaces.
    private func column(for rows: [(label: String, text: String)]) -> Int {
        let widest = rows.map(\.label.count).filter { $0 <= Self.maximumLabelWidth }.max() ?? Self.maximumLabelWidth
        return 2 + widest + 2
    }

    /// Labels indented by two with their texts wrapped from `column`; a label too wide gets a line of its own.
    private func rows(_ rows: [(label: String, text: String)], column: Int) -> [String] {
        let hanging = String(repeating: " ", count: column)
        return rows.flatMap { row -> [String] in
            let label = "  " + row.label
            let words = row.text.split(separator: " ").map(String.init)
            if words.isEmpty { return [label] }
            if label.count + 2 > column { return [label] + wrap(words, first: hanging, rest: hanging) }
            return wrap(words, first: label + String(repeating: " ", count: column - label.count), rest: hanging)
        }
    }

    /// Text wrapped line by line, keeping explicit line breaks and each line's leading spaces.
    private func paragraph(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
            let indent = String(line.prefix { $0 == " " })
            let words = line.split(separator: " ").map(String.init)
            return words.isEmpty ? [""] : wrap(words, first: indent, rest: indent)
        }
    }

    /// `words` separated by spaces in lines of at most `width` columns, unless a single word is wider;
    /// the first line starts with `first`, later ones with `rest`.
    private func wrap(_ words: [String], first: String, rest: String) -> [String] {
        var lines: [String] = []
        var line = first
        var lineIsEmpty = true
        for word in words {
            if lineIsEmpty {
                line += word
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = rest + word
            }
            lineIsEmpty = false
        }
        lines.append(line)
        return lines
    }

    /// Sections separated by blank lines.
    private func render(_ sections: [[String]]) -> String {
        sections.map { $0.joined(separator: "\n") }.joined(separator: "\n\n")
    }
}
