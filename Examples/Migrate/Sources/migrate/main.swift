// migrate --from FLAVOUR --to FLAVOUR [--id-map FILE] INPUT OUTPUT
//
// Streams INPUT (a file, or a folder of JSON, JSON array and NDJSON files) to OUTPUT in another
// vendor's flavour, exactly as `groupevents convert` does, and prints what was lost on standard error.
import Foundation
import GroupEvents

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("migrate: \(message)\n".utf8))
    exit(2)
}

/// The value of `option` in `arguments`, both removed from them.
func take(_ option: String, from arguments: inout [String]) -> String? {
    guard let index = arguments.firstIndex(of: option), index + 1 < arguments.count else { return nil }
    defer { arguments.removeSubrange(index...(index + 1)) }
    return arguments[index + 1]
}

var arguments = Array(CommandLine.arguments.dropFirst())
let usage = "usage: migrate --from FLAVOUR --to FLAVOUR [--id-map FILE] INPUT OUTPUT"
guard let from = take("--from", from: &arguments), let to = take("--to", from: &arguments) else { fail(usage) }
let idMapFile = take("--id-map", from: &arguments)
guard arguments.count == 2 else { fail(usage) }

do {
    let idMap = try idMapFile.map { try IDMap(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: $0))), file: $0) }
    let converter = try FlavourConverter(from: from, to: to, idMap: idMap)
    let summary = try Conversion(converter).run(from: .path(arguments[0]), to: .path(arguments[1]))
    var losses = summary.text + "\n"
    for (code, count) in summary.codes.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
        losses += "  \(code.rawValue): \(count)\n"
    }
    FileHandle.standardError.write(Data(losses.utf8))
    exit(summary.hasDataError ? 65 : 0)
} catch {
    fail("\(error)")
}
