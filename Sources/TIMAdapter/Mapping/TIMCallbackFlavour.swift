import GroupEvents
import GroupEventsJSON

/// `tim:callback` for the shared mapping: the `callback` table, whose codes are names, not numbers (a
/// webhook's `CallbackCommand` as its `tipType` or `noticeType`, `ExitType` and `Role` as the
/// subcodes `exitType` and `role`, a group-info webhook's changed keys as its `changes`), times in
/// milliseconds (`EventTime`).
public enum TIMCallbackFlavour: TIMFlavour {
    /// `tim:callback`.
    public static let id = FlavourID(vendor: "tim", flavour: "callback")
    /// `EventTime` is in milliseconds.
    public static let millisecondsPerTimeUnit: Int64 = 1
    /// A webhook names its members in lists of `{Member_Account}` objects, a REST notification its
    /// recipients in `ToMembers_Account`: the model keeps both as member entries.
    public static let listsMembersByID = false

    /// At the top of the body: `CallbackCommand`, the changed keys themselves, `JoinType`.
    /// A webhook names people by user ID alone and has no message ID; a destroyed group's names no
    /// operator, and the REST notice neither operator nor time; a member's role change names one
    /// member, with their name card alone (the new role is the event's).
    public static func missingFields(in event: GroupEvent, as element: TIMElement) -> [String] {
        var missing = ["messageID"] + FieldPlaces.profile(of: "actor")
        switch event.kind {
        case .groupDismissed: missing.append("actor")
        case .noticeCustom: missing += ["actor", "time"]
        case .memberRoleChanged: missing += ["members[].name", "members[].avatarURL", "members[].role"] + event.members.indices.dropFirst().map { "members[\($0)]" }
        default: break
        }
        return event.kind == .memberRoleChanged ? missing : missing + FieldPlaces.profile(of: "members[]")
    }

    public static func path(_ place: TIMRecordPlace, of element: TIMElement) -> JSONPath {
        switch place {
        case .type: JSONPath(keys: "CallbackCommand")
        case .changes: .root
        case .joinType: JSONPath(keys: "JoinType")
        }
    }
}

/// The `tim:callback` mapping.
public typealias TIMCallbackMapping = TIMFlavourMapping<TIMCallbackFlavour>
