import GroupEventsJSON

/// The error reading `text` gives, or nil when it reads.
func syntaxError(_ text: String, reader: JSONReader = JSONReader()) -> JSONSyntaxError? {
    syntaxError(Array(text.utf8), reader: reader)
}

/// The error reading `bytes` gives, or nil when they read.
func syntaxError(_ bytes: [UInt8], reader: JSONReader = JSONReader()) -> JSONSyntaxError? {
    do {
        _ = try reader.read(bytes)
        return nil
    } catch {
        return error
    }
}
