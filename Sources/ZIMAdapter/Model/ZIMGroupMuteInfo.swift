import GroupEventsCore

/// `ZIMGroupMuteInfo`: a group-wide mute setting, under `groupMutedInfo` (web, newer Dart) or
/// `groupMuteInfo` (Flutter channel 2.15–2.18).
package struct ZIMGroupMuteInfo: Sendable, Hashable {
    /// `mode`: 0 none, 1 normal members, 2 all, 3 custom roles.
    package var mode: Int64
    /// `expiredTime`: Unix milliseconds; -1 without end; 0 none.
    package var expiredTime: Int64
    /// `roles`: the muted roles for mode 3 (`[3]` for mode 1).
    package var roles: [Int64]
    /// The object as decoded.
    package var original: ObjectOrigin?

    /// A mute setting.
    package init(mode: Int64, expiredTime: Int64, roles: [Int64], original: ObjectOrigin? = nil) {
        self.mode = mode
        self.expiredTime = expiredTime
        self.roles = roles
        self.original = original
    }

    /// The keys this type owns.
    static let ownedKeys: Set<String> = ["mode", "expiredTime", "roles"]
}
