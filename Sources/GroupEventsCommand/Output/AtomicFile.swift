import Foundation

/// An output file written under a temporary name beside its destination and renamed into place
/// only when the run succeeds, so a reader never sees half a file.
final class AtomicFile {
    /// Where the file ends up.
    let destination: String
    /// The temporary file being written.
    let temporaryPath: String
    /// The sink writing the temporary file.
    let sink: ByteSink

    /// Creates the temporary file (and the destination's folders).
    init(destination: String) throws(CommandFailure) {
        self.destination = destination
        let url = URL(fileURLWithPath: destination)
        let folder = url.deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure.io("\(folder): cannot create folder: \(error.localizedDescription)")
        }
        temporaryPath = folder + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw CommandFailure.io("\(destination): cannot create: \(String(cString: strerror(errno)))")
        }
        sink = ByteSink(descriptor: descriptor, ownsDescriptor: true)
    }

    /// Closes the temporary file and renames it to the destination.
    func commit() throws(CommandFailure) {
        do {
            try sink.close()
        } catch {
            discard()
            throw CommandFailure.io("\(destination): \(error)")
        }
        guard rename(temporaryPath, destination) == 0 else {
            let reason = String(cString: strerror(errno))
            discard()
            throw CommandFailure.io("\(destination): cannot rename into place: \(reason)")
        }
    }

    /// Removes the temporary file, leaving nothing behind.
    func discard() {
        try? sink.close()
        unlink(temporaryPath)
    }
}
