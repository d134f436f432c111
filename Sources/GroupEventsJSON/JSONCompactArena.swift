#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Memory that `JSONCompactObject`s write their text into: one arena per thread, reused from record
/// to record, so that writing an object afresh makes no heap allocation once the thread's arena is as
/// large as a record's objects need.
///
/// An object's text is a range of an arena, and the object holds the arena, which lives while any
/// object's text is in it. The bytes below `used` never change while the arena is held: an object
/// appends in place only when its range ends at `used` of the arena of the thread it runs on, and
/// otherwise first moves its text to the end of that arena (so a copy that has written on since, a
/// nested object written in between, or an object sent from another thread is never overwritten). A
/// thread's arena starts afresh (`used` back to 0) when an object is begun and no object holds it
/// any more: in steady state once a record, the objects of the one before having gone. An arena that
/// runs out of room is replaced as its thread's arena by a larger one; objects still in the old one
/// keep it alive. Its bytes are never moved, so other threads may read what objects sent to them hold.
final class JSONCompactArena: @unchecked Sendable {
    /// The arena's bytes.
    let base: UnsafeMutablePointer<UInt8>
    /// How many bytes `base` has room for.
    let capacity: Int
    /// How many bytes of `base` hold objects' text; changed only on the thread whose arena this is
    /// (`current`), which is what makes the arena safe to share.
    var used = 0

    /// The room a thread's first arena has: a record's objects seldom need more.
    static let initialCapacity = 16 * 1024
    /// The most room a replacement arena has unless one object needs more, so that objects kept for
    /// long (which keep their arena from starting afresh) do not make every new arena larger.
    static let maximumCapacity = 1024 * 1024

    private init(capacity: Int) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deallocate()
    }

    /// The calling thread's arena.
    static var current: JSONCompactArena { Slot.current.arena }

    /// Whether this is the calling thread's arena: the one it may write (a check made for every
    /// member written, so it neither makes the thread's slot nor retains it).
    var isCurrent: Bool {
        guard let pointer = pthread_getspecific(Slot.key) else { return false }
        return Unmanaged<Slot>.fromOpaque(pointer)._withUnsafeGuaranteedRef { $0.arena === self }
    }

    /// The calling thread's arena for an object about to be begun, started afresh when no object
    /// holds it.
    static func forNewObject() -> JSONCompactArena {
        let slot = Slot.current
        if isKnownUniquelyReferenced(&slot.arena) { slot.arena.used = 0 }
        return slot.arena
    }

    /// Makes a new arena with room for at least `needed` bytes the calling thread's, and returns it.
    static func replaceCurrent(toHold needed: Int) -> JSONCompactArena {
        let slot = Slot.current
        slot.arena = JSONCompactArena(capacity: max(needed &* 2, min(slot.arena.capacity &* 2, maximumCapacity)))
        return slot.arena
    }

    /// A thread's arena, kept in the thread's own storage and released when the thread ends.
    private final class Slot {
        var arena = JSONCompactArena(capacity: JSONCompactArena.initialCapacity)

        /// The key of the thread-specific value holding each thread's slot.
        static let key: pthread_key_t = {
            var key = pthread_key_t()
            let status = pthread_key_create(&key) { Slot.release($0) }
            precondition(status == 0, "a thread-specific key for compact-object arenas is available")
            return key
        }()

        /// The calling thread's slot, made on first use.
        static var current: Slot {
            if let pointer = pthread_getspecific(key) { return Unmanaged<Slot>.fromOpaque(pointer).takeUnretainedValue() }
            let slot = Slot()
            pthread_setspecific(key, Unmanaged.passRetained(slot).toOpaque())
            return slot
        }

        /// Releases the slot a thread-specific value holds, as its thread ends.
        static func release(_ pointer: UnsafeMutableRawPointer?) {
            guard let pointer else { return }
            Unmanaged<Slot>.fromOpaque(pointer).release()
        }
    }
}
