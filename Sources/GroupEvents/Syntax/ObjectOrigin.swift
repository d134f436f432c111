import GroupEventsJSON

/// The object a model was read from, kept by the model so that writing it again reproduces what the
/// model does not hold (unknown keys, key order, spellings). Adapters only carry it from a
/// `FieldReader` (`origin`) to an `ObjectWriter`; what it holds is the core's business.
public struct ObjectOrigin: Sendable, Hashable {
    let object: JSONObject

    init(_ object: JSONObject) {
        self.object = object
    }
}
