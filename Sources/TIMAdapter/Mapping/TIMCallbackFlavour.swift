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
