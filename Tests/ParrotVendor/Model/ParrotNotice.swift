import GroupEventsCore

/// A Parrot hook body about a group: `kind`, `group`, `by`, `who`, `name` and `at`. Keys it does not
/// know stay in `original` and are written back where they stood.
package struct ParrotNotice: Sendable, Hashable {
    /// `kind`: `member_added`, `member_removed`, `group_renamed`, or one no table knows.
    package var kind: String
    /// `group`.
    package var groupID: String
    /// `by`: who did it.
    package var actorID: String?
    /// `who`: whom it was done to.
    package var memberIDs: [String]?
    /// `name`: the group's new name (`group_renamed`).
    package var groupName: String?
    /// `at`: Unix milliseconds.
    package var time: Int64?
    /// The body as read, if it was.
    package var original: ObjectOrigin?

    /// A notice of `kind` in group `groupID`.
    package init(kind: String, groupID: String, original: ObjectOrigin? = nil) {
        self.kind = kind
        self.groupID = groupID
        self.original = original
    }

    /// The keys this type reads and writes; `ObjectWriter` keeps every other key of `original`.
    static let ownedKeys: Set<String> = ["kind", "group", "by", "who", "name", "at"]
}
