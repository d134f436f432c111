/// A value kept in a box that copies of its holder share until one of them changes it: copying a
/// holder of many strings, arrays and members then costs one reference count instead of one for each
/// of them (models are copied many times on their way through a translation).
///
/// It is `Sendable` because a box is changed only while a single holder has it (`value`'s `_modify`
/// makes a box of its own first): holders shared between threads only read it. For the same reason
/// accesses skip the run-time exclusivity check.
struct CopyOnWriteBox<Value: Sendable>: Sendable {
    /// The shared box.
    private final class Box: @unchecked Sendable {
        @exclusivity(unchecked) var value: Value

        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    /// A box holding `value`.
    init(_ value: Value) {
        box = Box(value)
    }

    /// The value, read in place; changing it first gives this holder a box of its own, unless it has one.
    var value: Value {
        _read { yield box.value }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
            yield &box.value
        }
    }

    /// A mirror of `holder` showing the value's fields as its own, as a struct holding them would:
    /// descriptions and test failures then show the fields rather than the box.
    func mirror<Holder>(of holder: Holder) -> Mirror {
        Mirror(holder, children: Mirror(reflecting: value).children, displayStyle: .struct)
    }

    /// Whether the two hold the same box, so their values are the same without comparing them.
    func shares(with other: CopyOnWriteBox) -> Bool { box === other.box }
}
