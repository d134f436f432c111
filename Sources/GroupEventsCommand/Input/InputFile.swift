import Foundation
import GroupEventsJSON

/// One input: a file, or standard input.
struct InputFile: Sendable, Hashable {
    /// The file's path as given or found, or nil for standard input.
    let path: String?
    /// The folder an output folder mirrors this file from: the folder named on the command line whose
    /// walk found it, or the folder of a file named directly; nil for standard input.
    let anchor: String?

    /// A file found by walking `anchor`, or named directly (then anchored at its own folder).
    init(path: String, anchor: String? = nil) {
        self.path = path
        let folder = (path as NSString).deletingLastPathComponent
        self.anchor = anchor ?? (folder.isEmpty ? "." : folder)
    }

    private init() {
        path = nil
        anchor = nil
    }

    /// Standard input.
    static let standardInput = InputFile()

    /// The name used in messages: the path, or `<stdin>`.
    var displayName: String { path ?? "<stdin>" }

    /// The framing the file's extension implies (`lines` for `.jsonl` and `.ndjson`, in any case);
    /// nil (detect) otherwise, and for standard input.
    var framingHint: JSONFraming? {
        path.flatMap { JSONFraming(fileExtension: ($0 as NSString).pathExtension) }
    }
}
