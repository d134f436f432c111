import Synchronization

/// The bytes a value was read from, with the identity of that read, so that `JSONWriter` can copy
/// untouched compact containers straight from them — and only from them.
///
/// Every read gets a fresh document number, kept in each container it builds; the writer copies a
/// container only when its number matches the source it was given, so bytes from another buffer
/// that happens to have brackets at the same offsets are never copied.
@usableFromInline package struct JSONSource: Sendable {
    /// The bytes read, or a block they lie in (`JSONRawRecord.block`).
    @usableFromInline package let bytes: [UInt8]
    /// The absolute offset of `bytes[0]` (the `baseOffset` of the read, less the read's index in a block).
    @usableFromInline package let baseOffset: Int
    /// The read's document number.
    let document: UInt32

    /// A fresh document number for the next read (numbers wrap after 2^32 reads).
    static func nextDocument() -> UInt32 {
        counter.wrappingAdd(1, ordering: .relaxed).newValue
    }

    /// The first of `count` fresh document numbers, for a reader that numbers many reads itself
    /// (`DocumentNumbers`).
    static func nextDocuments(_ count: UInt32) -> UInt32 {
        counter.wrappingAdd(count, ordering: .relaxed).newValue &- count &+ 1
    }

    private static let counter = Atomic<UInt32>(0)

    /// Fresh document numbers for one reader that reads record after record (a worker's
    /// `JSONIndexedText`), taken from the shared counter `reservation` at a time: the counter is one
    /// memory location every worker's reads would otherwise change, an atomic add on a cache line the
    /// cores pass back and forth for every record.
    struct DocumentNumbers {
        /// The next number to give.
        private var next: UInt32 = 0
        /// How many numbers are left of the last reservation.
        private var left: UInt32 = 0
        /// How many numbers are taken from the shared counter at once.
        static let reservation: UInt32 = 4096

        /// A fresh document number.
        mutating func take() -> UInt32 {
            if left == 0 {
                next = JSONSource.nextDocuments(Self.reservation)
                left = Self.reservation
            }
            left &-= 1
            defer { next &+= 1 }
            return next
        }
    }
}
