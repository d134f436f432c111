import GroupEventsCore
import GroupEventsJSON

/// `tim:v2` for the shared mapping: the `v2` table, whose codes are V2's (`groupTipsElem.type` in V2's
/// own numbering, a group-info tip's change types), times in seconds.
package enum TIMV2Flavour: TIMFlavour {
    /// `tim:v2`.
    package static let id = FlavourID(vendor: "tim", flavour: "v2")
    /// The message's `timestamp` is in seconds.
    package static let millisecondsPerTimeUnit: Int64 = 1000
    /// V2 names a tip's members only in `memberList`.
    package static let listsMembersByID = false

    /// Inside `groupTipsElem`: `type`, `groupChangeInfoList`; V2 has no join type (its type says).
    /// What tips lack, and roles: a V2 member entry has none.
    package static func missingFields(in event: GroupEvent, as element: TIMElement) -> FieldPlaces.Patterns {
        tipAndNoticeGaps(in: event) + roleGaps
    }

    package static func path(_ place: TIMRecordPlace, of element: TIMElement) -> JSONPath {
        switch place {
        case .type: JSONPath(keys: "groupTipsElem", "type")
        case .changes: JSONPath(keys: "groupTipsElem", "groupChangeInfoList")
        case .joinType: JSONPath(keys: "groupTipsElem")
        }
    }
}

/// The `tim:v2` mapping.
package typealias TIMV2Mapping = TIMFlavourMapping<TIMV2Flavour>

private let roleGaps = FieldPlaces.Patterns(["actor.role", "members[].role"])
