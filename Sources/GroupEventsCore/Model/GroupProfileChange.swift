import GroupEventsJSON

/// A partial diff of a group's profile: a field that is nil did not change.
public struct GroupProfileChange: Sendable, Hashable {
    /// The new group name.
    public var name: String?
    /// The new notice (announcement, notification board).
    public var notice: String?
    /// The new introduction (description).
    public var introduction: String?
    /// The new avatar URL.
    public var avatarURL: String?
    /// The new group-wide mute setting.
    public var mute: GroupMuteSetting?
    /// Vendor-specific fields with no common meaning, each named `vendor.field` and kept as the raw value.
    public var other: [Field]

    /// A change of a vendor-specific profile field.
    public struct Field: Sendable, Hashable {
        /// The field's name, prefixed with its vendor (`nim.inviteMode`).
        public var name: String
        /// The new value as the vendor wrote it.
        public var value: JSONValue

        /// A field change.
        public init(name: String, value: JSONValue) {
            self.name = name
            self.value = value
        }
    }

    /// A profile change; every field defaults to unchanged.
    public init(
        name: String? = nil, notice: String? = nil, introduction: String? = nil, avatarURL: String? = nil,
        mute: GroupMuteSetting? = nil, other: [Field] = []
    ) {
        self.name = name
        self.notice = notice
        self.introduction = introduction
        self.avatarURL = avatarURL
        self.mute = mute
        self.other = other
    }

    /// Whether nothing changed.
    public var isEmpty: Bool {
        name == nil && notice == nil && introduction == nil && avatarURL == nil && mute == nil && other.isEmpty
    }
}
