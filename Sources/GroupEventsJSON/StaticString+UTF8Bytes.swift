extension StaticString {
    /// The string's UTF-8, where the compiler put it: for the literal words of keys and messages,
    /// written with no string made.
    @inlinable package var utf8Bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: utf8Start, count: utf8CodeUnitCount)
    }
}
