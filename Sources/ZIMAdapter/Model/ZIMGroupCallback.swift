import GroupEventsCore
import GroupEventsJSON

/// A ZIM server callback (webhook) body about a group: `group_create`, `group_join`, `group_exit`
/// or `group_destroy`. `appid`, `nonce` and `signature` stay in `original`.
package struct ZIMGroupCallback: Sendable, Hashable {
    /// How the callback wrote its `timestamp`.
    package enum TimeUnit: String, Sendable, Hashable {
        /// 10-digit Unix seconds, as the samples show.
        case seconds
        /// 13-digit Unix milliseconds, as one table says.
        case milliseconds

        /// How many milliseconds one unit is.
        package var millisecondsPerUnit: Int64 { self == .seconds ? 1000 : 1 }
    }

    /// `event`, as written (`group_join`, or the sample's `Apply_join_group`).
    package var event: String?
    /// `group_id`.
    package var groupID: String
    /// `operator_account`.
    package var operatorAccount: String?
    /// `owner_account` (create, destroy).
    package var ownerAccount: String?
    /// `group_name` (create).
    package var groupName: String?
    /// `attributes` (create): `[{key, value}]`, kept as JSON.
    package var attributes: JSONValue?
    /// `user_ids` (create, destroy).
    package var userIDs: [String]?
    /// `new_user_ids` (join).
    package var newUserIDs: [String]?
    /// `exit_user_ids` (exit).
    package var exitUserIDs: [String]?
    /// `join_type`: `Apply` or `Invited`.
    package var joinType: String?
    /// `exit_type`: `Quit` or `Kickout`.
    package var exitType: String?
    /// `timestamp` in its own unit: the codec reads only timestamps whose milliseconds an `Int64` holds.
    package var timestamp: Int64?
    /// The unit of `timestamp`.
    package var timeUnit: TimeUnit
    /// The body as decoded.
    package var original: ObjectOrigin?

    /// A callback body.
    package init(event: String?, groupID: String, timeUnit: TimeUnit = .seconds, original: ObjectOrigin? = nil) {
        self.event = event
        self.groupID = groupID
        self.timeUnit = timeUnit
        self.original = original
    }

    /// `timestamp` in milliseconds; nil for one whose milliseconds an `Int64` cannot hold, which the
    /// codec does not read.
    package var timeMilliseconds: Int64? {
        timestamp.flatMap { TimeScale.milliseconds($0, unit: timeUnit.millisecondsPerUnit) }
    }

    /// The keys this type owns.
    static let ownedKeys: Set<String> = [
        "event", "group_id", "operator_account", "owner_account", "group_name", "attributes", "user_ids", "new_user_ids",
        "exit_user_ids", "join_type", "exit_type", "timestamp",
    ]
}
