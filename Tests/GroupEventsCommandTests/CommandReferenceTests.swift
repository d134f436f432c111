import Foundation
@testable import GroupEventsCommand
import GroupEventsTestSupport
import Testing

/// `docs/command.md` documents the command the binary is: every subcommand `groupevents --help`
/// lists has a section, and each section's option table lists exactly that subcommand's options,
/// with a default wherever the command has one.
@Suite struct CommandReferenceTests {
    /// The subcommands with options, as the command line knows them.
    static let subcommands = [ConvertCommand.spec, DescribeCommand.spec, ValidateCommand.spec, MappingsCommand.spec]

    /// One row of a section's option table: the options it names (`-o`, `--output`) and its default cell.
    struct Row {
        let options: [String]
        let defaultCell: String
    }

    /// The option table of the section headed ``### `name` `` in `docs/command.md`; nil when there is none.
    static func table(of name: String) throws -> [Row]? {
        let page = try String(contentsOf: Repository.root.appending(path: "docs/command.md"), encoding: .utf8)
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        guard let heading = lines.firstIndex(of: "### `\(name)`") else { return nil }
        let section = lines[(heading + 1)...].prefix { !$0.hasPrefix("#") }
        return section.filter { $0.hasPrefix("| `-") }.map { line in
            let cells = cells(of: line)
            let options = cells[0].split { $0 == " " || $0 == "," || $0 == "`" }.filter { $0.hasPrefix("-") && $0.count > 1 }
            return Row(options: options.map(String.init), defaultCell: cells.count > 1 ? cells[1] : "")
        }
    }

    /// The cells of a Markdown table row, trimmed; `\|` does not end a cell.
    static func cells(of line: Substring) -> [String] {
        var cells: [String] = []
        var cell = ""
        var escaped = false
        for character in line.dropFirst() {
            if character == "|" && !escaped {
                cells.append(cell.trimmingCharacters(in: .whitespaces))
                cell = ""
            } else {
                cell.append(character)
            }
            escaped = character == "\\"
        }
        return cells
    }

    @Test func theReferenceHasASectionForEveryCommandTheBinaryLists() throws {
        let overview = try CommandRun(["--help"]).output.split(separator: "\n")
        let start = try #require(overview.firstIndex(of: "Commands:"), "the overview lists its commands")
        let listed = overview[(start + 1)...].prefix { $0.hasPrefix(" ") }.filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
        let names = listed.compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(names == Self.subcommands.map(\.name) + ["help"], "a new command needs its spec here and a section in docs/command.md")
        let page = try String(contentsOf: Repository.root.appending(path: "docs/command.md"), encoding: .utf8)
        for name in names {
            #expect(page.contains("### `\(name)`"), "docs/command.md has no section for \(name)")
        }
    }

    @Test(arguments: subcommands.map(\.name))
    func everyOptionIsInItsCommandsTableWithItsDefault(_ name: String) throws {
        let command = try #require(Self.subcommands.first { $0.name == name })
        let rows = try #require(try Self.table(of: command.name), "docs/command.md has a section ### `\(command.name)` with an option table")
        let documented = rows.flatMap(\.options)
        let options = command.options.flatMap { option in ["--\(option.long)"] + (option.short.map { ["-\($0)"] } ?? []) }
        #expect(documented.sorted() == options.sorted(), "docs/command.md's table for \(command.name) lists the command's options, no more, no less")
        for option in command.options {
            guard let row = rows.first(where: { $0.options.contains("--\(option.long)") }) else { continue }
            let expected: String? = option.isRequired ? "required" : option.isFlag ? "off" : nil
            if let expected {
                #expect(row.defaultCell == expected, "--\(option.long)'s default in docs/command.md")
            } else if option.defaultText != nil {
                #expect(
                    !["", "none", "off"].contains(row.defaultCell), "--\(option.long) has a default (\(option.defaultText!)): docs/command.md should say it")
            }
        }
    }
}
