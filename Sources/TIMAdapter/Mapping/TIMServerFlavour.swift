import GroupEventsCore
import GroupEventsJSON

/// `tim:server` for the shared mapping: the `server` table, whose codes are the wire's (a tip's
/// `OpType` in the web's numbering, a notice's `ReportType` in the server's, a profile tip's
/// `MsgGroupNewInfo` keys), times in seconds.
package enum TIMServerFlavour: TIMFlavour {
    /// `tim:server`.
    package static let id = FlavourID(vendor: "tim", flavour: "server")
    /// `MsgTimeStamp` is in seconds.
    package static let millisecondsPerTimeUnit: Int64 = 1000
    /// A wire tip lists its members' IDs in `List_Account`.
    package static let listsMembersByID = true

    /// A tip's places inside its element's `MsgContent`, the body's first element in every wire tip
    /// message (a pushed tip's body has them one level up); a notice's inside its `MsgBody`. The wire
    /// has no join type: the tip's content stands for it.
    /// What the web SDK's records lack, and a message ID, roles and a join tip's type, which the wire's tips do not hold.
    package static func missingFields(in event: GroupEvent, as element: TIMElement) -> FieldPlaces.Patterns {
        let gaps = TIMWebFlavour.missingFields(in: event, as: element) + wireGaps
        return event.kind == .memberJoined && element == .tip ? gaps + joinTipGap : gaps
    }

    package static func path(_ place: TIMRecordPlace, of element: TIMElement) -> JSONPath {
        switch (element, place) {
        case (.tip, .type): tipContent.appending(key: "OpType")
        case (.tip, .changes): tipContent.appending(key: "MsgGroupNewInfo")
        case (.tip, .joinType): tipContent
        case (.systemNotice, .type): JSONPath(keys: "MsgBody", "ReportType")
        case (.systemNotice, _): JSONPath(keys: "MsgBody")
        }
    }

    /// `$.MsgBody[0].MsgContent`.
    private static let tipContent = JSONPath(keys: "MsgBody").appending(index: 0).appending(key: "MsgContent")
}

/// The `tim:server` mapping.
package typealias TIMServerMapping = TIMFlavourMapping<TIMServerFlavour>

private let wireGaps = FieldPlaces.Patterns(["messageID", "actor.role", "members[].role"])
private let joinTipGap = FieldPlaces.Patterns(["joinMethod"])
