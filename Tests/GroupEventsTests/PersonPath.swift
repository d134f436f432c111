import GroupEventsJSON

/// Where a flavour's records name a person: object keys separated by dots, each optionally followed by
/// `[]` (every element of the array there), `[key=value]` (every element whose `key` has that value,
/// as its compact JSON text) or `~` (the JSON document the string there holds, or the object itself
/// when it is one: NIM's `attach`). `attach~.data.ids[]` names every ID of a notification's targets.
struct PersonPath: Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// One step of the path.
    enum Step: Sendable {
        /// An object member.
        case key(String)
        /// Every element of an array.
        case everyElement
        /// The elements of an array whose `key` has the compact JSON text `value`.
        case elements(key: String, value: String)
        /// The document a string holds, or the value itself when it is no string.
        case embeddedDocument
    }

    /// The path as written.
    let description: String
    /// Its steps.
    let steps: [Step]

    init(_ text: String) {
        description = text
        steps = text.split(separator: ".").flatMap { segment -> [Step] in
            var rest = Substring(segment)
            var suffixes: [Step] = []
            while let last = rest.last, last == "~" || last == "]" {
                if last == "~" {
                    suffixes.insert(.embeddedDocument, at: 0)
                    rest = rest.dropLast()
                } else {
                    let open = rest.lastIndex(of: "[")!
                    let filter = rest[rest.index(after: open)..<rest.index(before: rest.endIndex)]
                    if let equals = filter.firstIndex(of: "=") {
                        suffixes.insert(.elements(key: String(filter[..<equals]), value: String(filter[filter.index(after: equals)...])), at: 0)
                    } else {
                        suffixes.insert(.everyElement, at: 0)
                    }
                    rest = rest[..<open]
                }
            }
            return [.key(String(rest))] + suffixes
        }
    }

    init(stringLiteral text: String) {
        self.init(text)
    }

    /// The user IDs at this path in `record`, each with the JSON path of its place.
    func people(in record: JSONValue) -> [(JSONPath, String)] {
        var found: [(JSONPath, String)] = []
        visit(record, at: .root, steps[...], into: &found)
        return found
    }

    private func visit(_ value: JSONValue, at path: JSONPath, _ steps: ArraySlice<Step>, into found: inout [(JSONPath, String)]) {
        guard let step = steps.first else {
            if let id = value.stringValue { found.append((path, id)) }
            return
        }
        let rest = steps.dropFirst()
        switch step {
        case .key(let key):
            if let member = value.objectValue?[key] { visit(member, at: path.appending(key: key), rest, into: &found) }
        case .everyElement:
            for (index, entry) in (value.arrayValue?.entries ?? []).enumerated() {
                visit(entry.value, at: path.appending(index: index), rest, into: &found)
            }
        case .elements(let key, let wanted):
            for (index, entry) in (value.arrayValue?.entries ?? []).enumerated()
            where entry.value.objectValue?[key].map({ JSONWriter.compactString($0) }) == wanted {
                visit(entry.value, at: path.appending(index: index), rest, into: &found)
            }
        case .embeddedDocument:
            if let text = value.stringValue {
                if let document = try? JSONReader().read(text) { visit(document, at: path.appendingEmbeddedDocument(), rest, into: &found) }
            } else {
                visit(value, at: path, rest, into: &found)
            }
        }
    }
}
