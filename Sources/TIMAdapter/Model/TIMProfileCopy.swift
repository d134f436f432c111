import GroupEventsJSON

/// A second description of people the model already holds, as a flavour writes one beside the first
/// (the C API's `user_profile_*` objects beside its `group_member_info_*` ones, with the same ID, nick
/// and face URL). The model reads the first; the copy is kept as it came and written back only while
/// the people it describes are the ones read with it, so that it never contradicts them.
struct TIMProfileCopy: Sendable, Hashable {
    /// The copy as the record wrote it.
    let value: JSONValue
    /// The people as the model held them when the copy was read.
    let describes: [TIMMember]

    /// The copy, or nil when the people it was read with have changed since.
    func value(describing people: [TIMMember]) -> JSONValue? {
        people == describes ? value : nil
    }
}
