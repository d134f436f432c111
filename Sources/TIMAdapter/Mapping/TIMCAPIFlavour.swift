import GroupEventsCore
import GroupEventsJSON

/// `tim:capi` for the shared mapping: the `capi` table, whose codes are the C API's (`tip_type` 1–7 as
/// the web's, report types in the C SDK's renumbering, a group-info tip's change flags), times in
/// seconds. A report element does not say whom it was delivered to, and roles are numbers.
package enum TIMCAPIFlavour: TIMFlavour {
    /// `tim:capi`.
    package static let id = FlavourID(vendor: "tim", flavour: "capi")
    /// `message_server_time` is in seconds.
    package static let millisecondsPerTimeUnit: Int64 = 1000
    /// A C SDK tip lists its members' IDs in `group_tips_elem_user_array`.
    package static let listsMembersByID = true
    /// A report element's message is in the system conversation, naming no recipient.
    package static let namesNoticeRecipient = false
    /// `group_member_info_member_role` is a number (200/300/400).
    package static let roleType = "integer"

    /// Inside the message's element (diagnostics point at a C SDK message; a bare element has the
    /// same keys at its root): the tip or report type, the change infos, the join type.
    /// What tips and notices lack.
    package static func missingFields(in event: GroupEvent, as element: TIMElement) -> FieldPlaces.Patterns {
        tipAndNoticeGaps(in: event)
    }

    package static func path(_ place: TIMRecordPlace, of element: TIMElement) -> JSONPath {
        let inElement = JSONPath(keys: "message_elem_array").appending(index: 0)
        switch (place, element) {
        case (.type, .tip): return inElement.appending(key: "group_tips_elem_tip_type")
        case (.type, .systemNotice): return inElement.appending(key: "group_report_elem_report_type")
        case (.changes, _): return inElement.appending(key: "group_tips_elem_group_change_info_array")
        case (.joinType, _): return inElement.appending(key: "group_tips_elem_join_type")
        }
    }
}

/// The `tim:capi` mapping.
package typealias TIMCAPIMapping = TIMFlavourMapping<TIMCAPIFlavour>
