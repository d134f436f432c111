/// A set of fields of `UnifiedFieldTree`, by number: two words of bits, copied and combined without
/// allocating.
struct FieldSet: Sendable, Equatable {
    /// How many fields a set can hold.
    static let capacity = 128

    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// No field.
    init() {}

    /// Whether `field` is in the set.
    func contains(_ field: Int) -> Bool {
        field < 64 ? low >> UInt64(field) & 1 != 0 : high >> UInt64(field - 64) & 1 != 0
    }

    /// Adds `field`.
    mutating func insert(_ field: Int) {
        if field < 64 { low |= 1 << UInt64(field) } else { high |= 1 << UInt64(field - 64) }
    }

    /// Adds the fields of `other`.
    mutating func formUnion(_ other: FieldSet) {
        low |= other.low
        high |= other.high
    }

    /// The fields of both sets.
    func intersection(_ other: FieldSet) -> FieldSet {
        var set = self
        set.low &= other.low
        set.high &= other.high
        return set
    }

    /// The fields of this set that are not in `other`.
    func subtracting(_ other: FieldSet) -> FieldSet {
        var set = self
        set.low &= ~other.low
        set.high &= ~other.high
        return set
    }
}
