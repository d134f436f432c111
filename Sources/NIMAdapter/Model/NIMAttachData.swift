import GroupEvents

/// The `data` object of a NIM notification's wire `attach`. Who `id` and `ids` name depends on the
/// operation (see `NIMMapping`); keys this type does not model stay in `original`.
public struct NIMAttachData: Sendable, Hashable {
    /// `id`: one account (applicant, new owner, inviter or muted member, by operation).
    public var id: String?
    /// `ids`: the target accounts.
    public var ids: [String]?
    /// `tinfo`: a team snapshot, or for an update the team ID tag and the changed tags, in record order.
    public var tinfo: [NIMTeamTag]?
    /// `uinfos`: the name cards of the people concerned.
    public var uinfos: [NIMUserCard]?
    /// `mute`: the member mute flag, 1 or 0.
    public var mute: Int64?
    /// `attach`: the app's own extension for this notification, an opaque string.
    public var attach: String?
    /// `leave`: for an owner transfer, whether the old owner also left.
    public var leave: Bool?
    /// The object as decoded.
    public var original: ObjectOrigin?
    /// The web flavour's `team` object (the V2 flavour's `updatedTeamInfo`) as decoded, which keeps
    /// the SDK keys no tag stands for (the wire's `tinfo` is written from its tags alone).
    public var teamOriginal: ObjectOrigin?
    /// How the V2 flavour's `attachment` spelled what the model does not say.
    var v2Spelling: NIMV2AttachmentSpelling?

    /// An empty `data` object.
    public init(original: ObjectOrigin? = nil) {
        self.original = original
    }

    /// The value of a `tinfo` tag, or nil.
    func tag(_ tag: String) -> String? {
        tinfo?.first { $0.tag == tag }?.value
    }

    /// The keys this type owns.
    static let ownedKeys: Set<String> = ["id", "ids", "tinfo", "uinfos", "mute", "attach", "leave"]
}
