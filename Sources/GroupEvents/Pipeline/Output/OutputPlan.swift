import Foundation
import GroupEventsJSON

/// Where a run writes, decided and checked before anything is read (`-o`, `--report`):
///
/// - no `-o`, or `-o -`: standard output; several inputs are written as one NDJSON stream;
/// - `-o DIR/` (ending in `/`) or an existing folder: each input mirrored below it by its path
///   relative to the inputs' common folder, so two inputs never share an output; standard input is
///   written as `stdin.json` or `stdin.ndjson` after its framing;
/// - `-o FILE`: one input in its own framing; several inputs (or a folder's files) as one NDJSON
///   stream when the name ends in `.ndjson` or `.jsonl`, refused otherwise;
/// - `--report -` is standard error.
///
/// No output or report path may name an input or another output — through `..`, symbolic and hard
/// links — and an existing folder is never replaced by a file: each is a usage error (exit 2).
/// Temporary files are created beside their destination under a fresh name with `O_EXCL`, so they
/// cannot replace anything either.
struct OutputPlan {
    /// Where records go.
    enum Target: Equatable {
        /// Standard output.
        case standardOutput
        /// One file.
        case file(String)
        /// A folder mirroring the inputs.
        case folder(String)
    }

    /// Where records go.
    let target: Target
    /// Whether every input's records go into one NDJSON stream (several inputs, one destination).
    let mergesInputs: Bool
    /// The report file, nil for none, `-` for standard error.
    let report: String?
    /// Folder target: each input's path below the folder.
    private let mirroredPaths: [InputFile: String]

    /// The paths a run with `-o output` and `--report report` writes, for folder walks to skip.
    static func writtenPaths(output: String?, report: String?) -> [ResolvedPath] {
        [output, report].compactMap { $0 }.filter { $0 != "-" }.map(ResolvedPath.init)
    }

    /// The plan for `-o output` (nil for standard output), `--report report`, and the inputs;
    /// `standardInput` is checked too, in case it is redirected from a file the run would write.
    init(output: String?, report: String?, inputs collected: CollectedInputs, standardInput: Int32) throws(RunFailure) {
        let inputs = collected.inputs
        self.report = report
        let several = inputs.count > 1 || collected.namesFolder
        switch output {
        case nil, "-":
            target = .standardOutput
            mergesInputs = inputs.count > 1
            mirroredPaths = [:]
        case let path? where path.hasSuffix("/") || Self.isFolder(path):
            if Self.isFile(path) { throw RunFailure.usage("-o \(path): names a folder, but \(Self.trimmed(path)) is a file") }
            target = .folder(path)
            mergesInputs = false
            mirroredPaths = Self.mirror(inputs)
        case let file?:
            target = .file(file)
            mergesInputs = several
            mirroredPaths = [:]
            if several && JSONFraming(fileExtension: (file as NSString).pathExtension) != .lines {
                let what = collected.namesFolder ? "the files of a folder" : "\(inputs.count) inputs"
                throw RunFailure.usage(
                    "-o \(file): \(what) cannot share one .json file; write -o \(file)/ for a folder mirroring them, "
                        + "or name an .ndjson file for one NDJSON stream")
            }
        }
        if let report, report != "-", report.hasSuffix("/") || Self.isFolder(report) {
            throw RunFailure.usage("--report \(report): names a folder; name a file")
        }
        try checkNothingIsOverwritten(inputs, standardInput: standardInput)
    }

    /// Refuses a report path that names an input, for commands that write nothing else (`validate`).
    static func checkReport(_ report: String?, inputs: CollectedInputs, standardInput: Int32) throws(RunFailure) {
        _ = try OutputPlan(output: nil, report: report, inputs: inputs, standardInput: standardInput)
    }

    /// The file an input's records go to, once its framing is known; nil for standard output.
    func destination(for input: InputFile, framing: JSONFraming) -> String? {
        switch target {
        case .standardOutput: return nil
        case .file(let file): return file
        case .folder(let folder):
            let relative = mirroredPaths[input] ?? (framing == .lines ? "stdin.ndjson" : "stdin.json")
            return (folder as NSString).appendingPathComponent(relative)
        }
    }

    /// Every destination the plan may write for `inputs`, with what it is for (for messages).
    private func destinations(_ inputs: [InputFile]) -> [(role: String, path: String)] {
        var paths: [(role: String, path: String)] = []
        switch target {
        case .standardOutput: break
        case .file(let file): paths.append(("-o", file))
        case .folder:
            for input in inputs {
                let framings: [JSONFraming] = input.path == nil ? [.single, .lines] : [.single]
                for framing in framings {
                    paths.append(("-o (for \(input.displayName))", destination(for: input, framing: framing)!))
                }
            }
        }
        if let report, report != "-" { paths.append(("--report", report)) }
        return paths
    }

    /// Refuses a plan in which a written path names an input (standard input included, when it is
    /// redirected from a file), another written path, or a folder.
    private func checkNothingIsOverwritten(_ inputs: [InputFile], standardInput: Int32) throws(RunFailure) {
        var read = ResolvedPathSet<ResolvedPath>()
        for input in inputs where input.supply == nil {
            let resolved =
                input.path.map(ResolvedPath.init)
                ?? ResolvedPath(descriptor: input.descriptor ?? standardInput, name: input.descriptor == nil ? "standard input" : input.displayName)
            read.insert(resolved, resolved)
        }
        var written = ResolvedPathSet<String>()
        for (role, path) in destinations(inputs) {
            let resolved = ResolvedPath(path)
            if let input = read.value(namingSameFileAs: resolved) {
                throw RunFailure.usage("\(role): \(resolved.described) would overwrite the input \(input.described); nothing was written")
            }
            if let otherRole = written.value(namingSameFileAs: resolved) {
                throw RunFailure.usage("\(otherRole) and \(role) would both be written to \(resolved.described); nothing was written")
            }
            if Self.isFolder(path) {
                throw RunFailure.usage("\(role): \(path) is a folder; name a file")
            }
            written.insert(resolved, role)
        }
    }

    private static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }

    private static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: trimmed(path), isDirectory: &isFolder) && isFolder.boolValue
    }

    private static func isFile(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: trimmed(path), isDirectory: &isFolder) && !isFolder.boolValue
    }

    /// Each file input's path relative to the inputs' common folder (the deepest folder holding every
    /// folder walked and the folder of every file named directly).
    private static func mirror(_ inputs: [InputFile]) -> [InputFile: String] {
        let anchors = inputs.compactMap(\.anchor).map { ResolvedPath($0).absolute.split(separator: "/").map(String.init) }
        guard var common = anchors.first else { return [:] }
        for anchor in anchors.dropFirst() {
            common = Array(zip(common, anchor).prefix { $0.0 == $0.1 }.map(\.0))
        }
        var mirrored: [InputFile: String] = [:]
        for input in inputs {
            guard let path = input.path else { continue }
            let components = ResolvedPath(path).absolute.split(separator: "/").map(String.init)
            mirrored[input] = components.dropFirst(common.count).joined(separator: "/")
        }
        return mirrored
    }
}
