import GroupEventsCore
import GroupEventsJSON

/// A stand-in for TIM V2 group tips (`groupTipsElem`), built in the tests so that the core's tests
/// need no vendor adapter: enough of the shape to prove the core's handling of a record that packs several
/// changes (type 7 with a `groupChangeInfoList`) and of per-member values (type 8 with a
/// `memberChangeInfoList`, each member muted for its own number of seconds), and of a second flavour
/// over the same model (a web-like spelling with its own numbering) for templates per vendor.
enum TIMShapedTips {
    /// A flavour of the stand-in vendor.
    protocol Flavour: Sendable {
        static var id: FlavourID { get }
    }

    /// `tim:v2`.
    enum V2: Flavour {
        static let id = FlavourID(vendor: "tim", flavour: "v2")
    }

    /// `tim:web`.
    enum Web: Flavour {
        static let id = FlavourID(vendor: "tim", flavour: "web")
    }

    /// `{"type": 1, "value": "Team v2"}` and its kin, with the object kept for writing back.
    struct Change: Sendable, Hashable {
        var type: Int64
        var value: String
        var original: ObjectOrigin?
    }

    /// `{"userID": "bob", "muteTime": 600}`: seconds of mute remaining, 0 = unmuted.
    struct MemberChange: Sendable, Hashable {
        var userID: String
        var muteTime: Int64
        var original: ObjectOrigin?
    }

    /// One tips element.
    struct Tip: Sendable, Hashable {
        var groupID: String
        var type: Int64
        var opMember: String?
        var memberList: [String] = []
        var changes: [Change] = []
        var memberChanges: [MemberChange] = []
        /// A field of the shared model that no unified event names.
        var memberCount: Int64?
        var original: ObjectOrigin?

        /// The tip without any flavour's raw objects.
        var withoutSpelling: Tip {
            var tip = self
            tip.original = nil
            tip.changes = changes.map { Change(type: $0.type, value: $0.value) }
            tip.memberChanges = memberChanges.map { MemberChange(userID: $0.userID, muteTime: $0.muteTime) }
            return tip
        }
    }

    /// Reads and writes the V2 tips element through `FieldReader` and `ObjectTemplate`.
    struct Codec: SharedModelCodec {
        static let ownedKeys: Set<String> = [
            "groupID", "type", "opMember", "memberList", "groupChangeInfoList", "memberChangeInfoList", "memberCount",
        ]

        func template(from tip: Tip) -> Tip { tip.withoutSpelling }

        func recognizes(_ record: FieldReader) -> Bool { record.contains("groupChangeInfoList") }

        func read(_ record: FieldReader) throws(RecordDecodingError) -> Tip {
            Tip(
                groupID: try record.requiredString("groupID"), type: try record.requiredInt64("type"),
                opMember: try record.object("opMember").map { (member) throws(RecordDecodingError) in try member.requiredString("userID") },
                memberList: try record.objects("memberList") { (member) throws(RecordDecodingError) in try member.requiredString("userID") } ?? [],
                changes: try record.objects("groupChangeInfoList") { (change) throws(RecordDecodingError) in
                    Change(type: try change.requiredInt64("type"), value: try change.string("value") ?? "", original: change.origin)
                } ?? [],
                memberChanges: try record.objects("memberChangeInfoList") { (change) throws(RecordDecodingError) in
                    MemberChange(userID: try change.requiredString("userID"), muteTime: try change.requiredInt64("muteTime"), original: change.origin)
                } ?? [],
                memberCount: try record.int64("memberCount"),
                original: record.origin)
        }

        func write(_ tip: Tip) -> ObjectWriter {
            var object = ObjectWriter(over: tip.original, owning: Self.ownedKeys)
            object.write("groupID", tip.groupID)
            object.write("type", tip.type)
            object.write("opMember", tip.opMember.map(TIMShapedTips.user))
            object.write("memberList", objects: tip.memberList.map(TIMShapedTips.user))
            object.write("groupChangeInfoList", objects: tip.changes.map(TIMShapedTips.write))
            object.write("memberChangeInfoList", objects: tip.memberChanges.map(TIMShapedTips.write))
            object.write("memberCount", tip.memberCount)
            return object
        }
    }

    /// The same tips in a web-like spelling: `operationType` 6 for an info change and 7 for a member
    /// change (V2's 7 and 8), `to`, `operatorID`, `changes`, `memberMuteList`, `memberNum`.
    struct WebCodec: SharedModelCodec {
        static let ownedKeys: Set<String> = ["operationType", "to", "operatorID", "changes", "memberMuteList", "memberNum"]

        func recognizes(_ record: FieldReader) -> Bool { record.contains("operationType") }

        func template(from tip: Tip) -> Tip { tip.withoutSpelling }

        func read(_ record: FieldReader) throws(RecordDecodingError) -> Tip {
            Tip(
                groupID: try record.requiredString("to"), type: try record.requiredInt64("operationType") + 1,
                opMember: try record.string("operatorID"),
                changes: try record.objects("changes") { (change) throws(RecordDecodingError) in
                    Change(type: try change.requiredInt64("type"), value: try change.string("value") ?? "")
                } ?? [],
                memberChanges: try record.objects("memberMuteList") { (change) throws(RecordDecodingError) in
                    MemberChange(userID: try change.requiredString("userID"), muteTime: try change.requiredInt64("muteTime"))
                } ?? [],
                memberCount: try record.int64("memberNum"),
                original: record.origin)
        }

        func write(_ tip: Tip) -> ObjectWriter {
            var object = ObjectWriter(over: tip.original, owning: Self.ownedKeys)
            object.write("operationType", tip.type - 1)
            object.write("to", tip.groupID)
            object.write("operatorID", tip.opMember)
            object.write("changes", objects: tip.changes.map(TIMShapedTips.write))
            object.write("memberMuteList", objects: tip.memberChanges.map(TIMShapedTips.write))
            object.write("memberNum", tip.memberCount)
            return object
        }
    }

    static func user(_ userID: String) -> ObjectWriter {
        var object = ObjectWriter(over: nil, owning: ["userID"])
        object.write("userID", userID)
        return object
    }

    static func write(_ change: Change) -> ObjectWriter {
        var object = ObjectWriter(over: change.original, owning: ["type", "value"])
        object.write("type", change.type)
        object.write("value", change.value)
        return object
    }

    static func write(_ change: MemberChange) -> ObjectWriter {
        var object = ObjectWriter(over: change.original, owning: ["userID", "muteTime"])
        object.write("userID", change.userID)
        object.write("muteTime", change.muteTime)
        return object
    }

    /// Type 7: one `group.profileChanged` for the profile entries and one `group.ownerTransferred`
    /// for an owner entry (type 5), in the order they first appear; type 8: one `member.muted`
    /// with each member's own mute. Encoding merges the events of a record back into one tip.
    struct Mapping<Spelling: Flavour>: FlavourMapping {
        static var id: FlavourID { Spelling.id }
        static var defaultTable: MappingTable {
            let capabilities: [GroupEventKind: Capability] = [.groupProfileChanged: .full, .groupOwnerTransferred: .full, .memberMuted: .full]
            return MappingTable(
                vendor: "tim", title: "TIM stand-in",
                flavours: [V2.id, Web.id].map {
                    FlavourTable(name: $0.flavour, summary: "", codeFields: [CodeField(name: "type")], rules: [], capabilities: capabilities)
                },
                values: [:])
        }

        let flavour: FlavourTable

        init(table: MappingTable) {
            flavour = Self.flavourTable(in: table)
        }

        func decode(_ tip: Tip) -> ([GroupEvent], [Diagnostic]) {
            func event(_ kind: GroupEventKind) -> GroupEvent {
                GroupEvent(
                    kind: kind, groupID: tip.groupID, actor: tip.opMember.map { GroupMember(userID: $0) },
                    source: EventSource(flavour: Self.id, codes: ["type": .integer(tip.type)]))
            }
            if tip.type == 8 {
                var muted = event(.memberMuted)
                muted.members = tip.memberChanges.map { GroupMember(userID: $0.userID) }
                muted.setMutes(tip.memberChanges.map { .duration(seconds: $0.muteTime) })
                return ([muted], [])
            }
            var events: [GroupEvent] = []
            for change in tip.changes {
                if change.type == 5 {
                    var transfer = event(.groupOwnerTransferred)
                    transfer.newOwner = GroupMember(userID: change.value)
                    events.append(transfer)
                } else if let index = events.firstIndex(where: { $0.kind == .groupProfileChanged }) {
                    events[index].profile?.name = change.value
                } else {
                    var profile = event(.groupProfileChanged)
                    profile.profile = GroupProfileChange(name: change.value)
                    events.append(profile)
                }
            }
            return (events, [])
        }

        func encode(_ events: [GroupEvent], template: Tip?) -> ([Tip], [Diagnostic]) {
            guard let first = events.first, let groupID = first.groupID else { return ([], []) }
            let kept = template?.changes ?? []
            func change(_ type: Int64, _ value: String) -> Change {
                Change(type: type, value: value, original: kept.first { $0.type == type }?.original)
            }
            var tip = Tip(
                groupID: groupID, type: first.kind == .memberMuted ? 8 : 7, opMember: first.actor?.userID, memberCount: template?.memberCount,
                original: template?.original)
            for event in events {
                if let owner = event.newOwner { tip.changes.append(change(5, owner.userID)) }
                if let name = event.profile?.name { tip.changes.append(change(1, name)) }
                for member in event.members {
                    guard case .duration(let seconds)? = event.mute(of: member) else { continue }
                    let original = template?.memberChanges.first { $0.userID == member.userID }?.original
                    tip.memberChanges.append(MemberChange(userID: member.userID, muteTime: seconds, original: original))
                }
            }
            return ([tip], [])
        }
    }

    /// The V2 stand-in adapter.
    struct Adapter: CodecMappingAdapter { let layers: FlavourLayers<Codec, Mapping<V2>> }

    /// The web stand-in adapter.
    struct WebAdapter: CodecMappingAdapter { let layers: FlavourLayers<WebCodec, Mapping<Web>> }
}
