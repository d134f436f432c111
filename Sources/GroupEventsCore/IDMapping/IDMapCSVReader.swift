/// Reads a CSV ID map: a header `kind,old,new`, then one `user` or `group` row per ID.
///
/// Rows end at a line feed or a carriage return and line feed; a field may be quoted (RFC 4180):
/// `"a,b"`, with `""` for a quote inside, and may then hold line breaks. Empty lines are skipped.
enum IDMapCSVReader {
    /// The header every CSV ID map starts with.
    static let header = ["kind", "old", "new"]

    /// One field and the offset of its first byte (its opening quote, when quoted).
    private struct Field {
        let text: String
        let offset: Int
    }

    /// Adds every row of the CSV text in `builder` to it, one row at a time as it is read.
    static func read(into builder: inout IDMapBuilder) throws(FileContentError) {
        var index = 0
        guard let first = try row(of: builder, from: &index) else {
            throw builder.error(at: 0, "empty ID map; a CSV map starts with the header kind,old,new")
        }
        guard first.map(\.text) == header else {
            throw builder.error(at: first[0].offset, "expected the header kind,old,new; found \(first.map(\.text).joined(separator: ","))")
        }
        while let row = try row(of: builder, from: &index) {
            guard row.count == header.count else {
                throw builder.error(at: row[0].offset, "expected 3 fields (kind,old,new), found \(row.count)")
            }
            guard let kind = IDMap.Kind(rawValue: row[0].text) else {
                throw builder.error(at: row[0].offset, "unknown kind '\(row[0].text)'; expected user or group")
            }
            try builder.add(kind, old: row[1].text, new: row[2].text, offset: row[0].offset)
        }
    }

    /// The row of the text in `builder` that starts at `index` or after it (empty lines are skipped),
    /// moving `index` past it; nil at the end of the text.
    private static func row(of builder: IDMapBuilder, from index: inout Int) throws(FileContentError) -> [Field]? {
        let text = builder.text
        var row: [Field] = []
        while index < text.count {
            let start = index
            var bytes: [UInt8] = []
            if text[index] == UInt8(ascii: "\"") {
                index += 1
                while true {
                    guard index < text.count else { throw builder.error(at: start, "a quoted field is not closed") }
                    if text[index] == UInt8(ascii: "\"") {
                        if index + 1 < text.count && text[index + 1] == UInt8(ascii: "\"") {
                            bytes.append(UInt8(ascii: "\""))
                            index += 2
                            continue
                        }
                        index += 1
                        break
                    }
                    bytes.append(text[index])
                    index += 1
                }
                if index < text.count && !isFieldEnd(text, index) {
                    throw builder.error(at: index, "expected ',' or the end of the line after a quoted field")
                }
            } else {
                while index < text.count && !isFieldEnd(text, index) {
                    if text[index] == UInt8(ascii: "\"") { throw builder.error(at: index, "a quote inside an unquoted field; quote the whole field") }
                    bytes.append(text[index])
                    index += 1
                }
            }
            let field = String(decoding: bytes, as: UTF8.self)
            guard field.utf8.elementsEqual(bytes) else { throw builder.error(at: start, "the field is not valid UTF-8") }
            row.append(Field(text: field, offset: start))
            // `index` is at a comma, a line break or the end.
            if index < text.count && text[index] == UInt8(ascii: ",") {
                index += 1
                if index == text.count { row.append(Field(text: "", offset: index)) }
                continue
            }
            index += index < text.count && text[index] == UInt8(ascii: "\r") ? 2 : 1
            if !(row.count == 1 && row[0].text.isEmpty && text[start] != UInt8(ascii: "\"")) { return row }
            row = []
        }
        return row.isEmpty ? nil : row
    }

    /// Whether the byte at `index` ends a field: a comma, a line feed, or a carriage return before one.
    private static func isFieldEnd(_ text: [UInt8], _ index: Int) -> Bool {
        switch text[index] {
        case UInt8(ascii: ","), UInt8(ascii: "\n"): true
        case UInt8(ascii: "\r"): index + 1 < text.count && text[index + 1] == UInt8(ascii: "\n")
        default: false
        }
    }
}
