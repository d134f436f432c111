import GroupEvents
import GroupEventsJSON

/// Reads and writes the `callback` flavour: ZIM server callback bodies about groups.
///
/// Timestamps come as numbers or strings, in seconds or milliseconds (the documentation's samples use both): the unit is
/// told by size (below 10^11 is seconds, i.e. before the year 5138) and kept for writing back.
public struct ZIMCallbackCodec: FlavourCodec {
    /// The largest value read as seconds; anything above is milliseconds.
    static let largestSeconds: Int64 = 99_999_999_999

    /// The codec.
    public init() {}

    /// A body with `group_id` and an `event`, `join_type` or `exit_type`.
    public func recognizes(_ record: JSONObject) -> Bool {
        record.contains(key: "group_id")
            && (record.contains(key: "event") || record.contains(key: "join_type") || record.contains(key: "exit_type"))
    }

    /// Decodes a callback body.
    public func read(_ body: FieldReader) throws(RecordDecodingError) -> ZIMGroupCallback {
        var callback = ZIMGroupCallback(event: try body.string("event"), groupID: try body.requiredString("group_id"), original: body.object)
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
        if let timestamp = callback.timestamp, timestamp > Self.largestSeconds {
            callback.timeUnit = .milliseconds
        }
        return callback
    }

    /// Encodes a callback body; `appid`, `nonce` and `signature` come from `callback.original`.
    public func write(_ callback: ZIMGroupCallback) -> JSONObject {
        var object = JSONObject()
        if let event = callback.event { object.append("event", .string(event)) }
        object.append("group_id", .string(callback.groupID))
        func appendString(_ key: String, _ value: String?) {
            if let value { object.append(key, .string(value)) }
        }
        func appendStrings(_ key: String, _ values: [String]?) {
            if let values { object.append(key, .array(JSONArray(values.map(JSONValue.string)))) }
        }
        appendString("operator_account", callback.operatorAccount)
        appendString("owner_account", callback.ownerAccount)
        appendString("group_name", callback.groupName)
        if let attributes = callback.attributes { object.append("attributes", attributes) }
        appendStrings("user_ids", callback.userIDs)
        appendString("join_type", callback.joinType)
        appendStrings("new_user_ids", callback.newUserIDs)
        appendString("exit_type", callback.exitType)
        appendStrings("exit_user_ids", callback.exitUserIDs)
        if let timestamp = callback.timestamp { object.append("timestamp", .integer(timestamp)) }
        return ObjectTemplate(original: callback.original, ownedKeys: ZIMGroupCallback.ownedKeys).apply(to: object)
    }
}
