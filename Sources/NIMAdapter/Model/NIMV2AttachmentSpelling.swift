/// What a V2 `attachment` said beyond the model, to write it back as it came: whether it wrote an
/// empty `targetIds`, which `updatedTeamInfo` keys said "unchanged" with -1, and whether "everyone
/// muted" was spelled with the older 2.
struct NIMV2AttachmentSpelling: Sendable, Hashable {
    /// Whether `targetIds` was there, and empty.
    var emptyTargets = false
    /// The `updatedTeamInfo` keys that were -1.
    var unchangedKeys: [String] = []
    /// Whether `chatBannedMode` was 2.
    var olderEveryone = false
}
