import Foundation

/// Turns the INPUT arguments into files: files as given, folders searched recursively for
/// `*.json`, `*.jsonl` and `*.ndjson` in any letter case (in sorted order), none or `-` for standard input.
enum InputCollector {
    /// The file endings read from folders.
    static let extensions = ["json", "jsonl", "ndjson"]

    /// The inputs the arguments name, in order.
    static func collect(_ arguments: [String]) throws(CommandFailure) -> [InputFile] {
        if arguments.isEmpty { return [.standardInput] }
        var inputs: [InputFile] = []
        for argument in arguments {
            if argument == "-" {
                inputs.append(.standardInput)
                continue
            }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) else {
                throw CommandFailure.io("\(argument): no such file or folder")
            }
            if isFolder.boolValue {
                inputs += try files(under: argument)
            } else {
                inputs.append(InputFile(path: argument, relativePath: URL(fileURLWithPath: argument).lastPathComponent))
            }
        }
        return inputs
    }

    private static func files(under folder: String) throws(CommandFailure) -> [InputFile] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else {
            throw CommandFailure.io("\(folder): cannot read folder")
        }
        var relativePaths: [String] = []
        while let relative = walker.nextObject() as? String {
            guard extensions.contains((relative as NSString).pathExtension.lowercased()) else { continue }
            var isFolder: ObjCBool = false
            let path = (folder as NSString).appendingPathComponent(relative)
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                relativePaths.append(relative)
            }
        }
        return relativePaths.sorted().map { InputFile(path: (folder as NSString).appendingPathComponent($0), relativePath: $0) }
    }
}
