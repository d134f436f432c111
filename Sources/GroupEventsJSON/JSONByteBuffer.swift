/// A growable run of bytes that a `JSONTextComposer` fills, in one `JSONWriter` call, before the writer keeps them
/// (and that the slot path keeps a record's diagnostics' messages in, `RecordSlots.messages`): an append is a capacity check and a copy, without the uniqueness check and generic copying an
/// `Array` append costs for every key, quote and comma. Not copyable, so its storage has one owner
/// and is freed when the buffer goes.
///
/// A buffer can also write into memory lent to it (`init(lentStorage:count:capacity:)`, how a
/// `JSONCompactObject` writes into its `JSONCompactArena`): it appends there in place, and only when
/// an append outgrows the loan does it move the bytes to storage of its own, leaving the lent memory
/// as it was up to `count`.
@usableFromInline package struct JSONByteBuffer: ~Copyable {
    /// The bytes written, `base[0..<count]`.
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    /// The number of bytes written.
    @usableFromInline package internal(set) var count = 0
    /// The number of bytes `base` has room for.
    @usableFromInline var capacity: Int
    /// Whether `base` is storage of this buffer's own, freed when it grows or goes; false while the
    /// buffer writes into lent memory.
    private(set) var ownsStorage = true

    /// An empty buffer with room for `capacity` bytes (at least 64) before it grows.
    @usableFromInline package init(capacity: Int) {
        self.capacity = max(64, capacity)
        base = .allocate(capacity: self.capacity)
    }

    /// A buffer over lent memory: `base[0..<count]` are its bytes so far, and it appends in place up
    /// to `capacity` bytes in all. The memory must stay valid, and untouched by anyone else, while
    /// the buffer lives.
    init(lentStorage base: UnsafeMutablePointer<UInt8>, count: Int, capacity: Int) {
        self.base = base
        self.count = count
        self.capacity = capacity
        ownsStorage = false
    }

    deinit {
        if ownsStorage { base.deallocate() }
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count &+ 1) }
        base[count] = byte
        count &+= 1
    }

    /// Appends `bytes`. Inlinable: a diagnostic's message is written in pieces, a call each.
    @inlinable package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        let added = bytes.count
        guard added > 0, let source = bytes.baseAddress else { return }
        if added > capacity &- count { grow(toHold: count &+ added) }
        Self.copy(source, count: added, to: base + count)
        count &+= added
    }

    /// Appends `bytes` between quotes, as they are (a string's text without escapes), with one check
    /// of the room for all of it.
    @inline(__always)
    mutating func appendQuoted(_ bytes: UnsafeBufferPointer<UInt8>) {
        let added = bytes.count
        if added &+ 2 > capacity &- count { grow(toHold: count &+ added &+ 2) }
        base[count] = JSONByte.quote
        if added > 0 { Self.copy(bytes.baseAddress!, count: added, to: base + (count &+ 1)) }
        base[count &+ added &+ 1] = JSONByte.quote
        count &+= added &+ 2
    }

    /// Copies `count` bytes (at least one) from `source` to `target`: up to sixteen as two words that
    /// overlap (of eight, four, two bytes, or the one byte), reading and writing nothing outside them;
    /// more through `memcpy`. Most of what the writers append is a few bytes (a key, an ID, a piece of
    /// a message), for which the call costs more than the copy.
    @inlinable @inline(__always)
    package static func copy(_ source: UnsafePointer<UInt8>, count: Int, to target: UnsafeMutablePointer<UInt8>) {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(target)
        if count > 16 {
            to.copyMemory(from: from, byteCount: count)
        } else if count >= 8 {
            to.storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self), toByteOffset: count &- 8, as: UInt64.self)
        } else if count >= 4 {
            to.storeBytes(of: from.loadUnaligned(as: UInt32.self), as: UInt32.self)
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self), toByteOffset: count &- 4, as: UInt32.self)
        } else if count >= 2 {
            to.storeBytes(of: from.loadUnaligned(as: UInt16.self), as: UInt16.self)
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: count &- 2, as: UInt16.self), toByteOffset: count &- 2, as: UInt16.self)
        } else {
            target[0] = source[0]
        }
    }

    /// Appends `text`'s UTF-8.
    @usableFromInline package mutating func append(_ text: String) {
        JSONTextEncoding.withUTF8(of: text) { append($0) }
    }

    /// Appends `byte` `repeated` times.
    @inline(__always)
    mutating func append(_ byte: UInt8, repeated: Int) {
        guard repeated > 0 else { return }
        if repeated > capacity &- count { grow(toHold: count &+ repeated) }
        (base + count).initialize(repeating: byte, count: repeated)
        count &+= repeated
    }

    /// Appends what `body` writes straight into the storage: `body` gets room for `maximum` bytes
    /// and returns how many it wrote.
    @inline(__always)
    mutating func append(upTo maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        if maximum > capacity &- count { grow(toHold: count &+ maximum) }
        count &+= body(base + count)
    }

    /// Appends the bytes of the JSON string whose text (between its quotes, escapes and all) is
    /// `text[start..<end]`, unescaped: what `JSONTapeValue.stringUTF8` gives, written in place.
    @usableFromInline package mutating func appendUnescaped(_ text: UnsafePointer<UInt8>, from start: Int, to end: Int) {
        // Unescaping never lengthens a string's text.
        append(upTo: end &- start) { JSONEscapes.decode(text, from: start, to: end, at: $0) }
    }

    /// Writes a 0 just past the bytes written, not counted among them (the next append writes over
    /// it): the sentinel `JSONTape.index(_:baseOffset:endsInSentinel:)` reads the text up to.
    @usableFromInline package mutating func writeSentinel() {
        if count == capacity { grow(toHold: count &+ 1) }
        base[count] = 0
    }

    /// Replaces the first `count` bytes written (at most all of them) with `bytes`, moving the rest:
    /// a sentence's first letter capitalized, which may change its length.
    @usableFromInline package mutating func replaceFirst(_ count: Int, with bytes: UnsafeBufferPointer<UInt8>) {
        let removed = min(count, self.count)
        let rest = self.count &- removed
        let added = bytes.count
        if added > removed, added &- removed > capacity &- self.count { grow(toHold: self.count &+ added &- removed) }
        // The rest moves where the new bytes end (`copyMemory` allows the two places to overlap).
        if added != removed, rest > 0 { UnsafeMutableRawPointer(base + added).copyMemory(from: base + removed, byteCount: rest) }
        if added > 0, let source = bytes.baseAddress { base.update(from: source, count: added) }
        self.count = added &+ rest
    }

    /// The first byte written: valid until the next append (which may move the bytes) and while the
    /// buffer lives.
    @usableFromInline package var baseAddress: UnsafePointer<UInt8> { UnsafePointer(base) }

    /// Forgets the bytes written, keeping the storage for the next ones.
    @usableFromInline package mutating func removeAll() {
        count = 0
    }

    /// Calls `body` with the bytes written.
    @usableFromInline package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: base, count: count))
    }

    /// Moves the bytes to storage with room for at least `needed` bytes, doubling at the least.
    @usableFromInline mutating func grow(toHold needed: Int) {
        let newCapacity = max(needed, capacity &* 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        if ownsStorage { base.deallocate() }
        base = newBase
        capacity = newCapacity
        ownsStorage = true
    }
}
