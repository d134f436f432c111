import Foundation
import GroupEventsJSON

/// One input: a file, or standard input.
struct InputFile: Sendable, Hashable {
    /// The file's path as given or found, or nil for standard input.
    let path: String?
    /// The folder an output folder mirrors this file from: the folder named on the command line whose
    /// walk found it, or the folder of a file named directly; nil for standard input.
    let anchor: String?
    /// The name standard input goes by (`--stdin-name`); nil for a file, or standard input unnamed.
    let standardInputName: String?

    /// A file found by walking `anchor`, or named directly (then anchored at its own folder).
    init(path: String, anchor: String? = nil) {
        self.path = path
        let folder = (path as NSString).deletingLastPathComponent
        self.anchor = anchor ?? (folder.isEmpty ? "." : folder)
        standardInputName = nil
    }

    private init(standardInputName: String?) {
        path = nil
        anchor = nil
        self.standardInputName = standardInputName
    }

    /// Standard input, unnamed.
    static let standardInput = InputFile(standardInputName: nil)

    /// Standard input going by `name` in diagnostics and the report, its framing implied by the name's
    /// extension as a file's would be (`--stdin-name`); unnamed when `name` is nil.
    static func standardInput(named name: String?) -> InputFile {
        InputFile(standardInputName: name)
    }

    /// The name diagnostics and the report give the input: its path, the name standard input goes
    /// by, or nil for standard input unnamed.
    var name: String? { path ?? standardInputName }

    /// The name used in messages: the input's name, or `<stdin>`.
    var displayName: String { name ?? "<stdin>" }

    /// The framing the name's extension implies (`lines` for `.jsonl` and `.ndjson`, in any case);
    /// nil (detect) otherwise, and for standard input unnamed.
    var framingHint: JSONFraming? {
        name.flatMap { JSONFraming(fileExtension: ($0 as NSString).pathExtension) }
    }
}
