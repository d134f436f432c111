import GroupEventsCore

/// How a flavour that lists members' mutes as objects of their own spells one (V2's
/// `V2TimGroupMemberChangeInfo`: `userID`, `muteTime`; the C API has the same two under its own keys).
struct TIMMemberChangeSpelling: Sendable {
    /// The member's ID's key.
    let userID: String
    /// The remaining mute's key.
    let muteTime: String
    /// Both keys, owned by an entry written (built once: entries are written per member).
    private let ownedKeys: Set<String>

    /// A spelling of these keys.
    init(userID: String, muteTime: String) {
        self.userID = userID
        self.muteTime = muteTime
        ownedKeys = [userID, muteTime]
    }

    /// V2's `memberChangeInfoList` entries.
    static let v2 = TIMMemberChangeSpelling(userID: "userID", muteTime: "muteTime")
    /// The wire's `MsgMemberInfo` entries: `User_Account`, `ShutupTime`.
    static let server = TIMMemberChangeSpelling(userID: "User_Account", muteTime: "ShutupTime")

    /// A member's mute.
    func read(_ change: FieldReader) throws(RecordDecodingError) -> TIMMemberChange {
        TIMMemberChange(userID: try change.requiredString(userID), muteTime: try change.int64(muteTime), original: change.origin)
    }

    /// A member's mute over the object it was read from.
    func write(_ change: TIMMemberChange) -> ObjectWriter {
        var object = ObjectWriter(over: change.original, owning: ownedKeys)
        object.write(userID, change.userID)
        object.write(muteTime, change.muteTime)
        return object
    }
}
