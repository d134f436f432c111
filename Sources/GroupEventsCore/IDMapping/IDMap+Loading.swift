extension IDMap {
    /// The map in an ID map file's bytes: JSON when its first character (after a UTF-8 byte order
    /// mark and blanks) is `{`, CSV otherwise. `file` names it in errors.
    ///
    /// - JSON: `{"users": {"old": "new", …}, "groups": {"old": "new", …}}`; either key may be left
    ///   out, and no other key is allowed.
    /// - CSV: a header `kind,old,new`, then one row per ID: `user` or `group`, the old ID, the new
    ///   ID. Fields may be quoted (`"a,b"`, `""` for a quote); blank lines are skipped.
    ///
    /// IDs are non-empty strings taken exactly as written (no trimming). An old ID may appear once
    /// per kind; a second entry for it is an error even when it agrees, naming where the first is.
    /// Several old IDs may share one new ID (two accounts merged into one).
    public init(bytes: [UInt8], file: String? = nil) throws(FileContentError) {
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let text = bytes.starts(with: byteOrderMark) ? Array(bytes.dropFirst(byteOrderMark.count)) : bytes
        var builder = IDMapBuilder(text: text, file: file)
        let blanks: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")]
        if text.first(where: { !blanks.contains($0) }) == UInt8(ascii: "{") {
            try IDMapJSONReader.read(into: &builder)
        } else {
            try IDMapCSVReader.read(into: &builder)
        }
        self = builder.map
    }
}
