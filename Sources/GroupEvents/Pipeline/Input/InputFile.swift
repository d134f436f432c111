import Foundation
import GroupEventsJSON

/// One input of a run: a file, standard input, a descriptor a program hands in, or bytes a program
/// hands in (`ChunkSupply`).
struct InputFile: Sendable, Hashable {
    /// The file's path as given or found; nil for every other input.
    let path: String?
    /// The folder an output folder mirrors this file from: the folder named on the command line whose
    /// walk found it, or the folder of a file named directly; nil for every other input.
    let anchor: String?
    /// The name an input that is not a file goes by (standard input's `--stdin-name`, a descriptor's or
    /// a program's bytes' name); nil for a file, or such an input unnamed.
    let givenName: String?
    /// The descriptor read, when a program handed one in; nil for files and standard input (the
    /// run's own), and for bytes.
    let descriptor: Int32?
    /// The bytes read, when a program handed them in.
    let supply: ChunkSupply?

    /// A file found by walking `anchor`, or named directly (then anchored at its own folder).
    init(path: String, anchor: String? = nil) {
        self.path = path
        let folder = (path as NSString).deletingLastPathComponent
        self.anchor = anchor ?? (folder.isEmpty ? "." : folder)
        givenName = nil
        descriptor = nil
        supply = nil
    }

    private init(givenName: String?, descriptor: Int32? = nil, supply: ChunkSupply? = nil) {
        path = nil
        anchor = nil
        self.givenName = givenName
        self.descriptor = descriptor
        self.supply = supply
    }

    /// Standard input, unnamed.
    static let standardInput = InputFile(givenName: nil)

    /// Standard input going by `name` in diagnostics and the report, its framing implied by the name's
    /// extension as a file's would be (`--stdin-name`); unnamed when `name` is nil.
    static func standardInput(named name: String?) -> InputFile {
        InputFile(givenName: name)
    }

    /// A descriptor a program hands in, going by `name` as standard input does; never closed by the run.
    static func descriptor(_ descriptor: Int32, named name: String?) -> InputFile {
        InputFile(givenName: name, descriptor: descriptor)
    }

    /// Bytes a program hands in, going by `name` as standard input does.
    static func supplied(_ supply: ChunkSupply, named name: String?) -> InputFile {
        InputFile(givenName: name, supply: supply)
    }

    /// The name diagnostics and the report give the input: its path, the name it goes by, or nil for
    /// an input unnamed.
    var name: String? { path ?? givenName }

    /// The name used in messages: the input's name, or `<stdin>` (`<descriptor N>`, `<bytes>`).
    var displayName: String {
        if let name { return name }
        if let descriptor { return "<descriptor \(descriptor)>" }
        return supply == nil ? "<stdin>" : "<bytes>"
    }

    /// The framing the name's extension implies (`lines` for `.jsonl` and `.ndjson`, in any case), or
    /// the framing of bytes handed in as records; nil (detect) otherwise, and for standard input unnamed.
    var framingHint: JSONFraming? {
        supply?.framing ?? name.flatMap { JSONFraming(fileExtension: ($0 as NSString).pathExtension) }
    }
}
