import GroupEventsCore

/// One member's mute in a member-profile tip: a V2 `memberChangeInfoList` entry, or the `muteTime` of
/// a web `memberList` entry. `muteTime` is the number of seconds the mute has left; 0 lifts it.
package struct TIMMemberChange: Sendable, Hashable {
    /// The member's ID.
    package var userID: String
    /// Seconds of mute remaining, 0 = unmuted; nil when the entry left it out.
    package var muteTime: Int64?
    /// The object the change was read from, when it is an object of its own (V2).
    package var original: ObjectOrigin?

    /// A member's mute.
    package init(userID: String, muteTime: Int64?, original: ObjectOrigin? = nil) {
        self.userID = userID
        self.muteTime = muteTime
        self.original = original
    }
}
