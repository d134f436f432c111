import GroupEventsCore
import GroupEventsJSON

/// Maps Parrot hook notices to `GroupEvent` and back, driven by the `hook` table of `Mappings/parrot.json`:
/// the table says which `kind` is which event; this type says who stands where.
package struct ParrotHookMapping: OneEventMapping {
    /// A hook body.
    package typealias Model = ParrotNotice

    /// `parrot:hook`.
    package static let id = FlavourID(vendor: "parrot", flavour: "hook")

    /// The embedded Parrot table.
    package static var defaultTable: MappingTable { ParrotMappings.defaultTable }

    /// The `hook` table.
    package let flavour: FlavourTable

    /// A mapping driven by a Parrot table.
    package init(table: MappingTable) {
        flavour = Self.flavourTable(in: table)
    }

    /// The kind's level, but a profile change without a new name falls back: a hook can only rename.
    package func capability(for event: GroupEvent) -> EventCapability {
        if event.kind == .groupProfileChanged, event.profile?.name == nil {
            return EventCapability(.fallback, reason: "a Parrot hook says a group's new name and no other profile change")
        }
        return EventCapability(flavour.capability(for: event.kind))
    }

    /// The event a notice describes; a kind the table does not know is kept as `unrecognized`, with a warning.
    package func decodeEvent(_ notice: ParrotNotice) -> (GroupEvent, [Diagnostic]) {
        let codes: JSONObject = ["kind": .string(notice.kind)]
        var event = GroupEvent(
            kind: .unrecognized, groupID: notice.groupID, actor: notice.actorID.map { GroupMember(userID: $0) },
            members: (notice.memberIDs ?? []).map { GroupMember(userID: $0) }, time: notice.time,
            source: EventSource(flavour: Self.id, codes: codes))
        guard let rule = flavour.rule(matching: codes) else {
            let unknown = Diagnostic(
                code: .unknownCode, severity: .warning, path: JSONPath(keys: "kind"),
                message: "Parrot kind \"\(notice.kind)\" is not in the parrot:hook table; kept as unrecognized")
            return (event, [unknown])
        }
        event.kind = rule.kind
        event.joinMethod = rule[attribute: "joinMethod"].flatMap(JoinMethod.init(rawValue:))
        event.profile = notice.groupName.map { GroupProfileChange(name: $0) }
        return (event, [])
    }

    /// The notice for an event the table has a kind for, over `template` (the record it came from).
    package func encodeEvent(_ event: GroupEvent, template: ParrotNotice?) -> (ParrotNotice?, [Diagnostic]) {
        guard let groupID = event.groupID, let kind = flavour.rule(for: event.kind)?.code("kind")?.stringValue else {
            let why = event.groupID == nil ? "a Parrot hook needs a group" : "the parrot:hook table has no kind for \(event.kind)"
            return (nil, [Diagnostic(code: .unsupportedEvent, severity: .error, path: .root, message: why)])
        }
        var notice = ParrotNotice(kind: kind, groupID: groupID, original: template?.original)
        notice.actorID = event.actor?.userID
        notice.memberIDs = event.members.isEmpty ? nil : event.members.map(\.userID)
        notice.groupName = event.profile?.name
        notice.time = event.time
        return (notice, [])
    }

    /// A hook names people by user ID, has no message ID or owner, tells no join but an invitation,
    /// and holds a group's name alone of its profile. What an event fills beyond these places is
    /// reported as left out by the shared encoder, with no code here.
    package func places(for event: GroupEvent) -> FieldPlaces {
        let joinMethod = event.joinMethod == .invited ? [] : ["joinMethod"]
        return FieldPlaces.of(event.kind).without(unplaced + joinMethod)
    }
}

/// What no hook has a place for.
private let unplaced =
    ["messageID", "owner", "profile.notice", "profile.introduction", "profile.avatarURL", "profile.mute", "profile.other"]
    + FieldPlaces.profile(of: "actor") + FieldPlaces.profile(of: "members[]")
