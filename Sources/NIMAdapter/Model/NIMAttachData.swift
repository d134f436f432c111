import GroupEventsCore

/// The `data` object of a NIM notification's wire `attach`. Who `id` and `ids` name depends on the
/// operation (see `NIMMapping`); keys this type does not model stay in `original`.
package struct NIMAttachData: Sendable, CustomReflectable, Hashable {
    /// `id`: one account (applicant, new owner, inviter or muted member, by operation).
    package var id: String? {
        get { storage.value.id }
        _modify { yield &storage.value.id }
    }

    /// `ids`: the target accounts.
    package var ids: [String]? {
        get { storage.value.ids }
        _modify { yield &storage.value.ids }
    }

    /// `tinfo`: a team snapshot, or for an update the team ID tag and the changed tags, in record order.
    package var tinfo: [NIMTeamTag]? {
        get { storage.value.tinfo }
        _modify { yield &storage.value.tinfo }
    }

    /// `uinfos`: the name cards of the people concerned.
    package var uinfos: [NIMUserCard]? {
        get { storage.value.uinfos }
        _modify { yield &storage.value.uinfos }
    }

    /// `mute`: the member mute flag, 1 or 0.
    package var mute: Int64? {
        get { storage.value.mute }
        _modify { yield &storage.value.mute }
    }

    /// `attach`: the app's own extension for this notification, an opaque string.
    package var attach: String? {
        get { storage.value.attach }
        _modify { yield &storage.value.attach }
    }

    /// `leave`: for an owner transfer, whether the old owner also left.
    package var leave: Bool? {
        get { storage.value.leave }
        _modify { yield &storage.value.leave }
    }

    /// The object as decoded.
    package var original: ObjectOrigin? {
        get { storage.value.original }
        _modify { yield &storage.value.original }
    }

    /// The web flavour's `team` object (the V2 flavour's `updatedTeamInfo`) as decoded, which keeps
    /// the SDK keys no tag stands for (the wire's `tinfo` is written from its tags alone).
    package var teamOriginal: ObjectOrigin? {
        get { storage.value.teamOriginal }
        _modify { yield &storage.value.teamOriginal }
    }

    /// How the V2 flavour's `attachment` spelled what the model does not say.
    var v2Spelling: NIMV2AttachmentSpelling? {
        get { storage.value.v2Spelling }
        _modify { yield &storage.value.v2Spelling }
    }

    /// The fields, in a box copies share (`CopyOnWriteBox`): a copy is one reference count.
    private var storage: CopyOnWriteBox<Fields>

    /// An empty `data` object.
    package init(original: ObjectOrigin? = nil) {
        storage = CopyOnWriteBox(Fields(original: original))
    }

    /// The value of a `tinfo` tag, or nil.
    func tag(_ tag: String) -> String? {
        tinfo?.first { $0.tag == tag }?.value
    }

    /// The keys this type owns.
    static let ownedKeys: Set<String> = ["id", "ids", "tinfo", "uinfos", "mute", "attach", "leave"]

    /// The fields, as a struct's mirror shows them.
    package var customMirror: Mirror { storage.mirror(of: self) }

    /// The stored fields.
    private struct Fields: Sendable, Hashable {
        var id: String?
        var ids: [String]?
        var tinfo: [NIMTeamTag]?
        var uinfos: [NIMUserCard]?
        var mute: Int64?
        var attach: String?
        var leave: Bool?
        var original: ObjectOrigin?
        var teamOriginal: ObjectOrigin?
        var v2Spelling: NIMV2AttachmentSpelling?
    }
}
