import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A path as the user typed it and as the file system resolves it, so that two spellings of one file
/// (relative and absolute, through `..`, through a symbolic link, a hard link) are known to be one.
struct ResolvedPath: Sendable {
    /// The path as typed or found.
    let typed: String
    /// The absolute path with `.` and `..` removed, links not followed: the name used to mirror trees.
    let absolute: String
    /// The absolute path with every symbolic link followed as far as the path exists.
    let canonical: String
    /// Device and inode when the file exists (they also match hard links).
    let identity: FileIdentity?
    /// When the typed path is a symbolic link: the file it finally leads to (every link followed).
    let linkTarget: String?

    /// Device and inode number: equal for every name of one file.
    struct FileIdentity: Sendable, Hashable {
        let device: UInt64
        let inode: UInt64
    }

    /// Resolves `path` against the current directory.
    init(_ path: String) {
        typed = path
        absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let canonical = Self.canonical(absolute)
        self.canonical = canonical
        var status = stat()
        identity = stat(absolute, &status) == 0 ? FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino)) : nil
        linkTarget = (try? FileManager.default.destinationOfSymbolicLink(atPath: absolute)).map { _ in canonical }
    }

    /// Standard input (or another open descriptor) named `name`: it names the same file as a path
    /// only when it is a regular file redirected from that path (`< in.json`).
    init(descriptor: Int32, name: String) {
        typed = name
        absolute = name
        canonical = name
        var status = stat()
        identity =
            fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
            ? FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino)) : nil
        linkTarget = nil
    }

    /// Whether both paths name one file (or, for paths that do not exist yet, would).
    func namesSameFile(as other: ResolvedPath) -> Bool {
        if let identity, let otherIdentity = other.identity { return identity == otherIdentity }
        return canonical == other.canonical
    }

    /// Whether this path is `folder` itself or lies anywhere below it.
    func isInside(_ folder: ResolvedPath) -> Bool {
        canonical == folder.canonical || canonical.hasPrefix(folder.canonical.hasSuffix("/") ? folder.canonical : folder.canonical + "/")
    }

    /// The typed path, followed by where it leads when it is a symbolic link: `out.json (a link to /data/in.json)`.
    var described: String {
        linkTarget.map { "\(typed) (a symbolic link to \($0))" } ?? typed
    }

    /// `path` with its symbolic links followed: the real path of its longest existing prefix, and the
    /// rest as written.
    private static func canonical(_ path: String) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        let parent = (path as NSString).deletingLastPathComponent
        guard parent != path, !parent.isEmpty else { return path }
        return (canonical(parent) as NSString).appendingPathComponent((path as NSString).lastPathComponent)
    }
}
