import GroupEventsCore
import GroupEventsJSON

/// `tim:web` for the shared mapping: the `web` table, whose codes are the Web SDK's (a tip's or
/// notice's `operationType`, a profile tip's `newGroupProfile` keys), times in seconds.
package enum TIMWebFlavour: TIMFlavour {
    /// `tim:web`.
    package static let id = FlavourID(vendor: "tim", flavour: "web")
    /// The message's `time` is in seconds.
    package static let millisecondsPerTimeUnit: Int64 = 1000
    /// The web tip lists its members' IDs in `userIDList`.
    package static let listsMembersByID = true

    /// Inside `payload`: `operationType`, `newGroupProfile`, `groupJoinType`.
    /// What tips and notices lack; a system notice names people by user ID alone.
    package static func missingFields(in event: GroupEvent, as element: TIMElement) -> FieldPlaces.Patterns {
        element == .systemNotice ? tipAndNoticeGaps(in: event) + noticeProfileGaps : tipAndNoticeGaps(in: event)
    }

    package static func path(_ place: TIMRecordPlace, of element: TIMElement) -> JSONPath {
        switch place {
        case .type: JSONPath(keys: "payload", "operationType")
        case .changes: JSONPath(keys: "payload", "newGroupProfile")
        case .joinType: JSONPath(keys: "payload", "groupJoinType")
        }
    }
}

/// The `tim:web` mapping.
package typealias TIMWebMapping = TIMFlavourMapping<TIMWebFlavour>

private let noticeProfileGaps = FieldPlaces.Patterns(FieldPlaces.profile(of: "actor") + FieldPlaces.profile(of: "members[]"))
