import GroupEvents
import GroupEventsJSON

/// Reads and writes the `callback` flavour: ZIM server callback bodies about groups.
///
/// Timestamps come as numbers or strings, in seconds or milliseconds (the documentation's samples use both): the unit is
/// told by size (below 10^11 is seconds, i.e. before the year 5138) and kept for writing back. Seconds whose
/// milliseconds an `Int64` cannot hold (below about -9.2 × 10^15) are malformed.
public struct ZIMCallbackCodec: FlavourCodec {
    /// The largest value read as seconds; anything above is milliseconds.
    static let largestSeconds: Int64 = 99_999_999_999

    /// The codec.
    public init() {}

    /// A body with `group_id` and an `event`, `join_type` or `exit_type`.
    public func recognizes(_ record: FieldReader) -> Bool {
        record.contains("group_id") && (record.contains("event") || record.contains("join_type") || record.contains("exit_type"))
    }

    /// Decodes a callback body.
    public func read(_ body: FieldReader) throws(RecordDecodingError) -> ZIMGroupCallback {
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
    public var credentialPaths: [JSONPath] { [JSONPath(keys: "signature")] }

    /// Encodes a callback body; `appid`, `nonce` and `signature` come from `callback.original`.
    public func write(_ callback: ZIMGroupCallback) -> ObjectWriter {
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
