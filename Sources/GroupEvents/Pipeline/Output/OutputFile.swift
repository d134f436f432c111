import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file the command writes.
///
/// A regular file (new or existing) is written under a temporary name beside it and renamed into
/// place only when the run succeeds, so a reader never sees half a file and a failed run leaves the
/// old file as it was. A path that is a symbolic link is followed: the file it leads to is replaced,
/// the link stays. Anything else that already exists — a FIFO, a device such as `/dev/null` or a
/// terminal — is opened and written directly, never replaced.
final class OutputFile {
    /// The path as given, for messages.
    let destination: String
    /// The sink writing the file.
    let sink: ByteSink
    /// For a regular file: the temporary file and the path it is renamed to.
    private let replacement: (temporary: String, target: String)?
    private var finished = false

    /// Opens the destination for writing (creating its folders for a new file).
    init(destination: String) throws(RunFailure) {
        self.destination = destination
        var status = stat()
        if stat(destination, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            guard status.st_mode & S_IFMT != S_IFDIR else { throw RunFailure.usage("\(destination) is a folder; name a file") }
            let descriptor = open(destination, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw RunFailure.io("\(destination): cannot open: \(String(cString: strerror(errno)))") }
            sink = ByteSink(descriptor: descriptor, name: destination, ownsDescriptor: true)
            replacement = nil
            return
        }
        // One spelling for the temporary file and the rename: `..` taken lexically, links followed.
        let target = ResolvedPath(destination).canonical
        let folder = (target as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw RunFailure.io("\(folder): cannot create folder: \(error.localizedDescription)")
        }
        let temporary = folder + "/." + (target as NSString).lastPathComponent + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw RunFailure.io("\(destination): cannot create: \(String(cString: strerror(errno)))")
        }
        sink = ByteSink(descriptor: descriptor, name: destination, ownsDescriptor: true)
        replacement = (temporary, target)
    }

    /// Writes out what is buffered and closes the descriptor, keeping a temporary file until
    /// `commit()` or `discard()`, so that a run of many outputs holds only the open ones' descriptors.
    /// A failed write removes the temporary file.
    func close() throws(RunFailure) {
        do {
            try sink.close()
        } catch {
            discard()
            throw error
        }
    }

    /// Closes the file and, for a regular file, renames it into place.
    func commit() throws(RunFailure) {
        guard !finished else { return }
        try close()
        finished = true
        guard let replacement else { return }
        guard rename(replacement.temporary, replacement.target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(replacement.temporary)
            throw RunFailure.io("\(destination): cannot rename into place: \(reason)")
        }
    }

    /// Closes the file and removes a temporary file, leaving nothing behind (what was already written
    /// to a FIFO or a device cannot be taken back).
    func discard() {
        guard !finished else { return }
        finished = true
        try? sink.close()
        if let replacement { unlink(replacement.temporary) }
    }
}
