import GroupEventsCore

/// A tips message's `changeInfo`: the group change (events 7), member change (event 8) or pin change
/// (event 9) fields, whichever the change `type` uses, plus the key spelling the source used.
///
/// Fields are kept as they came even when the `type` makes them irrelevant (native maps fill them
/// with defaults), so that writing back reproduces the source; the mapping reads only relevant ones.
package struct ZIMChangeInfo: Sendable, Hashable {
    /// `type`: 1–5 group changes, 10–12 member changes, 21 pin; any integer accepted.
    package var type: Int64
    /// `groupDataFlag`: bits 1 name, 2 notice, 4 avatar, meaningful for type 1.
    package var groupDataFlag: Int64?
    /// `groupName`.
    package var groupName: String?
    /// `groupNotice`.
    package var groupNotice: String?
    /// `groupAvatarUrl`.
    package var groupAvatarUrl: String?
    /// `groupMutedInfo` / `groupMuteInfo`, meaningful for type 5.
    package var groupMuteInfo: ZIMGroupMuteInfo?
    /// `memberRole` / `role`: the new role for type 11 (web writes 1 for type 10).
    package var memberRole: Int64?
    /// `muteExpiredTime`: member mute expiry for type 12, Unix milliseconds; -1 without end; 0 lifted.
    package var muteExpiredTime: Int64?
    /// `groupNewOwner` (newer Dart): who became owner.
    package var groupNewOwner: ZIMUser?
    /// `isPinned` (newer Dart, type 21).
    package var isPinned: Bool?
    /// Which key names the source used.
    package var spelling: ZIMKeySpelling
    /// The object as decoded.
    package var original: ObjectOrigin?

    /// A change info of a type; every field defaults to absent, spelled as the model names.
    package init(type: Int64, spelling: ZIMKeySpelling = .model, original: ObjectOrigin? = nil) {
        self.type = type
        self.spelling = spelling
        self.original = original
    }

    /// Takes `other`'s value for every field this change info leaves unset.
    mutating func fillUnsetFields(from other: ZIMChangeInfo) {
        groupDataFlag = groupDataFlag ?? other.groupDataFlag
        groupName = groupName ?? other.groupName
        groupNotice = groupNotice ?? other.groupNotice
        groupAvatarUrl = groupAvatarUrl ?? other.groupAvatarUrl
        groupMuteInfo = groupMuteInfo ?? other.groupMuteInfo
        memberRole = memberRole ?? other.memberRole
        muteExpiredTime = muteExpiredTime ?? other.muteExpiredTime
        groupNewOwner = groupNewOwner ?? other.groupNewOwner
        isPinned = isPinned ?? other.isPinned
    }

    /// Leaves out the texts that are empty where `other` had none (decoding reads an absent or null
    /// text as empty), so that writing back keeps the record's absent keys absent.
    mutating func omitEmptyTexts(absentIn other: ZIMChangeInfo) {
        if groupName == "", other.groupName == nil { groupName = nil }
        if groupNotice == "", other.groupNotice == nil { groupNotice = nil }
        if groupAvatarUrl == "", other.groupAvatarUrl == nil { groupAvatarUrl = nil }
    }

    /// The keys this type owns, in either spelling.
    static let ownedKeys: Set<String> = [
        "type", "groupDataFlag", "groupName", "groupNotice", "groupAvatarUrl", "groupMutedInfo", "groupMuteInfo",
        "memberRole", "role", "muteExpiredTime", "groupNewOwner", "isPinned",
    ]
}
