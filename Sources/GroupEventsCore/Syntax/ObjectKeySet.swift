/// A fixed set of object keys that a record's keys are looked up in by their UTF-8 bytes, so that
/// telling whether the keys of an indexed text are among them builds no `String` of any key
/// (`FieldReader.keys(notIn:)`).
///
/// The keys are kept by their UTF-8 length, each length's keys one after another in one buffer, the
/// buffers in an array indexed by the length; a lookup hashes nothing and compares bytes only with
/// the keys of the same length, a byte at a time (keys are short, and most differ in their first
/// bytes). The slot readers ask it of every key of a record they do not read.
@usableFromInline package struct ObjectKeySet: Sendable, ExpressibleByArrayLiteral {
    /// For each UTF-8 length up to the longest key's, the bytes of the set's keys of that length, one
    /// after another (none for a length no key has).
    private let keysByLength: [[UInt8]]
    /// Whether the set holds the empty key.
    private let holdsEmptyKey: Bool

    /// The set of `keys`.
    @usableFromInline package init(_ keys: some Sequence<String>) {
        var keysByLength: [[UInt8]] = []
        var holdsEmptyKey = false
        for key in Set(keys) {
            let count = key.utf8.count
            if count == 0 { holdsEmptyKey = true }
            if keysByLength.count <= count { keysByLength += Array(repeating: [], count: count + 1 - keysByLength.count) }
            keysByLength[count].append(contentsOf: key.utf8)
        }
        self.keysByLength = keysByLength
        self.holdsEmptyKey = holdsEmptyKey
    }

    /// The set of the keys listed.
    @usableFromInline package init(arrayLiteral keys: String...) {
        self.init(keys)
    }

    /// Whether the set holds the key whose UTF-8 is `key`.
    @usableFromInline package func contains(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = key.count
        guard count > 0 else { return holdsEmptyKey }
        guard count < keysByLength.count, let probe = key.baseAddress else { return false }
        return keysByLength[count].withUnsafeBufferPointer { keys in
            guard let base = keys.baseAddress else { return false }
            var start = 0
            while start < keys.count {
                var index = 0
                while index < count && base[start &+ index] == probe[index] { index &+= 1 }
                if index == count { return true }
                start &+= count
            }
            return false
        }
    }

    /// Whether the set holds `key`.
    @usableFromInline package func contains(_ key: String) -> Bool {
        var key = key
        return key.withUTF8 { contains($0) }
    }
}
