/// What a NIM update tag changes, as the `field` attribute of a NIM update rule names it.
///
/// Four are unified profile fields, two together make the group mute, and the rest travel as
/// vendor fields (`GroupProfileChange.other`) under these names, with the wire's string value.
enum NIMProfileField: String, CaseIterable, Sendable {
    /// Tag 3.
    case name
    /// Tag 14.
    case introduction
    /// Tag 15, the announcement.
    case notice
    /// Tag 20.
    case avatarURL
    /// Tag 100: the whole team muted or not, a flag.
    case muteAll
    /// Tag 101: who is muted (none, normal members, everyone).
    case muteType
    /// Tag 6.
    case memberLimit
    /// Tag 16.
    case joinMode
    /// Tag 18, the client-writable team extension.
    case custom
    /// Tag 19, the server-only team extension.
    case serverCustom
    /// Tag 21.
    case beInviteMode
    /// Tag 22.
    case inviteMode
    /// Tag 23.
    case updateTeamMode
    /// Tag 24.
    case updateCustomMode

    /// Whether the field is one of the two mute-all tags.
    var isMute: Bool { self == .muteAll || self == .muteType }
}
