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

    private static let counter = Atomic<UInt32>(0)
}
