/// Paths met so far, each with what it stands for, found again in constant time by the rule of
/// `ResolvedPath.namesSameFile(as:)`: by device and inode for files that exist, by canonical
/// spelling for paths not there yet (two spellings of one file either both lead to it or both lead
/// nowhere). A run over a hundred thousand inputs checks each against all the others this way
/// without comparing every pair.
struct ResolvedPathSet<Value> {
    /// Paths of existing files, by identity.
    private var byIdentity: [ResolvedPath.FileIdentity: Value] = [:]
    /// Paths not there yet, by canonical spelling.
    private var byCanonical: [String: Value] = [:]

    /// An empty set.
    init() {}

    /// The value of a path met before that names the same file as `path`, if any.
    func value(namingSameFileAs path: ResolvedPath) -> Value? {
        path.identity.map { byIdentity[$0] } ?? byCanonical[path.canonical]
    }

    /// Adds `path` with `value`, unless a path naming the same file is there already.
    mutating func insert(_ path: ResolvedPath, _ value: Value) {
        guard self.value(namingSameFileAs: path) == nil else { return }
        if let identity = path.identity {
            byIdentity[identity] = value
        } else {
            byCanonical[path.canonical] = value
        }
    }
}
