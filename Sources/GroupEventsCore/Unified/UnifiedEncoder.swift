import GroupEventsJSON

/// Writes a `GroupEvent` as unified JSON (the contract form documented by `Schema/group-event.schema.json`).
///
/// Keys come in a fixed order — kind, groupID, actor, members, the kind's details, time, messageID,
/// source (left out for an event composed by hand) — and only fields with a value are written, except
/// `members`, which is always an array. The keys, their nesting and their order are the field tree's
/// (`UnifiedFieldTree`, from which the loss report numbers them; a test checks that this writes them so):
/// a field added here goes there too.
///
/// The shape is composed once (`JSONComposer`): built as a value for programs (`encode(_:)`), or
/// written as text straight from the event (`write(_:into:)`), its source record copied from the
/// text it was read from.
@usableFromInline package enum UnifiedEncoder {
    /// The event as a unified JSON object.
    @usableFromInline package static func encode(_ event: GroupEvent) -> JSONObject {
        var composer = JSONValueComposer()
        event.compose(into: &composer)
        return composer.value!.objectValue!
    }

    /// Appends the event to `writer` as unified JSON, the same text writing `encode(_:)` gives,
    /// without building it.
    @usableFromInline package static func write(_ event: GroupEvent, into writer: inout JSONWriter) {
        writer.compose { event.compose(into: &$0) }
    }

    /// The event as compact unified JSON text (for a flavour's extension field), its source record's
    /// compact parts copied from the text it was read from, as `--to unified` writes them.
    @usableFromInline package static func compactBytes(_ event: GroupEvent) -> [UInt8] {
        var writer = JSONWriter(source: event.source.original?.indexed?.text.source)
        write(event, into: &writer)
        return writer.bytes
    }
}

/// A part of the model written as one unified JSON value.
private protocol UnifiedPart {
    /// Composes the part's unified JSON.
    func compose<Composer: JSONComposer & ~Copyable>(into out: inout Composer)
}

extension GroupEvent: UnifiedPart {
    fileprivate func compose<Composer: JSONComposer & ~Copyable>(into out: inout Composer) {
        out.beginObject()
        out.member(.kind, kind.rawValue)
        out.member(.groupID, groupID)
        out.member(.actor, actor)
        out.key(.members)
        out.beginArray()
        for member in members { member.compose(into: &out) }
        out.endArray()
        out.member(.joinMethod, joinMethod?.rawValue)
        out.member(.role, role)
        out.member(.mute, mute)
        out.member(.profile, profile)
        out.member(.newOwner, newOwner)
        out.member(.owner, owner)
        out.member(.addressee, addressee)
        out.member(.text, text)
        out.member(.time, time)
        out.member(.messageID, messageID)
        if source != .composed { out.member(.source, source) }
        out.endObject()
    }
}

extension GroupMember: UnifiedPart {
    fileprivate func compose<Composer: JSONComposer & ~Copyable>(into out: inout Composer) {
        out.beginObject()
        out.member(.userID, userID)
        out.member(.name, name)
        out.member(.nickname, nickname)
        out.member(.avatarURL, avatarURL)
        out.member(.role, role)
        out.member(.mute, mute)
        out.endObject()
    }
}

extension GroupRole: UnifiedPart {
    fileprivate func compose<Composer: JSONComposer & ~Copyable>(into out: inout Composer) {
        out.beginObject()
        out.member(.level, level?.rawValue)
        if let raw {
            out.key(.raw)
            out.value(raw)
        }
        out.endObject()
    }
}

extension MuteState: UnifiedPart {
    fileprivate func compose<Composer: JSONComposer & ~Copyable>(into out: inout Composer) {
        out.beginObject()
        switch self {
        case .lifted: out.member(.state, "lifted")
        case .forever: out.member(.state, "forever")
        case .muted: out.member(.state, "muted")
        case .until(let milliseconds):
            out.member(.state, "until")
            out.member(.until, milliseconds)
        case .duration(let seconds):
            out.member(.state, "duration")
            out.member(.seconds, seconds)
        }
        out.endObject()
    }
}

extension GroupMuteSetting: UnifiedPart {
    fileprivate func compose<Composer: JSONComposer & ~Copyable>(into out: inout Composer) {
        out.beginObject()
        switch scope {
        case .none: out.member(.scope, "none")
        case .members: out.member(.scope, "members")
        case .all: out.member(.scope, "all")
        case .roles(let roles):
            out.member(.scope, "roles")
            out.key(.roles)
            out.beginArray()
            for role in roles { role.compose(into: &out) }
            out.endArray()
        case .unknown: out.member(.scope, "unknown")
        }
        out.member(.term, term)
        out.member(.rawMode, rawMode)
        out.endObject()
    }
}

extension GroupProfileChange: UnifiedPart {
    fileprivate func compose<Composer: JSONComposer & ~Copyable>(into out: inout Composer) {
        out.beginObject()
        out.member(.name, name)
        out.member(.notice, notice)
        out.member(.introduction, introduction)
        out.member(.avatarURL, avatarURL)
        out.member(.mute, mute)
        if !other.isEmpty {
            out.key(.other)
            out.beginArray()
            for field in other {
                out.beginObject()
                out.member(.name, field.name)
                out.key(.value)
                out.value(field.value)
                out.endObject()
            }
            out.endArray()
        }
        out.endObject()
    }
}

extension EventSource: UnifiedPart {
    fileprivate func compose<Composer: JSONComposer & ~Copyable>(into out: inout Composer) {
        out.beginObject()
        out.member(.vendor, flavour.vendor)
        out.member(.flavour, flavour.flavour)
        out.key(.codes)
        out.value(.object(codes))
        if let part {
            out.key(.part)
            out.beginObject()
            out.member(.index, Int64(part.index))
            out.member(.count, Int64(part.count))
            out.endObject()
        }
        if let original {
            out.key(.record)
            original.compose(into: &out)
        }
        out.endObject()
    }
}

extension JSONComposer where Self: ~Copyable {
    /// The key of the next member.
    fileprivate mutating func key(_ key: UnifiedFieldTree.Key) {
        self.key(key.rawValue)
    }

    /// The member `key` with a string value, when there is one.
    fileprivate mutating func member(_ key: UnifiedFieldTree.Key, _ value: String?) {
        guard let value else { return }
        self.key(key)
        string(value)
    }

    /// The member `key` with an integer value, when there is one.
    fileprivate mutating func member(_ key: UnifiedFieldTree.Key, _ value: Int64?) {
        guard let value else { return }
        self.key(key)
        integer(value)
    }

    /// The member `key` with a part of the model as its value, when there is one.
    fileprivate mutating func member(_ key: UnifiedFieldTree.Key, _ value: (some UnifiedPart)?) {
        guard let value else { return }
        self.key(key)
        value.compose(into: &self)
    }
}
