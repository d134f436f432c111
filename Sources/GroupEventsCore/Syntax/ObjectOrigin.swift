import GroupEventsJSON

/// The object a model was read from, kept by the model so that writing it again reproduces what the
/// model does not hold (unknown keys, key order, spellings). Adapters only carry it from a
/// `FieldReader` (`origin`) to an `ObjectWriter`; what it holds is the core's business. An object of
/// an indexed record stays unbuilt until a writer lays a record over it.
@usableFromInline package struct ObjectOrigin: Sendable, Hashable {
    let backing: FieldObject

    init(_ backing: FieldObject) {
        self.backing = backing
    }

    /// The object (built, for an object of an indexed record).
    var object: JSONObject { backing.object }

    /// Origins are equal when their objects are; the same object of the same record is, unbuilt.
    @usableFromInline package static func == (lhs: ObjectOrigin, rhs: ObjectOrigin) -> Bool {
        if case .text(let left) = lhs.backing, case .text(let right) = rhs.backing, left.isSameEntry(as: right) { return true }
        return lhs.object == rhs.object
    }

    /// Hashes the object.
    @usableFromInline package func hash(into hasher: inout Hasher) {
        hasher.combine(object)
    }
}
