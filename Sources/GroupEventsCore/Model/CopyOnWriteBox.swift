/// A value kept in a box that copies of its holder share until one of them changes it: copying a
/// holder of many strings, arrays and members then costs one reference count instead of one for each
/// of them (events, members, diagnostics and vendor models are copied many times on their way through
/// a translation). A holder keeps its fields in a private struct in the box, forwards each property
/// with `get` and `_modify`, and gets its equality and hashing synthesized from the box's. A holder
/// whose fields other modules change on the hot path (`GroupEvent`, `GroupMember`, `Diagnostic`,
/// `CodeRule`) makes the struct and the box `@usableFromInline` and its accessors `@inlinable`: a
/// field then changes in place, without a call and a coroutine frame allocated for each change.
///
/// It is `Sendable` because a box is changed only while a single holder has it (`value`'s `_modify`
/// makes a box of its own first): holders shared between threads only read it. For the same reason
/// accesses skip the run-time exclusivity check.
///
/// It is `package` (no program sees it) but `@usableFromInline`, with its accessors `@inlinable`, so
/// that other modules (the vendors' adapters) and the public inlinable accessors of `GroupEvent`,
/// `GroupMember` and `Diagnostic` use it specialized to their own fields: a declaration whose body
/// is not inlinable is not specialized across modules, and every access then looked up the box's
/// generic metadata at run time.
@usableFromInline package struct CopyOnWriteBox<Value: Sendable>: Sendable {
    /// The shared box.
    @usableFromInline final class Box: @unchecked Sendable {
        @usableFromInline @exclusivity(unchecked) var value: Value

        @inlinable init(_ value: Value) { self.value = value }
    }

    /// The box this holder shares with its copies.
    @usableFromInline var box: Box

    /// A box holding `value`.
    @inlinable package init(_ value: Value) {
        box = Box(value)
    }

    /// The value, read in place; changing it first gives this holder a box of its own, unless it has one.
    @usableFromInline package var value: Value {
        @inlinable _read { yield box.value }
        @inlinable _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
            yield &box.value
        }
    }

    /// A mirror of `holder` showing the value's fields as its own, as a struct holding them would:
    /// descriptions and test failures then show the fields rather than the box.
    package func mirror<Holder>(of holder: Holder) -> Mirror {
        Mirror(holder, children: Mirror(reflecting: value).children, displayStyle: .struct)
    }
}

extension CopyOnWriteBox: Equatable where Value: Equatable {
    /// Equal when the values are; the box of copies is equal to itself without comparing.
    @inlinable package static func == (lhs: CopyOnWriteBox, rhs: CopyOnWriteBox) -> Bool {
        lhs.box === rhs.box || lhs.box.value == rhs.box.value
    }
}

extension CopyOnWriteBox: Hashable where Value: Hashable {
    /// Hashes the value.
    @inlinable package func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
