extension Array {
    /// Appends `more`; an empty array takes `more`'s storage instead, with no buffer of its own and
    /// no element copied. Diagnostics and outputs are gathered from several steps of a translation,
    /// most of which give none, so one side is usually empty.
    @inlinable mutating func append(adopting more: [Element]) {
        if isEmpty { self = more } else { append(contentsOf: more) }
    }

    /// This array followed by `more`, as `+` gives it, but without a new buffer when either is empty.
    @inlinable func followed(by more: [Element]) -> [Element] {
        if more.isEmpty { return self }
        if isEmpty { return more }
        return self + more
    }
}
