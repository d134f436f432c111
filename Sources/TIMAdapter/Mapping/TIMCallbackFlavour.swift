import GroupEventsCore
import GroupEventsJSON

/// `tim:callback` for the shared mapping: the `callback` table, whose codes are names, not numbers (a
/// webhook's `CallbackCommand` as its `tipType` or `noticeType`, `ExitType` and `Role` as the
/// subcodes `exitType` and `role`, a group-info webhook's changed keys as its `changes`), times in
/// milliseconds (`EventTime`).
package enum TIMCallbackFlavour: TIMFlavour {
    /// `tim:callback`.
    package static let id = FlavourID(vendor: "tim", flavour: "callback")
    /// `EventTime` is in milliseconds.
    package static let millisecondsPerTimeUnit: Int64 = 1
    /// A webhook names its members in lists of `{Member_Account}` objects, a REST notification its
    /// recipients in `ToMembers_Account`: the model keeps both as member entries.
    package static let listsMembersByID = false
    /// A webhook reports to the app's server; no member sees it in a conversation.
    package static let tipsAreSeenByTheGroup = false
    /// A webhook is delivered to the app's server, not to a user, and the REST notice names its
    /// recipients as its members (`ToMembers_Account`).
    package static let namesNoticeRecipient = false
    /// A webhook is delivered to the app's server; no notice of it goes to one user.
    package static let deliversNoticesToOnePerson = false
    /// A creation webhook lists the group's custom fields in `UserDefinedDataList`.
    package static let keepsCreatedGroupCustomFields = true

    /// At the top of the body: `CallbackCommand`, the changed keys themselves, `JoinType`.
    /// A webhook names people by user ID alone and has no message ID; a destroyed group's names no
    /// operator, and the REST notice neither operator nor time; a member's role change names its
    /// member with their name card alone (the new role is the event's); a created group's webhook
    /// holds the group's `Name` and custom fields (`UserDefinedDataList`), no other profile field; an
    /// owner change names the new owner once, as `NewOwner_Account`.
    package static func missingFields(in event: GroupEvent, as element: TIMElement) -> FieldPlaces.Patterns {
        switch event.kind {
        case .groupDismissed: callbackGaps + memberProfileGaps + actorGap
        case .groupCreated: callbackGaps + memberProfileGaps + ownerProfileGaps + createdProfileGaps
        case .groupOwnerTransferred:
            callbackGaps + memberProfileGaps + ownerProfileGaps + newOwnerProfileGaps
                + FieldPlaces.Patterns(event.members.indices.dropFirst().map { "members[\($0)]" })
        case .noticeCustom: callbackGaps + memberProfileGaps + unaddressedNoticeGaps
        case .memberRoleChanged: callbackGaps + roleChangeGaps
        default: callbackGaps + memberProfileGaps
        }
    }

    /// A member-field webhook (a role change) names one member (`Modified_Account`).
    package static func namesOneMember(for kind: GroupEventKind) -> Bool {
        kind == .memberRoleChanged
    }

    package static func path(_ place: TIMRecordPlace, of element: TIMElement) -> JSONPath {
        switch place {
        case .type: JSONPath(keys: "CallbackCommand")
        case .changes: .root
        case .joinType: JSONPath(keys: "JoinType")
        }
    }
}

/// The `tim:callback` mapping.
package typealias TIMCallbackMapping = TIMFlavourMapping<TIMCallbackFlavour>

private let callbackGaps = FieldPlaces.Patterns(["messageID"] + FieldPlaces.profile(of: "actor"))
private let memberProfileGaps = FieldPlaces.Patterns(FieldPlaces.profile(of: "members[]"))
private let actorGap = FieldPlaces.Patterns(["actor"])
private let ownerProfileGaps = FieldPlaces.Patterns(FieldPlaces.profile(of: "owner"))
private let newOwnerProfileGaps = FieldPlaces.Patterns(FieldPlaces.profile(of: "newOwner"))
private let unaddressedNoticeGaps = FieldPlaces.Patterns(["actor", "time"])
private let roleChangeGaps = FieldPlaces.Patterns(["members[].name", "members[].avatarURL", "members[].role"])
