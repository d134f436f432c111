import GroupEvents
import CommandLineArguments

/// `groupevents mappings`: the support matrix and code tables, printed from the registry itself.
enum MappingsCommand {
    static let spec = CommandSpec(
        name: "mappings",
        abstract: "Print the support matrix and code tables from the mapping registry.",
        discussion: """
            For every vendor flavour: how well it expresses each unified kind (full, partial, fallback, \
            dropped, rejected), with notes, and every code row of its table. Printed from the tables the \
            command runs with, so it cannot drift from them.
            """,
        options: [
            .option("format", valueName: "FORMAT", help: "Output format.", allowedValues: ["markdown", "json"], defaultText: "markdown"),
            SharedOptions.mappings,
        ])

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(RunFailure) -> ExitStatus {
        let catalog = try MappingsLoader.catalog(files: arguments.values("mappings"))
        let text = arguments.value("format") == "json" ? JSONWriter.prettyString(json(catalog.tables)) : markdown(catalog.tables)
        try context.write(text + "\n", to: context.standardOutput)
        return .success
    }

    /// The matrix and code tables as Markdown.
    static func markdown(_ tables: [MappingTable]) -> String {
        let flavours = tables.flatMap { table in table.flavours.map { (table.vendor, $0) } }
        var lines = ["# Support matrix", ""]
        lines.append("| kind | " + flavours.map { "\($0.0):\($0.1.name)" }.joined(separator: " | ") + " |")
        lines.append("|---|" + String(repeating: "---|", count: flavours.count))
        for kind in GroupEventKind.predefined {
            lines.append("| `\(kind)` | " + flavours.map { $0.1.capability(for: kind).rawValue }.joined(separator: " | ") + " |")
        }
        for (vendor, flavour) in flavours {
            lines += ["", "## \(vendor):\(flavour.name)", "", flavour.summary, ""]
            for kind in GroupEventKind.predefined {
                if let note = flavour.notes[kind] { lines.append("- `\(kind)` (\(flavour.capability(for: kind).rawValue)): \(note)") }
            }
            lines += ["", "| codes | vendor name | kind | attributes |", "|---|---|---|---|"]
            for rule in flavour.rules {
                let attributes = rule.attributes.keys.sorted().map { "\($0)=\(rule.attributes[$0]!)" }.joined(separator: ", ")
                lines.append("| `\(JSONWriter.compactString(.object(rule.codes)))` | \(rule.name) | `\(rule.kind)` | \(attributes) |")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The matrix and code tables as JSON.
    static func json(_ tables: [MappingTable]) -> JSONValue {
        .array(
            JSONArray(
                tables.map { table in
                    let flavours = table.flavours.map { flavour -> JSONValue in
                        let capabilities = GroupEventKind.predefined.map {
                            JSONObject.Member(key: $0.rawValue, value: .string(flavour.capability(for: $0).rawValue))
                        }
                        let rules = flavour.rules.map { rule -> JSONValue in
                            var object: JSONObject = ["codes": .object(rule.codes), "name": .string(rule.name), "kind": .string(rule.kind.rawValue)]
                            for key in rule.attributes.keys.sorted() { object.append(key, .string(rule.attributes[key]!)) }
                            return .object(object)
                        }
                        return .object([
                            "flavour": .string("\(table.vendor):\(flavour.name)"), "summary": .string(flavour.summary),
                            "capabilities": .object(JSONObject(members: capabilities)), "rules": .array(JSONArray(rules)),
                        ])
                    }
                    return .object(["vendor": .string(table.vendor), "title": .string(table.title), "flavours": .array(JSONArray(flavours))])
                }))
    }
}
