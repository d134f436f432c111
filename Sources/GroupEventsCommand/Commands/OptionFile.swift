import GroupEvents
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
    static func bytes(at path: String, option: String) throws(RunFailure) -> [UInt8] {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw RunFailure.io("\(option) \(path): is a folder; name a file")
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw RunFailure.io("\(option) \(path): cannot open: \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        // Read straight into the array, sized by `fstat` (and grown should the file grow meanwhile):
        // through `Data`, a file was briefly held twice.
        var status = stat()
        var bytes = [UInt8](repeating: 0, count: fstat(descriptor, &status) == 0 ? max(Int(status.st_size), 0) + 1 : 1 << 16)
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
            let got = bytes.withUnsafeMutableBytes { buffer in read(descriptor, buffer.baseAddress! + count, buffer.count - count) }
            if got == 0 { break }
            if got < 0 {
                if errno == EINTR { continue }
                throw RunFailure.io("\(option) \(path): cannot read: \(String(cString: strerror(errno)))")
            }
            count += got
        }
        bytes.removeLast(bytes.count - count)
        return bytes
    }
}
