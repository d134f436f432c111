import Foundation

// mapping-embedder INPUT.json OUTPUT.swift
//
// Writes OUTPUT.swift declaring `embeddedMappingFile`, the exact text of INPUT.json as a raw string
// literal whose delimiter is longer than any run of '#' in the text. Run by the EmbedMappings plugin.

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: mapping-embedder INPUT.json OUTPUT.swift\n".utf8))
    exit(2)
}
let inputURL = URL(fileURLWithPath: arguments[1])
guard let text = try? String(contentsOf: inputURL, encoding: .utf8) else {
    FileHandle.standardError.write(Data("mapping-embedder: cannot read \(arguments[1]) as UTF-8\n".utf8))
    exit(1)
}

var longestRun = 0
var run = 0
for character in text {
    run = character == "#" ? run + 1 : 0
    longestRun = max(longestRun, run)
}
let hashes = String(repeating: "#", count: longestRun + 1)

let source = """
    // Generated at build time from Mappings/\(inputURL.lastPathComponent) by the EmbedMappings plugin. Do not edit.

    /// The text of `Mappings/\(inputURL.lastPathComponent)`, embedded at build time.
    let embeddedMappingFile: String = \(hashes)\"\"\"
    \(text)
    \"\"\"\(hashes)

    """
do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: arguments[2]), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("mapping-embedder: cannot write \(arguments[2]): \(error)\n".utf8))
    exit(1)
}
