import GroupEventsCore
import GroupEventsJSON

/// Reads the update tags of a team or super-team update (ops 3 and 404: `tinfo` with the team ID tag
/// `"1"` and the changed tags) into a `ProfileSlot`, as `NIMMapping` reads them into a profile change:
/// a name, introduction, notice or avatar as its text, tags 100 and 101 as the group mute (101 says
/// whom it covers and wins over 100), and every other tag as a vendor field (`nim.joinMode`) with the
/// tag's string value. The tags, but the team ID's, are the event's `tags` code, in record order.
///
/// It takes a `tinfo` only when the general path finds for it the rules of profile changes it finds
/// for each tag alone and reports nothing: every key a tag the table knows for the op (spelled as the
/// table's number is, without escapes), each once, every value a string, a mute's value plain digits
/// of a mode its table knows, and at least one tag changed. Anything else (an unknown tag, which the
/// general path reports; a `tinfo` of the team ID alone, an unrecognized update) is left to that path.
struct NIMUpdateTagReader: Sendable {
    /// A tag the table knows for an op: its key, as the string of the table's number, and the field it
    /// changes.
    private struct Tag: Sendable {
        let key: [UInt8]
        let field: NIMProfileField
    }

    /// The tags of each op that reads them (`NIMTableOps.tagged`), as the table gives them: two ops,
    /// looked through rather than hashed.
    private let tagsByOp: [(op: Int64, tags: [Tag])]
    /// Tag 101's values.
    private let muteTypes: ValueTable
    /// Tag 100's values.
    private let muteAll: ValueTable

    /// A reader for the tables of `mapping`: for each op that reads tags, each tag a rule of a profile
    /// change names whose lookup alone (`FlavourTable.rules(matching:)`, as `NIMMapping.decode` makes
    /// it) gives first a rule of a profile change naming that tag and a field.
    init(mapping: NIMServerMapping) {
        let flavour = mapping.flavour
        var tagsByOp: [(op: Int64, tags: [Tag])] = []
        for op in mapping.ops.tagged.sorted() {
            var tags: [Tag] = []
            for candidate in flavour.rules(of: .groupProfileChanged) {
                guard NIMServerMapping.op(ofCode: candidate.code(NIMServerMapping.opField)) == op,
                    let tag = NIMServerMapping.tag(ofCode: candidate.code(NIMServerMapping.tagsField)), tag >= 0
                else { continue }
                let key = Array(String(tag).utf8)
                let codes: JSONObject = [
                    NIMServerMapping.opField: NIMServerMapping.opCode(op),
                    NIMServerMapping.tagsField: .array([NIMServerMapping.tagCode(String(tag))]),
                ]
                let match = flavour.rules(matching: codes)
                guard !tags.contains(where: { $0.key == key }), let rule = match.rules.first, rule.kind == .groupProfileChanged,
                    match.unexplained.isEmpty, NIMServerMapping.tag(ofCode: rule.code(NIMServerMapping.tagsField)) == tag,
                    let field = mapping.field(of: rule)
                else { continue }
                tags.append(Tag(key: key, field: field))
            }
            tagsByOp.append((op, tags))
        }
        self.tagsByOp = tagsByOp
        muteTypes = mapping.muteTypes
        muteAll = mapping.muteAll
    }

    /// Whether the table reads update tags for `op` (the op it knows the record by).
    func readsTags(of op: Int64) -> Bool {
        tagsByOp.contains { $0.op == op }
    }

    /// Reads the profile change `tinfo` says for `op` into `event` (its `profile`, and its
    /// `stringCodes`, the tags, appended to `slots.codeStrings`), its ranges moved `shift` bytes on,
    /// its vendor fields appended to `slots.vendorFields`; false for one the general path would read
    /// otherwise or report.
    func read(_ tinfo: JSONTapeValue, op: Int64, shift: Int, into event: inout EventSlot, slots: inout RecordSlots) -> Bool {
        guard tinfo.kind == .object, let tags = tagsByOp.first(where: { $0.op == op })?.tags, tags.count < 63 else { return false }
        let own = tinfo.textStart
        var profile = ProfileSlot()
        let firstField = slots.vendorFields.count
        let firstTag = slots.codeStrings.count
        var muteAllValue: JSONStringRange?
        var muteTypeValue: JSONStringRange?
        // Each tag at most once: a bit per tag of the op, the highest for the team ID's.
        var seen: UInt64 = 0
        for (key, value) in tinfo.members {
            guard let name = key.stringRange, !name.hasEscapes, let string = value.stringRange else { return false }
            let bit: UInt64
            let tag: Tag?
            if name.holds("1", in: own) {
                (bit, tag) = (1 << 63, nil)
            } else {
                let bytes = name.bytes(in: own)
                guard let position = tags.firstIndex(where: { $0.key.elementsEqual(bytes) }) else { return false }
                (bit, tag) = (1 << UInt64(position), tags[position])
            }
            guard seen & bit == 0 else { return false }
            seen |= bit
            guard let tag else { continue }
            slots.codeStrings.append(name.shifted(by: shift))
            let text = string.shifted(by: shift)
            switch tag.field {
            case .name: profile.name = text
            case .introduction: profile.introduction = text
            case .notice: profile.notice = text
            case .avatarURL: profile.avatarURL = text
            case .muteAll: muteAllValue = string
            case .muteType: muteTypeValue = string
            default: slots.vendorFields.append(VendorFieldSlot(name: tag.field.unifiedName, value: .string(text)))
            }
        }
        guard slots.codeStrings.count > firstTag else { return false }
        profile.vendorFields = firstField..<slots.vendorFields.count
        if let muteTypeValue {
            // Tag 101 says who is muted; tag 100 beside it adds nothing.
            guard let mode = NIMServerSlotReader.integer(digits: muteTypeValue, in: own),
                let scope = muteTypes.meaning(of: mode).flatMap(GroupMuteSetting.Scope.init(meaning:))
            else { return false }
            profile.mute = GroupMuteSetting(scope: scope, rawMode: mode)
        } else if let muteAllValue {
            guard let flag = NIMServerSlotReader.integer(digits: muteAllValue, in: own),
                let scope = muteAll.meaning(of: flag).flatMap(GroupMuteSetting.Scope.init(meaning:))
            else { return false }
            profile.mute = GroupMuteSetting(scope: scope)
        }
        event.profile = profile
        event.stringCodes = EventSlot.StringCodes("tags", firstTag..<slots.codeStrings.count)
        return true
    }
}
