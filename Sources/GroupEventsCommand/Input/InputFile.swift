import Foundation
import GroupEventsJSON

/// One input: a file, or standard input.
struct InputFile: Sendable, Hashable {
    /// The file's path as given or found, or nil for standard input.
    let path: String?
    /// The path relative to the folder named on the command line (the file name for a file argument),
    /// used to mirror the input tree under an output folder.
    let relativePath: String

    /// Standard input.
    static let standardInput = InputFile(path: nil, relativePath: "stdin.json")

    /// The name used in messages: the path, or `<stdin>`.
    var displayName: String { path ?? "<stdin>" }

    /// The framing the file's extension implies (`lines` for `.jsonl` and `.ndjson`, in any case);
    /// nil (detect) otherwise.
    var framingHint: JSONFraming? {
        JSONFraming(fileExtension: (relativePath as NSString).pathExtension)
    }
}
