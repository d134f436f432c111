import Foundation

/// Where each input's output goes: standard output, one file, or a folder mirroring the inputs.
struct OutputPlan {
    /// Folder mode: each input goes to `folder/<relativePath>`.
    private let folder: String?
    /// File mode: the single input goes here.
    private let file: String?
    /// Whether outputs are forced to NDJSON (several inputs on standard output).
    let forcesLines: Bool

    /// The plan for `-o` (nil for standard output), the inputs, and the INPUT arguments as given.
    init(output: String?, inputs: [InputFile], arguments: [String]) throws(CommandFailure) {
        guard let output else {
            folder = nil
            file = nil
            forcesLines = inputs.count > 1
            return
        }
        forcesLines = false
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isFolder)
        let namesFolder = arguments.contains { argument in
            var argumentIsFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: argument, isDirectory: &argumentIsFolder) && argumentIsFolder.boolValue
        }
        if inputs.count > 1 || namesFolder || (exists && isFolder.boolValue) || output.hasSuffix("/") {
            if exists && !isFolder.boolValue {
                throw CommandFailure.usage("-o \(output): several inputs need an output folder, but this is a file")
            }
            folder = output
            file = nil
        } else {
            folder = nil
            file = output
        }
        let inputPaths = Set(inputs.compactMap { $0.path.map(OutputPlan.canonical) })
        for input in inputs {
            if let destination = destination(for: input), inputPaths.contains(OutputPlan.canonical(destination)) {
                throw CommandFailure.usage("-o \(output) would overwrite the input \(destination)")
            }
        }
    }

    /// The output file for an input, or nil for standard output.
    func destination(for input: InputFile) -> String? {
        if let file { return file }
        guard let folder else { return nil }
        return (folder as NSString).appendingPathComponent(input.relativePath)
    }

    private static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
