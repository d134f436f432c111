import GroupEventsCore
import GroupEventsJSON

/// Reads and writes the `callback` flavour: ZIM server callback bodies about groups.
///
/// Timestamps come as numbers or strings, in seconds or milliseconds (the documentation's samples use both): the unit is
/// told by size (below 10^11 is seconds, i.e. before the year 5138) and kept for writing back. Seconds whose
/// milliseconds an `Int64` cannot hold (below about -9.2 × 10^15) are malformed.
package struct ZIMCallbackCodec: FlavourCodec {
    /// The largest value read as seconds; anything above is milliseconds.
    static let largestSeconds: Int64 = 99_999_999_999

    /// The codec.
    package init() {}

    /// A body with `group_id` and an `event`, `join_type` or `exit_type`, or one whose `event` starts
    /// with `group_` (which has to have a `group_id`).
    package func recognizes(_ record: FieldReader) -> Bool {
        (record.contains("group_id") && (record.contains("event") || record.contains("join_type") || record.contains("exit_type")))
            || Self.namesAGroupEvent(record)
    }

    /// Whether the body's `event` is a string that starts with `group_`.
    private static func namesAGroupEvent(_ record: FieldReader) -> Bool {
        guard record.kind(of: "event") == .string, let event = try? record.string("event") else { return false }
        return event.hasPrefix(groupEventPrefix)
    }

    /// A callback of the same address about something else than a group: one without `group_id` whose
    /// `event` is a string not starting with `group_` (`room_create`, `room_enter`, `send_msg`,
    /// `before_send_msg`…). A body with `group_id`, or with a `group_` event, is a group callback, read
    /// and checked.
    package func nonEventReason(_ body: FieldReader) throws(RecordDecodingError) -> String? {
        guard !body.contains("group_id"), body.kind(of: "event") == .string, let event = try body.string("event"),
            !event.hasPrefix(Self.groupEventPrefix)
        else { return nil }
        let family = Self.neighbourFamilies.first { event.hasPrefix($0.prefix) }?.name ?? "callback"
        return "a ZIM \(family) (\(event))"
    }

    /// The start of every group callback's `event`.
    static let groupEventPrefix = "group_"
    /// What the callbacks of the other families ZEGOCLOUD documents for this address are, by the start
    /// of their `event`.
    static let neighbourFamilies: [(prefix: String, name: String)] = [
        ("room_", "room callback"), ("send_msg", "message callback"), ("before_send_msg", "message callback asking the app before sending"),
    ]

    /// Decodes a callback body.
    package func read(_ body: FieldReader) throws(RecordDecodingError) -> ZIMGroupCallback {
        var callback = ZIMGroupCallback(event: try body.string("event"), groupID: try body.requiredString("group_id"), original: body.origin)
        callback.operatorAccount = try body.string("operator_account")
        callback.ownerAccount = try body.string("owner_account")
        callback.groupName = try body.string("group_name")
        callback.attributes = body.value("attributes")
        callback.userIDs = try body.strings("user_ids")
        callback.newUserIDs = try body.strings("new_user_ids")
        callback.exitUserIDs = try body.strings("exit_user_ids")
        callback.joinType = try body.string("join_type")
        callback.exitType = try body.string("exit_type")
        callback.timestamp = try body.int64OrString("timestamp")
        if let timestamp = callback.timestamp {
            if timestamp > Self.largestSeconds { callback.timeUnit = .milliseconds }
            try body.checkTime(timestamp, unit: callback.timeUnit.millisecondsPerUnit, at: "timestamp")
        }
        return callback
    }

    /// The body's `signature`, computed with the app's callback secret to prove the body came from
    /// ZEGOCLOUD: a credential, never carried beyond a callback body.
    package var credentialPaths: [JSONPath] { [JSONPath(keys: "signature")] }

    /// Encodes a callback body; `appid`, `nonce` and `signature` come from `callback.original`.
    package func write(_ callback: ZIMGroupCallback) -> ObjectWriter {
        var object = ObjectWriter(over: callback.original, owning: ZIMGroupCallback.ownedKeys)
        object.write("event", callback.event)
        object.write("group_id", callback.groupID)
        object.write("operator_account", callback.operatorAccount)
        object.write("owner_account", callback.ownerAccount)
        object.write("group_name", callback.groupName)
        object.write("attributes", carried: callback.attributes)
        object.write("user_ids", strings: callback.userIDs)
        object.write("join_type", callback.joinType)
        object.write("new_user_ids", strings: callback.newUserIDs)
        object.write("exit_type", callback.exitType)
        object.write("exit_user_ids", strings: callback.exitUserIDs)
        object.write("timestamp", callback.timestamp)
        return object
    }
}
