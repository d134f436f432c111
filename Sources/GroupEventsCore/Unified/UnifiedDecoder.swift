import GroupEventsJSON

/// Reads unified JSON back into a `GroupEvent`, checking types and naming the path of anything wrong.
///
/// Keys the contract does not define are reported (`field-dropped`), never silently ignored.
@usableFromInline package enum UnifiedDecoder {
    /// The keys of a unified event object, in the order `UnifiedEncoder` writes them: the field tree's
    /// top level, then `source`.
    ///
    /// Spelled out rather than read from the tree: a list of literals is compared with each key of a
    /// record without a call (read from the tree, the check cost 0.4 % of a unified → tim:web run).
    /// UnifiedCodecTests checks it against the schema's top level, which UnifiedFieldTreeTests checks
    /// against the tree.
    @usableFromInline package static let eventKeys: [String] = [
        "kind", "groupID", "actor", "members", "joinMethod", "role", "mute", "profile", "newOwner", "owner", "addressee", "text",
        "time", "messageID", "source",
    ]

    /// The event in a unified JSON record, plus warnings about keys it did not know.
    @usableFromInline package static func decode(_ record: JSONValue) throws(RecordDecodingError) -> (GroupEvent, [Diagnostic]) {
        try decode(FieldReader(record: record))
    }

    /// The event a reader over a unified JSON record reads, plus warnings about keys it did not know.
    static func decode(_ reader: FieldReader) throws(RecordDecodingError) -> (GroupEvent, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        for member in reader.backing.members where !eventKeys.contains(member.key) {
            diagnostics.append(
                Diagnostic(
                    code: .fieldDropped, severity: .warning, path: JSONPath.root.appending(key: member.key), offset: member.offset,
                    message: "unified events have no key \"\(member.key)\"; it was left out"))
        }
        // An event composed by hand has no source: it is written afresh in whatever flavour it goes to.
        let source = try reader.object(.source).map { (source) throws(RecordDecodingError) in try self.source(source) } ?? EventSource.composed
        var event = GroupEvent(kind: GroupEventKind(rawValue: try reader.requiredString(.kind)), source: source)
        event.groupID = try reader.string(.groupID)
        event.actor = try reader.object(.actor).map { (actor) throws(RecordDecodingError) in try member(actor) }
        event.members = try reader.objects(.members) { (entry) throws(RecordDecodingError) in try member(entry) } ?? []
        if let text = try reader.string(.joinMethod) {
            guard let method = JoinMethod(rawValue: text) else {
                throw reader.error(.joinMethod, "unknown join method \"\(text)\"; expected one of \(JoinMethod.allCases.map(\.rawValue))")
            }
            event.joinMethod = method
        }
        event.role = try reader.object(.role).map { (role) throws(RecordDecodingError) in try self.role(role) }
        event.mute = try reader.object(.mute).map { (mute) throws(RecordDecodingError) in try self.mute(mute) }
        event.profile = try reader.object(.profile).map { (profile) throws(RecordDecodingError) in try self.profile(profile) }
        event.newOwner = try reader.object(.newOwner).map { (owner) throws(RecordDecodingError) in try member(owner) }
        event.owner = try reader.object(.owner).map { (owner) throws(RecordDecodingError) in try member(owner) }
        event.addressee = try reader.object(.addressee).map { (addressee) throws(RecordDecodingError) in try member(addressee) }
        event.text = try reader.string(.text)
        event.time = try reader.int64(.time)
        event.messageID = try reader.string(.messageID)
        if GroupEventKind.aboutMembers.contains(event.kind), event.members.isEmpty {
            let key = UnifiedFieldTree.Key.members.rawValue
            let members = reader.backing.member(key)
            diagnostics.append(
                Diagnostic(
                    code: .suspiciousValue, severity: .warning, path: members == nil ? .root : JSONPath.root.appending(key: key),
                    offset: members?.offset ?? reader.backing.offset,
                    message: "a \(event.kind) event names no members; a vendor record for it will name nobody"))
        }
        return (event, diagnostics)
    }

    static func member(_ reader: FieldReader) throws(RecordDecodingError) -> GroupMember {
        GroupMember(
            userID: try reader.requiredString(.userID), name: try reader.string(.name), nickname: try reader.string(.nickname),
            avatarURL: try reader.string(.avatarURL),
            role: try reader.object(.role).map { (role) throws(RecordDecodingError) in try self.role(role) },
            mute: try reader.object(.mute).map { (mute) throws(RecordDecodingError) in try self.mute(mute) })
    }

    static func role(_ reader: FieldReader) throws(RecordDecodingError) -> GroupRole {
        var level: GroupRole.Level?
        if let text = try reader.string(.level) {
            guard let known = GroupRole.Level(rawValue: text) else {
                throw reader.error(.level, "unknown role level \"\(text)\"; expected owner, admin or member")
            }
            level = known
        }
        return GroupRole(level: level, raw: reader.value(.raw))
    }

    static func mute(_ reader: FieldReader) throws(RecordDecodingError) -> MuteState {
        switch try reader.requiredString(.state) {
        case "lifted": return .lifted
        case "forever": return .forever
        case "muted": return .muted
        case "until": return .until(milliseconds: try reader.requiredInt64(.until))
        case "duration": return .duration(seconds: try reader.requiredInt64(.seconds))
        case let other: throw reader.error(.state, "unknown mute state \"\(other)\"; expected lifted, forever, muted, until or duration")
        }
    }

    static func muteSetting(_ reader: FieldReader) throws(RecordDecodingError) -> GroupMuteSetting {
        let scope: GroupMuteSetting.Scope
        switch try reader.requiredString(.scope) {
        case "none": scope = .none
        case "members": scope = .members
        case "all": scope = .all
        case "roles": scope = .roles(try reader.objects(.roles) { (role) throws(RecordDecodingError) in try self.role(role) } ?? [])
        case "unknown": scope = .unknown
        case let other: throw reader.error(.scope, "unknown mute scope \"\(other)\"; expected none, members, all, roles or unknown")
        }
        return GroupMuteSetting(
            scope: scope, term: try reader.object(.term).map { (term) throws(RecordDecodingError) in try mute(term) },
            rawMode: try reader.int64(.rawMode))
    }

    static func profile(_ reader: FieldReader) throws(RecordDecodingError) -> GroupProfileChange {
        GroupProfileChange(
            name: try reader.string(.name), notice: try reader.string(.notice), introduction: try reader.string(.introduction),
            avatarURL: try reader.string(.avatarURL),
            mute: try reader.object(.mute).map { (mute) throws(RecordDecodingError) in try muteSetting(mute) },
            other: try reader.objects(.other) { (field) throws(RecordDecodingError) in
                guard let value = field.value(.value) else { throw field.error(.value, "missing required \"value\"") }
                return GroupProfileChange.Field(name: try field.requiredString(.name), value: value)
            } ?? [])
    }

    static func source(_ reader: FieldReader) throws(RecordDecodingError) -> EventSource {
        var source = EventSource(
            flavour: FlavourID(vendor: try reader.requiredString(.vendor), flavour: try reader.requiredString(.flavour)),
            codes: try reader.object(.codes)?.object ?? [:],
            part: try reader.object(.part).map { (part) throws(RecordDecodingError) in try self.part(part) })
        source.original = reader.record(.record)
        return source
    }

    static func part(_ reader: FieldReader) throws(RecordDecodingError) -> EventSource.Part {
        let index = try reader.requiredInt64(.index)
        let count = try reader.requiredInt64(.count)
        guard count > 1, count <= Int64(Int32.max), index >= 0, index < count else {
            throw reader.error(.index, "a part needs 0 <= index < count and count > 1; found index \(index) of \(count)")
        }
        return EventSource.Part(index: Int(index), count: Int(count))
    }
}

/// `FieldReader`'s readers by the unified keys the field tree declares (`reader.string(.groupID)`).
extension FieldReader {
    fileprivate func string(_ key: UnifiedFieldTree.Key) throws(RecordDecodingError) -> String? { try string(key.rawValue) }
    fileprivate func requiredString(_ key: UnifiedFieldTree.Key) throws(RecordDecodingError) -> String { try requiredString(key.rawValue) }
    fileprivate func int64(_ key: UnifiedFieldTree.Key) throws(RecordDecodingError) -> Int64? { try int64(key.rawValue) }
    fileprivate func requiredInt64(_ key: UnifiedFieldTree.Key) throws(RecordDecodingError) -> Int64 { try requiredInt64(key.rawValue) }
    fileprivate func object(_ key: UnifiedFieldTree.Key) throws(RecordDecodingError) -> FieldReader? { try object(key.rawValue) }
    fileprivate func objects<Element>(
        _ key: UnifiedFieldTree.Key, _ read: (FieldReader) throws(RecordDecodingError) -> Element
    ) throws(RecordDecodingError) -> [Element]? {
        try objects(key.rawValue, read)
    }
    fileprivate func value(_ key: UnifiedFieldTree.Key) -> JSONValue? { value(key.rawValue) }
    fileprivate func record(_ key: UnifiedFieldTree.Key) -> SourceRecord? { record(key.rawValue) }
    fileprivate func error(_ key: UnifiedFieldTree.Key, _ message: String) -> RecordDecodingError { error(key.rawValue, message) }
}
