import GroupEventsCore
import GroupEventsJSON

/// One TIM group notification, in any flavour: a group tip or a group system notice. Every TIM
/// flavour reads into this model and writes from it; they differ in spelling and in numbering (`type`
/// is the flavour's own number, which only the flavour's table can read: web tip 3 is a kick, V2 tip
/// 3 a quit). Keys the model does not own stay in the objects it was read from and are written back
/// as they came.
package struct TIMNotification: Sendable, CustomReflectable, Hashable {
    /// A tip or a system notice.
    package var element: TIMElement {
        get { storage.value.element }
        _modify { yield &storage.value.element }
    }

    /// The flavour's number for the tip or notice type (web `operationType`, V2 `groupTipsElem.type`);
    /// 0 where the flavour names its types instead (`typeName`).
    package var type: Int64 {
        get { storage.value.type }
        _modify { yield &storage.value.type }
    }

    /// The flavour's name for the type, where it names its types rather than numbering them: a
    /// webhook's `CallbackCommand`, or the REST API whose request body the record is. Nil for a
    /// numbering flavour.
    package var typeName: String? {
        get { storage.value.typeName }
        _modify { yield &storage.value.typeName }
    }

    /// Codes beside the type that tell records of one type apart, by the code field of the flavour's
    /// table that holds them: a webhook's `exitType` (`Quit`, `Kicked`) and `role` (the role a member
    /// field change leaves). Empty where the type says it all.
    package var subcodes: [String: JSONValue] {
        get { storage.value.subcodes }
        _modify { yield &storage.value.subcodes }
    }

    /// The group's ID (web `groupProfile.groupID`, V2 `groupTipsElem.groupID`).
    package var groupID: String? {
        get { storage.value.groupID }
        _modify { yield &storage.value.groupID }
    }

    /// Whom the message is addressed to: for a tip the group, or a community topic (web `to`, V2's
    /// message `groupID`); for a system notice the user it was delivered to (web `to`).
    package var addressee: String? {
        get { storage.value.addressee }
        _modify { yield &storage.value.addressee }
    }

    /// Who acted (web `operatorID`, V2 `opMember.userID`); an empty string where the service acted.
    package var operatorID: String? {
        get { storage.value.operatorID }
        _modify { yield &storage.value.operatorID }
    }

    /// The operator's profile (web 3.x `operatorInfo`, V2 `opMember`).
    package var operatorProfile: TIMMember? {
        get { storage.value.operatorProfile }
        _modify { yield &storage.value.operatorProfile }
    }

    /// The IDs the tip is about (web `userIDList`); V2 names them only in `members`.
    package var userIDs: [String]? {
        get { storage.value.userIDs }
        _modify { yield &storage.value.userIDs }
    }

    /// The profiles of the members the tip is about (web and V2 `memberList`, and each flavour's equivalent).
    package var members: [TIMMember]? {
        get { storage.value.members }
        _modify { yield &storage.value.members }
    }

    /// How members joined, as the flavour writes it (web 3.x `groupJoinType`); the `joinType` value
    /// table gives its meaning.
    package var joinType: JSONValue? {
        get { storage.value.joinType }
        _modify { yield &storage.value.joinType }
    }

    /// What a group-profile tip changed, in record order; for a creation webhook, the custom fields the
    /// group was created with (`UserDefinedDataList`), each a custom change.
    package var changes: [TIMGroupChange]? {
        get { storage.value.changes }
        _modify { yield &storage.value.changes }
    }

    /// The members' mutes of a member-profile tip, in record order.
    package var memberChanges: [TIMMemberChange]? {
        get { storage.value.memberChanges }
        _modify { yield &storage.value.memberChanges }
    }

    /// The group's member count (web `memberNum`, V2 `memberCount`); TIM says it means something
    /// only for joins, quits and kicks.
    package var memberCount: Int64? {
        get { storage.value.memberCount }
        _modify { yield &storage.value.memberCount }
    }

    /// The group's name as the record names it (web tip `groupProfile.groupName`, notice
    /// `groupProfile.name`): the name before any rename the tip announces; in a record of a group's
    /// creation, the name it was created with (the event's `profile.name`).
    package var groupName: String? {
        get { storage.value.groupName }
        _modify { yield &storage.value.groupName }
    }

    /// The group's type (web notice `groupProfile.groupType`, a webhook's `Type`: `Public`, `Work`,
    /// `AVChatRoom`…).
    package var groupType: String? {
        get { storage.value.groupType }
        _modify { yield &storage.value.groupType }
    }

    /// The group's owner where the record names one without any change of owner (a webhook's
    /// `Owner_Account` for a destroyed group); an empty string where the record left it empty.
    package var ownerID: String? {
        get { storage.value.ownerID }
        _modify { yield &storage.value.ownerID }
    }

    /// A system notice's message from the one who acted: the reason given with a join request, an
    /// invitation or an answer to one (web `handleMessage`).
    package var handleMessage: String? {
        get { storage.value.handleMessage }
        _modify { yield &storage.value.handleMessage }
    }

    /// A system notice's custom content: the text of a custom (REST) notice (web `userDefinedField`).
    package var userDefinedField: String? {
        get { storage.value.userDefinedField }
        _modify { yield &storage.value.userDefinedField }
    }

    /// A request notice's token for answering it (web `authentication`).
    package var authentication: String? {
        get { storage.value.authentication }
        _modify { yield &storage.value.authentication }
    }

    /// A request notice's key for answering it (web `messageKey`), as its exact number text.
    package var messageKey: JSONValue? {
        get { storage.value.messageKey }
        _modify { yield &storage.value.messageKey }
    }

    /// When it happened, in the flavour's unit (seconds for web, V2, C and the wire; milliseconds for webhooks):
    /// the codecs read only times whose milliseconds an `Int64` holds.
    package var time: Int64? {
        get { storage.value.time }
        _modify { yield &storage.value.time }
    }

    /// The message's ID (web `ID`, V2 `msgID`).
    package var messageID: String? {
        get { storage.value.messageID }
        _modify { yield &storage.value.messageID }
    }

    /// The message as decoded.
    package var original: ObjectOrigin? {
        get { storage.value.original }
        _modify { yield &storage.value.original }
    }

    /// The object holding the tip or notice as decoded (web `payload`, V2 `groupTipsElem`).
    package var elementOriginal: ObjectOrigin? {
        get { storage.value.elementOriginal }
        _modify { yield &storage.value.elementOriginal }
    }

    /// The object describing the group as decoded (web `payload.groupProfile`).
    package var groupOriginal: ObjectOrigin? {
        get { storage.value.groupOriginal }
        _modify { yield &storage.value.groupOriginal }
    }

    /// Where the message's body held the tip, for a flavour whose body is a list of elements (the
    /// wire's `MsgBody`); nil for any other flavour, a notice, or a tip written afresh.
    package var bodyPlacement: TIMBodyPlacement? {
        get { storage.value.bodyPlacement }
        _modify { yield &storage.value.bodyPlacement }
    }

    /// The operator described a second time, as a flavour writes it beside `operatorProfile` (the C
    /// API's user profile beside its group member info).
    var operatorProfileCopy: TIMProfileCopy? {
        get { storage.value.operatorProfileCopy }
        _modify { yield &storage.value.operatorProfileCopy }
    }

    /// The members described a second time, as a flavour writes them beside `members` (the C API's
    /// user profiles beside its group member infos).
    var memberProfileCopies: TIMProfileCopy? {
        get { storage.value.memberProfileCopies }
        _modify { yield &storage.value.memberProfileCopies }
    }

    /// The keys naming people by ID (`op_user`, `user_array`) that a bare C API element came with: an
    /// element taken out of a C SDK message has them, a Flutter SDK element names people only in its
    /// member infos; each is written back as it came. Empty for any other record.
    var bareElementIDKeys: Set<String> {
        get { storage.value.bareElementIDKeys }
        _modify { yield &storage.value.bareElementIDKeys }
    }

    /// Whether the record is a C API element on its own, without the message around it: where its
    /// fields lie, for diagnostics (`$.group_tips_elem_tip_type`, not `$.message_elem_array[0]…`).
    var isBareElement: Bool {
        get { storage.value.isBareElement }
        _modify { yield &storage.value.isBareElement }
    }

    /// The fields, in a box copies share (`CopyOnWriteBox`): a copy is one reference count.
    private var storage: CopyOnWriteBox<Fields>

    /// A notification of a type.
    package init(element: TIMElement, type: Int64) {
        storage = CopyOnWriteBox(Fields(element: element, type: type))
    }

    /// The code a table knows the type by: its name where the flavour names types, else its number.
    var typeCode: JSONValue { typeName.map(JSONValue.string) ?? .integer(type) }

    /// Whether the model was read from a record of the flavour writing it, rather than being another
    /// flavour's template (`template`), which keeps no objects.
    var isOwnRecord: Bool { original != nil || elementOriginal != nil }

    /// The notification read by another flavour, as a template for a flavour of its own: the facts
    /// the model holds are kept, the objects it was read from dropped, and the change list too, as
    /// its codes are the other flavour's.
    func template() -> TIMNotification {
        var template = self
        template.original = nil
        template.elementOriginal = nil
        template.groupOriginal = nil
        template.bodyPlacement = nil
        template.operatorProfile = operatorProfile?.withoutSpelling
        template.members = members?.map(\.withoutSpelling)
        template.memberChanges = memberChanges?.map { TIMMemberChange(userID: $0.userID, muteTime: $0.muteTime) }
        template.changes = nil
        return template
    }

    /// The fields, as a struct's mirror shows them.
    package var customMirror: Mirror { storage.mirror(of: self) }

    /// The stored fields.
    private struct Fields: Sendable, Hashable {
        var element: TIMElement
        var type: Int64
        var typeName: String?
        var subcodes: [String: JSONValue] = [:]
        var groupID: String?
        var addressee: String?
        var operatorID: String?
        var operatorProfile: TIMMember?
        var userIDs: [String]?
        var members: [TIMMember]?
        var joinType: JSONValue?
        var changes: [TIMGroupChange]?
        var memberChanges: [TIMMemberChange]?
        var memberCount: Int64?
        var groupName: String?
        var groupType: String?
        var ownerID: String?
        var handleMessage: String?
        var userDefinedField: String?
        var authentication: String?
        var messageKey: JSONValue?
        var time: Int64?
        var messageID: String?
        var original: ObjectOrigin?
        var elementOriginal: ObjectOrigin?
        var groupOriginal: ObjectOrigin?
        var bodyPlacement: TIMBodyPlacement?
        var operatorProfileCopy: TIMProfileCopy?
        var memberProfileCopies: TIMProfileCopy?
        var bareElementIDKeys: Set<String> = []
        var isBareElement = false
    }
}
