import GroupEventsJSON

/// Reads a JSON ID map: `{"users": {"old": "new", …}, "groups": {"old": "new", …}}`.
enum IDMapJSONReader {
    /// The section key of each kind.
    static let sections: [(key: String, kind: IDMap.Kind)] = [("users", .user), ("groups", .group)]

    /// Adds every entry of the JSON text in `builder` to it, in file order, once the whole file is
    /// known to have the shape (so a shape error is reported before any entry's).
    static func read(into builder: inout IDMapBuilder) throws(FileContentError) {
        let document: JSONValue
        do {
            document = try JSONReader().read(builder.text)
        } catch {
            throw builder.error(at: error.offset, "invalid JSON: \(error.message)")
        }
        let sections: [(kind: IDMap.Kind, reader: FieldReader)]
        do {
            sections = try self.sections(of: document)
        } catch {
            throw builder.error(error)
        }
        for (kind, section) in sections {
            for member in section.object.members {
                // Checked to be a string by `sections(of:)`.
                guard case .string(let new) = member.value else { continue }
                try builder.add(kind, old: member.key, new: new, offset: member.offset.rawValue, path: section.path.appending(key: member.key))
            }
        }
    }

    /// The sections the file has, in `sections` order, each checked to map strings to strings.
    private static func sections(of document: JSONValue) throws(RecordDecodingError) -> [(kind: IDMap.Kind, reader: FieldReader)] {
        let file = try FieldReader(record: document)
        for member in file.object.members where !sections.contains(where: { $0.key == member.key }) {
            throw file.error(at: file.path.appending(key: member.key), offset: member.offset, "unknown key; an ID map has \"users\" and \"groups\"")
        }
        var found: [(kind: IDMap.Kind, reader: FieldReader)] = []
        for (key, kind) in sections {
            guard let section = try file.object(key) else { continue }
            for member in section.object.members {
                guard case .string = member.value else {
                    throw section.error(
                        at: section.path.appending(key: member.key), offset: member.offset,
                        "expected the new ID as a string, found \(member.value.typeName)")
                }
            }
            found.append((kind, section))
        }
        return found
    }
}
