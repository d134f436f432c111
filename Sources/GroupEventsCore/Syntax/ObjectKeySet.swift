/// A fixed set of object keys that a record's keys are looked up in by their UTF-8 bytes, so that
/// telling whether the keys of an indexed text are among them builds no `String` of any key
/// (`FieldReader.keys(notIn:)`).
///
/// The keys are kept by their UTF-8 length, each length's keys one after another in one buffer; a
/// lookup compares bytes only with the keys of the same length.
@usableFromInline package struct ObjectKeySet: Sendable, ExpressibleByArrayLiteral {
    /// For each UTF-8 length, the bytes of the set's keys of that length, one after another.
    private let keysByLength: [Int: [UInt8]]

    /// The set of `keys`.
    @usableFromInline package init(_ keys: some Sequence<String>) {
        var keysByLength: [Int: [UInt8]] = [:]
        for key in Set(keys) { keysByLength[key.utf8.count, default: []].append(contentsOf: key.utf8) }
        self.keysByLength = keysByLength
    }

    /// The set of the keys listed.
    @usableFromInline package init(arrayLiteral keys: String...) {
        self.init(keys)
    }

    /// Whether the set holds the key whose UTF-8 is `key`.
    @usableFromInline package func contains(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let keys = keysByLength[key.count] else { return false }
        guard key.count > 0 else { return true }
        return keys.withUnsafeBufferPointer { keys in
            var start = 0
            while start < keys.count {
                if UnsafeBufferPointer(rebasing: keys[start..<start + key.count]).elementsEqual(key) { return true }
                start += key.count
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
