import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file an option names (`--mappings FILE`, `--id-map FILE`), read whole.
enum OptionFile {
    /// The bytes of the file at `path`; a folder or an unreadable file is an I/O error that names
    /// `option` and gives the system's reason.
    static func bytes(at path: String, option: String) throws(CommandFailure) -> [UInt8] {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw CommandFailure.io("\(option) \(path): is a folder; name a file")
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw CommandFailure.io("\(option) \(path): cannot open: \(String(cString: strerror(errno)))") }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            return Array(try handle.readToEnd() ?? Data())
        } catch {
            throw CommandFailure.io("\(option) \(path): cannot read: \(error.localizedDescription)")
        }
    }
}
