import Foundation
import GroupEventsCore

/// Turns a run's sources into inputs: files as given, folders walked recursively (in sorted order)
/// for the files `FolderWalkFilter` takes, standard input, descriptors and bytes as they are.
enum InputCollector {
    /// The inputs the sources name, in order.
    ///
    /// A walk never takes or enters what the run itself writes (`written`: the output folder, the
    /// output file, the report), so running the same command twice reads the same inputs. A file
    /// named twice (also through a link, or once directly and once by a walk, or as standard input
    /// redirected from it) is refused: its records would be read twice. A walk that finds nothing is
    /// a `no-input` warning.
    ///
    /// A walk reads only regular files (also through symbolic links): a FIFO, socket or device it
    /// would take by its name, or a link that leads nowhere, is a `skipped-input` warning, told
    /// without opening it, so that nothing in a folder can hold the run up. Named as a source,
    /// such a file is read.
    static func collect(
        _ sources: [RecordSource], filter: FolderWalkFilter = FolderWalkFilter(), skipping written: [ResolvedPath] = [],
        standardInput: Int32 = 0
    ) throws(RunFailure) -> CollectedInputs {
        if sources.filter({ if case .standardInput = $0.kind { true } else { false } }).count > 1 {
            throw RunFailure.usage("standard input ('-') can be read only once")
        }
        var collected = CollectedInputs(inputs: [], namesFolder: false, problems: [])
        for source in sources {
            let argument: String
            let walks: Bool?
            switch source.kind {
            case .standardInput(let name):
                collected.inputs.append(.standardInput(named: name))
                continue
            case .descriptor(let descriptor, let name):
                collected.inputs.append(.descriptor(descriptor, named: name))
                continue
            case .supplied(let supply, let name):
                collected.inputs.append(.supplied(supply, named: name))
                continue
            case .path(let path, let kind):
                (argument, walks) = (path, kind)
            }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) else {
                throw RunFailure.io("\(argument): no such file or folder")
            }
            if let walks, walks != isFolder.boolValue {
                throw RunFailure.usage("\(argument): is \(walks ? "not a folder" : "a folder"); name a \(walks ? "folder" : "file")")
            }
            if isFolder.boolValue {
                collected.namesFolder = true
                let (found, warnings) = try files(under: argument, filter: filter, skipping: written)
                collected.problems += warnings
                if found.isEmpty {
                    collected.problems.append(
                        Diagnostic(
                            code: .noInput, severity: .warning, location: RecordLocation(file: argument),
                            message: "the folder holds no file the walk takes (\(filter.summary)); nothing was read from it"))
                }
                collected.inputs += found
            } else {
                collected.inputs.append(InputFile(path: argument))
            }
        }
        try refuseDuplicates(collected.inputs, standardInput: standardInput)
        return collected
    }

    private static func refuseDuplicates(_ inputs: [InputFile], standardInput: Int32) throws(RunFailure) {
        var seen = ResolvedPathSet<String>()
        for input in inputs where input.supply == nil {
            let resolved = input.path.map(ResolvedPath.init) ?? ResolvedPath(descriptor: input.descriptor ?? standardInput, name: input.displayName)
            if let earlier = seen.value(namingSameFileAs: resolved) {
                throw RunFailure.usage("\(earlier) and \(resolved.described) are the same file; name each input once")
            }
            seen.insert(resolved, resolved.described)
        }
    }

    /// The files the walk of `folder` takes, sorted, and a `skipped-input` warning for each entry it
    /// would take by its name but does not read (not a regular file), sorted by path.
    private static func files(
        under folder: String, filter: FolderWalkFilter, skipping written: [ResolvedPath]
    ) throws(RunFailure) -> (files: [InputFile], warnings: [Diagnostic]) {
        guard let walker = FileManager.default.enumerator(atPath: folder) else {
            throw RunFailure.io("\(folder): cannot read folder")
        }
        // Only what the run writes strictly below this folder is skipped: an output folder that is the
        // input folder (or holds it) is refused by the output plan rather than silently emptied here.
        let root = ResolvedPath(folder)
        let skipped = written.filter { $0.isInside(root) && $0.canonical != root.canonical }
        var relativePaths: [String] = []
        var skippedEntries: [(path: String, reason: String)] = []
        while let relative = walker.nextObject() as? String {
            let path = (folder as NSString).appendingPathComponent(relative)
            let entry = WalkedEntry.at(path)
            let resolved = ResolvedPath(path)
            if entry == .folder {
                if !filter.enters(folder: relative) || skipped.contains(where: { resolved.isInside($0) }) { walker.skipDescendants() }
            } else if filter.takes(file: relative), !skipped.contains(where: { resolved.isInside($0) }) {
                if case .skipped(let reason) = entry {
                    skippedEntries.append((path, reason))
                } else {
                    relativePaths.append(relative)
                }
            }
        }
        let files = relativePaths.sorted().map { InputFile(path: (folder as NSString).appendingPathComponent($0), anchor: folder) }
        let diagnostics = skippedEntries.sorted { $0.path < $1.path }.map { entry in
            Diagnostic(code: .skippedInput, severity: .warning, location: RecordLocation(file: entry.path), message: "skipped: \(entry.reason)")
        }
        return (files, diagnostics)
    }
}
