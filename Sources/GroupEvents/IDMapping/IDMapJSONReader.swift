import GroupEventsJSON

/// Reads a JSON ID map: `{"users": {"old": "new", …}, "groups": {"old": "new", …}}`.
enum IDMapJSONReader {
    /// The section key of each kind.
    static let sections: [(key: String, kind: IDMap.Kind)] = [("users", .user), ("groups", .group)]

    /// One `"old": "new"` member of a section.
    private struct Entry {
        let kind: IDMap.Kind
        let old: String
        let new: String
        let offset: JSONOffset
        let path: JSONPath
    }

    /// Adds every entry of the JSON text in `builder` to it, in file order.
    static func read(into builder: inout IDMapBuilder) throws(FileContentError) {
        let document: JSONValue
        do {
            document = try JSONReader().read(builder.text)
        } catch {
            throw builder.error(at: error.offset, "invalid JSON: \(error.message)")
        }
        let entries: [Entry]
        do {
            entries = try self.entries(of: document)
        } catch {
            throw builder.error(error)
        }
        for entry in entries {
            try builder.add(entry.kind, old: entry.old, new: entry.new, offset: entry.offset.rawValue, path: entry.path)
        }
    }

    private static func entries(of document: JSONValue) throws(RecordDecodingError) -> [Entry] {
        let file = try FieldReader(record: document)
        for member in file.object.members where !sections.contains(where: { $0.key == member.key }) {
            throw file.error(at: file.path.appending(key: member.key), offset: member.offset, "unknown key; an ID map has \"users\" and \"groups\"")
        }
        var entries: [Entry] = []
        for (key, kind) in sections {
            guard let section = try file.object(key) else { continue }
            for member in section.object.members {
                let path = section.path.appending(key: member.key)
                guard case .string(let new) = member.value else {
                    throw section.error(at: path, offset: member.offset, "expected the new ID as a string, found \(member.value.typeName)")
                }
                entries.append(Entry(kind: kind, old: member.key, new: new, offset: member.offset, path: path))
            }
        }
        return entries
    }
}
