import GroupEventsCore

/// `ZIMGroupMuteInfo`: a group-wide mute setting, under `groupMutedInfo` (web, newer Dart) or
/// `groupMuteInfo` (Flutter channel 2.15–2.18).
public struct ZIMGroupMuteInfo: Sendable, Hashable {
    /// `mode`: 0 none, 1 normal members, 2 all, 3 custom roles.
    public var mode: Int64
    /// `expiredTime`: Unix milliseconds; -1 without end; 0 none.
    public var expiredTime: Int64
    /// `roles`: the muted roles for mode 3 (`[3]` for mode 1).
    public var roles: [Int64]
    /// The object as decoded.
    public var original: ObjectOrigin?

    /// A mute setting.
    public init(mode: Int64, expiredTime: Int64, roles: [Int64], original: ObjectOrigin? = nil) {
        self.mode = mode
        self.expiredTime = expiredTime
        self.roles = roles
        self.original = original
    }

    /// The keys this type owns.
    static let ownedKeys: Set<String> = ["mode", "expiredTime", "roles"]
}
