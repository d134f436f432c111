import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a folder walk found at a path, told by `stat` (symbolic links followed) and `lstat`: neither
/// opens the file, so a FIFO with no writer or a device cannot hold the walk up.
enum WalkedEntry: Equatable, Sendable {
    /// A regular file, or a symbolic link to one: the walk reads it if its filter takes it.
    case file
    /// A folder, or a symbolic link to one.
    case folder
    /// Anything else: the walk skips it, and `reason` says why, as in `a FIFO, not a regular file (…)`
    /// or `a symbolic link to gone.json, which cannot be followed (No such file or directory)`.
    case skipped(reason: String)

    /// The entry at `path`.
    static func at(_ path: String) -> WalkedEntry {
        var status = stat()
        var linkStatus = stat()
        let isLink = lstat(path, &linkStatus) == 0 && linkStatus.st_mode & S_IFMT == S_IFLNK
        guard stat(path, &status) == 0 else {
            let error = String(cString: strerror(errno))
            if isLink, let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                return .skipped(reason: "a symbolic link to \(target), which cannot be followed (\(error))")
            }
            return .skipped(reason: "cannot be examined (\(error))")
        }
        let kind: String
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFIFO: kind = "a FIFO"
        case S_IFSOCK: kind = "a socket"
        case S_IFCHR: kind = "a character device"
        case S_IFBLK: kind = "a block device"
        default: kind = "a file of another kind"
        }
        return .skipped(
            reason: (isLink ? "a symbolic link to " : "") + kind
                + ", not a regular file (a walk reads only regular files; name it on the command line to read it)")
    }
}
