import GroupEventsCore

/// The keys a flavour spells a member profile with (web `nick`/`avatar`, V2 `nickName`/`faceUrl`):
/// every TIM codec reads and writes its member objects through one of these. Other keys stay in the
/// member's `original`.
struct TIMMemberSpelling: Sendable {
    /// The user ID's key.
    let userID: String
    /// The nickname's key.
    let nick: String
    /// The avatar's keys: the first is written afresh, any of them is read (and written back where it was).
    let avatar: [String]
    /// The name card's key.
    let nameCard: String
    /// The role's key, where the flavour has one.
    let role: String?
    /// The key of a list entry's remaining mute, where the flavour keeps it on the entry (web 3.x).
    let muteTime: String?
    /// The keys a member object's model owns.
    private let ownedKeys: Set<String>
    /// The keys a list entry's model owns: a member's and the remaining mute's.
    private let listEntryKeys: Set<String>

    /// A spelling with these keys.
    init(userID: String, nick: String, avatar: [String], nameCard: String, role: String?, muteTime: String?) {
        self.userID = userID
        self.nick = nick
        self.avatar = avatar
        self.nameCard = nameCard
        self.role = role
        self.muteTime = muteTime
        ownedKeys = Set([userID, nick, nameCard] + avatar + [role].compactMap { $0 })
        listEntryKeys = ownedKeys.union([muteTime].compactMap { $0 })
    }

    /// The Web SDK's `operatorInfo` and `memberList` entries (3.x adds `muteTime` to the latter).
    static let web = TIMMemberSpelling(userID: "userID", nick: "nick", avatar: ["avatar"], nameCard: "nameCard", role: "role", muteTime: "muteTime")
    /// V2's `V2TimGroupMemberInfo`: `faceUrl` on Android, React Native and Flutter, `faceURL` on iOS.
    static let v2 = TIMMemberSpelling(
        userID: "userID", nick: "nickName", avatar: ["faceUrl", "faceURL"], nameCard: "nameCard", role: nil, muteTime: nil)
    /// The wire's `MsgMemberExtraInfo` entries and `MsgOperatorMemberExtraInfo`: `UserId`, `NickName`,
    /// `ImageUrl`, as the web SDK reads them. No source names a name card there: `NameCard`, the webhooks'
    /// spelling, is assumed. No role is read: no source shows one there.
    static let server = TIMMemberSpelling(
        userID: "UserId", nick: "NickName", avatar: ["ImageUrl"], nameCard: "NameCard", role: nil, muteTime: nil)

    /// A member object.
    func read(_ object: FieldReader) throws(RecordDecodingError) -> TIMMember {
        var member = TIMMember(
            userID: try object.string(userID), nick: try object.string(nick), nameCard: try object.string(nameCard),
            role: role.flatMap(object.value), original: object.origin)
        for key in avatar where object.contains(key) {
            member.avatar = try object.string(key)
            member.avatarKey = key
            break
        }
        return member
    }

    /// The member entries of `key` in `object`, each with its remaining mute where the flavour keeps
    /// it on the entry, or nil.
    func readList(_ key: String, in object: FieldReader) throws(RecordDecodingError) -> [(member: TIMMember, muteTime: Int64?)]? {
        try object.objects(key) { (entry) throws(RecordDecodingError) in
            (try read(entry), try muteTime.flatMap { (key) throws(RecordDecodingError) in try entry.int64(key) })
        }
    }

    /// A member object over the one it was read from.
    func write(_ member: TIMMember) -> ObjectWriter {
        write(member, owning: ownedKeys)
    }

    /// A member entry of a list over the one it was read from, with its remaining mute where the
    /// flavour keeps it there.
    func writeListEntry(_ member: TIMMember, muteTime: Int64?) -> ObjectWriter {
        var object = write(member, owning: listEntryKeys)
        if let key = self.muteTime { object.write(key, muteTime) }
        return object
    }

    /// A member object owning `owned` (the spelling's keys, with or without a list entry's).
    private func write(_ member: TIMMember, owning owned: Set<String>) -> ObjectWriter {
        var object = ObjectWriter(over: member.original, owning: owned)
        object.write(userID, member.userID)
        object.write(nick, member.nick)
        object.write(member.avatarKey ?? avatar[0], member.avatar)
        object.write(nameCard, member.nameCard)
        if let role { object.write(role, carried: member.role) }
        return object
    }
}
