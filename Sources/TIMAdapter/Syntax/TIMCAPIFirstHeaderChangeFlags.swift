import GroupEventsJSON

/// The group-change flags of the first TIMCloud C SDK header (2019), which numbered the five changes
/// it knew from 10: name 10, introduction 11, notification 12, face URL 13, owner 14. Later headers
/// number them 1–5 and give 10–14 to the receive, add and approve options and the permission-group
/// switches, whose values are not strings. A change info of the first header has its flag and its
/// string value and nothing else (no `key`, no typed value slots, which later SDKs always write), so a
/// change info of that shape with a flag of 10–14 is read in today's numbering and written back in its own.
enum TIMCAPIFirstHeaderChangeFlags {
    /// The first header's flags.
    private static let flags: ClosedRange<Int64> = 10...14
    /// What the first header added to today's number of each change it knew.
    private static let offset: Int64 = 9

    /// Today's number of `flag`, when the change info it was read from (its keys `keys`, its string
    /// slot holding `value`) is in the first header's form; nil when it is not.
    static func todaysNumber(of flag: Int64, keys: Set<String>, value: JSONValue?, spelling: TIMChangeInfoSpelling) -> Int64? {
        guard flags.contains(flag), keys == [spelling.type, spelling.text], value?.stringValue != nil else { return nil }
        return flag - offset
    }

    /// The first header's flag a change is written with: the one it was read with (`recordCode`),
    /// while its code is still today's number of that flag; nil otherwise.
    static func flag(writing code: JSONValue, readAs recordCode: JSONValue?) -> JSONValue? {
        guard let flag = recordCode?.numberValue?.int64, flags.contains(flag), code.numberValue?.int64 == flag - offset else { return nil }
        return recordCode
    }
}
