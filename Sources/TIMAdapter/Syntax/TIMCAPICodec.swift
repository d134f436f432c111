import GroupEventsCore
import GroupEventsJSON

/// Reads and writes the `capi` flavour: the JSON of Tencent's C API (TIMCloud: the Windows, Mac and
/// Linux SDKs, Electron, Unity), in two shapes:
/// - a C SDK message: `message_*` keys around a `message_elem_array` holding one group tips element
///   (`group_tips_elem_*` keys) or one group report element, a system notice (`group_report_elem_*`
///   keys). The C SDK sorts the keys of every object, and so does this codec when it writes afresh;
/// - a bare element, without its message: as the Flutter SDK from 8.5 writes one (C keys in its own
///   key order, no `op_user` or `user_array`: the member infos name everyone), or as taken out of a
///   C SDK message's `message_elem_array` (`op_user` and `user_array` beside the member infos, or
///   without them).
///
/// An element is told by its keys first and by `elem_type` only when it has none, as Tencent's own
/// samples print tips with `elem_type` 6 (Face) and reports with 9 (Video). The tip and report type
/// numbers are the C API's own (report types renumbered after 15: the REST custom notice is 16), for
/// the flavour's table to read. A tip's operator is `op_user` and whom it is about `user_array`, with
/// their profiles in the group member infos (`op_group_memberinfo`, `changed_group_memberinfo_array`),
/// in a bare element too wherever it has them (where not, the member infos name the people);
/// the user profiles the C SDK writes beside them (`op_user_info`, `changed_user_info_array`) say the
/// same again and are written back only while the people are the ones read. Keys the model does not
/// own (`message_unique_id`, `message_seq`, `group_tips_elem_platform`, `elem_type` of a record…) stay
/// as they came.
package struct TIMCAPICodec: SharedModelCodec {
    /// The codec.
    package init() {}

    /// A C API record's marks: a message's `message_elem_array`, or an element's `elem_type` or
    /// `group_tips_elem_*` / `group_report_elem_*` keys. Values are not checked here: a record with
    /// these marks that breaks the flavour's rules is a malformed `tim:capi` record.
    package func recognizes(_ record: FieldReader) -> Bool {
        record.contains(Self.elements) || record.contains(Self.elemType)
            || record.containsKey(withPrefix: Self.tipsPrefix) || record.containsKey(withPrefix: Self.reportPrefix)
    }

    /// A message or element holding no group tips or report element (a text element…) is no group notification.
    package func nonEventReason(_ record: FieldReader) throws(RecordDecodingError) -> String? {
        let located = try Self.locate(record)
        guard located.element == nil else { return nil }
        let types = located.others.map { other in other.peekInteger(Self.elemType).map(String.init) ?? "none" }
        return types.isEmpty
            ? "a TIM C-API message without elements"
            : "a TIM C-API \(located.message == nil ? "element" : "message") of elem_type \(types.joined(separator: ", ")), not a group tips or report element"
    }

    /// Decodes a group tips or report element, in its message or bare.
    package func read(_ record: FieldReader) throws(RecordDecodingError) -> TIMNotification {
        let located = try Self.locate(record)
        guard let element = located.element, let reader = located.others.first else {
            throw record.error(Self.elements, "no group tips or report element")
        }
        let keys = Keys(element)
        let bare = located.message == nil
        var model = TIMNotification(element: element, type: try Self.unsigned(try reader.requiredInt64(keys.type), at: keys.type, in: reader))
        model.groupID = try reader.identifier(keys.groupID)
        model.groupName = try reader.string(keys.groupName)
        model.operatorProfile = try reader.object(keys.operatorInfo).map(TIMMemberSpelling.capi.read)
        model.isBareElement = bare
        if bare { model.bareElementIDKeys = Set([keys.operatorID, Self.userIDs].filter(reader.contains)) }
        // A C SDK message names the operator in `op_user`, and so does a bare element taken out of one;
        // a bare Flutter element names the operator only in its member info.
        let namesOperatorByID = !bare || model.bareElementIDKeys.contains(keys.operatorID)
        model.operatorID = namesOperatorByID ? try reader.string(keys.operatorID) : model.operatorProfile?.userID
        switch element {
        case .tip:
            // Whom a tip is about: the IDs of `user_array` where the element has one, the profiles of the
            // member infos (all a Flutter element has); the mapping decides which of them an event names.
            if !bare || model.bareElementIDKeys.contains(Self.userIDs) { model.userIDs = try reader.strings(Self.userIDs) }
            model.members = try TIMMemberSpelling.capi.readList(Self.memberInfos, in: reader)?.map(\.member)
            model.joinType = try reader.int64(Self.joinType).map { .integer($0) }
            model.changes = try reader.objects(Self.changeInfos) { (change) throws(RecordDecodingError) in
                try TIMChangeInfoSpelling.capi.read(change)
            }
            model.memberChanges = try reader.objects(Self.memberChangeInfos) { (change) throws(RecordDecodingError) in
                let read = try TIMMemberChangeSpelling.capi.read(change)
                if let muteTime = read.muteTime { _ = try Self.unsigned(muteTime, at: TIMMemberChangeSpelling.capi.muteTime, in: change) }
                return read
            }
            model.memberCount = try reader.int64(Self.memberCount).map { (count) throws(RecordDecodingError) in
                try Self.unsigned(count, at: Self.memberCount, in: reader)
            }
            if let copies = reader.value(Self.memberCopies) {
                model.memberProfileCopies = TIMProfileCopy(value: copies, describes: Self.members(of: model))
            }
        case .systemNotice:
            model.handleMessage = try reader.string(Self.reportMessage)
            model.userDefinedField = try reader.string(Self.reportUserData)
        }
        if let copy = reader.value(keys.operatorCopy) {
            model.operatorProfileCopy = TIMProfileCopy(value: copy, describes: Self.operatorPeople(of: model))
        }
        model.elementOriginal = reader.origin
        if let message = located.message {
            // A tip's message is in the group's conversation; a report's in the system conversation, no one's.
            if element == .tip { model.addressee = try message.identifier(Self.conversation) }
            model.time = try message.time(Self.time, unit: TIMCAPIFlavour.millisecondsPerTimeUnit)
            model.messageID = try message.string(Self.messageID)
            model.original = message.origin
        }
        return model
    }

    /// Encodes a group tips or report element over the one it came from, in its message or bare as it
    /// came; a fresh one is a C SDK message with sorted keys, its element's `elem_type` (5 or 8), the
    /// tip's lists even when empty (as the C SDK always writes them) and its conversation, and nothing
    /// the model does not hold (no sender, platform or client time).
    package func write(_ model: TIMNotification) -> ObjectWriter {
        let bare = model.original == nil && model.elementOriginal != nil
        let fresh = !model.isOwnRecord
        let keys = Keys(model.element)
        var element = ObjectWriter(over: model.elementOriginal, owning: Self.ownedElementKeys(model.element))
        // A bare element names people by ID where it came doing so; a message always does.
        let namesOperatorByID = !bare || model.bareElementIDKeys.contains(keys.operatorID)
        let namesMembersByID = !bare || model.bareElementIDKeys.contains(Self.userIDs)
        if fresh { element.write(Self.elemType, Self.elemTypes[model.element]) }
        element.write(keys.groupID, model.groupID)
        element.write(keys.type, model.type)
        element.write(keys.groupName, model.groupName)
        // An element naming the operator only in its member info gives an operator without a profile one of its ID.
        let operatorMember = model.operatorProfile ?? (namesOperatorByID ? nil : model.operatorID.map { TIMMember(userID: $0) })
        element.write(keys.operatorInfo, operatorMember.map { Self.styled(TIMMemberSpelling.capi.write($0), bare: bare) })
        if namesOperatorByID { element.write(keys.operatorID, model.operatorID) }
        element.write(keys.operatorCopy, carried: model.operatorProfileCopy?.value(describing: Self.operatorPeople(of: model)))
        switch model.element {
        case .tip:
            if namesMembersByID { element.write(Self.userIDs, strings: model.userIDs ?? (fresh ? [] : nil)) }
            element.write(Self.memberInfos, objects: memberInfos(model, byID: namesMembersByID, bare: bare, fresh: fresh))
            element.write(Self.memberCopies, carried: model.memberProfileCopies?.value(describing: Self.members(of: model)))
            element.write(Self.joinType, carried: model.joinType)
            element.write(
                Self.changeInfos, objects: (model.changes ?? (fresh ? [] : nil))?.map { Self.styled(TIMChangeInfoSpelling.capi.write($0), bare: bare) })
            element.write(
                Self.memberChangeInfos,
                objects: (model.memberChanges ?? (fresh ? [] : nil))?.map { Self.styled(TIMMemberChangeSpelling.capi.write($0), bare: bare) })
            element.write(Self.memberCount, model.memberCount)
        case .systemNotice:
            element.write(Self.reportMessage, model.handleMessage)
            element.write(Self.reportUserData, model.userDefinedField)
        }
        guard !bare else { return element }
        element.sortKeys()

        var message = ObjectWriter(over: model.original, owning: Self.ownedMessageKeys(model.element))
        message.write(Self.messageID, model.messageID)
        message.write(Self.time, model.time)
        if model.element == .tip { message.write(Self.conversation, model.addressee) }
        if model.original == nil {
            if model.element == .systemNotice { message.write(Self.conversation, Self.systemConversation) }
            message.write(Self.conversationType, Self.conversationTypes[model.element])
        }
        message.write(Self.elements, objects: [element])
        message.sortKeys()
        return message
    }

    /// The changed members' infos: each member's profile; an element without `user_array`, which names
    /// members nowhere else, also gets an entry of its ID for a member the tip names without a profile.
    private func memberInfos(_ model: TIMNotification, byID: Bool, bare: Bool, fresh: Bool) -> [ObjectWriter]? {
        var members = model.members
        if !byID, let ids = model.userIDs {
            let unprofiled = ids.filter { id in !(members ?? []).contains { $0.userID == id } }
            if !unprofiled.isEmpty { members = (members ?? []) + unprofiled.map { TIMMember(userID: $0) } }
        }
        return (members ?? (fresh ? [] : nil))?.map { Self.styled(TIMMemberSpelling.capi.write($0), bare: bare) }
    }

    /// The text message's extension field, holding the unified event.
    package var fallbackExtensionKey: String? { Self.cloudCustomData }

    /// The message's extension data, sent (`message_cloud_custom_str`) and kept on the device
    /// (`message_custom_str`, `message_custom_int`).
    package var applicationDataKeys: [String] { [Self.cloudCustomData, "message_custom_str", "message_custom_int"] }

    /// A C SDK text message (`elem_type` 0, `text_elem_content`) whose text is the sentence, with the
    /// unified event in the message's `message_cloud_custom_str`, sent by `sender`: to the addressee
    /// alone (`message_conv_type` 1, C2C, `message_conv_id` the user) when the event has one, else to
    /// the group (2).
    package func textMessage(for event: GroupEvent, sentence: String, sender: String?) -> ObjectWriter? {
        var text = ObjectWriter(over: nil, owning: [])
        text.write(Self.elemType, Self.textElemType)
        text.write(Self.textContent, sentence)
        var message = ObjectWriter(over: nil, owning: [])
        writeFallbackExtension(event, in: &message)
        let conversation = event.addressee?.userID ?? event.groupID
        message.write(Self.conversation, conversation)
        if conversation != nil {
            message.write(Self.conversationType, event.addressee == nil ? Self.conversationTypes[.tip] : Self.oneToOneConversationType)
        }
        message.write(Self.elements, objects: [text])
        message.write(Self.messageID, event.messageID)
        message.write(Self.sender, sender)
        message.write(Self.time, event.time.map { $0 / 1000 })
        return message
    }

    /// A notification read by another TIM flavour, as a template for a C API message.
    package func template(from model: TIMNotification) -> TIMNotification { model.template() }

    // MARK: Finding the element

    /// Where a record keeps its group tips or report element: the message around it (nil for a bare
    /// element), which element it is (nil when none is), and the element, or else the other elements.
    private static func locate(
        _ record: FieldReader
    ) throws(RecordDecodingError) -> (message: FieldReader?, element: TIMElement?, others: [FieldReader]) {
        guard record.contains(elements) else { return (nil, try element(of: record), [record]) }
        let entries = try record.objects(elements) { (entry) throws(RecordDecodingError) in (try element(of: entry), entry) } ?? []
        guard let found = entries.first(where: { $0.0 != nil }) else { return (record, nil, entries.map(\.1)) }
        // The C SDK sends a tip or report as a message of its own; what else would share one is not known.
        guard entries.count == 1 else {
            throw record.error(elements, "a group tips or report element shares its message with \(entries.count - 1) other element(s)")
        }
        return (record, found.0, [found.1])
    }

    /// Which element an element object is: by its keys first, then by `elem_type` (5 tips, 8 report);
    /// nil for any other element. An object with the keys of both says two things at once, an error.
    private static func element(of object: FieldReader) throws(RecordDecodingError) -> TIMElement? {
        let tips = object.containsKey(withPrefix: tipsPrefix)
        let report = object.containsKey(withPrefix: reportPrefix)
        switch (tips, report) {
        case (true, true): throw object.error(elemType, "an element with both group_tips_elem_* and group_report_elem_* keys")
        case (true, false): return .tip
        case (false, true): return .systemNotice
        case (false, false): return elemTypes.first { $0.value == object.peekInteger(elemType) }?.key
        }
    }

    // MARK: Helpers

    /// An integer read at `key` of `reader` that the C API declares unsigned (`uint`): a negative one is an error.
    private static func unsigned(_ value: Int64, at key: String, in reader: FieldReader) throws(RecordDecodingError) -> Int64 {
        guard value >= 0 else { throw reader.error(key, "expected an unsigned integer, found \(value)") }
        return value
    }

    /// A writer as the record's producer orders keys: sorted for the C SDK, as written for a bare element.
    private static func styled(_ writer: ObjectWriter, bare: Bool) -> ObjectWriter {
        var writer = writer
        if !bare { writer.sortKeys() }
        return writer
    }

    /// The people an operator's user profile describes: the operator and the operator's member info.
    private static func operatorPeople(of model: TIMNotification) -> [TIMMember] {
        [TIMMember(userID: model.operatorID)] + [model.operatorProfile].compactMap { $0 }
    }

    /// The people the changed members' user profiles describe: the tip's IDs and member infos.
    private static func members(of model: TIMNotification) -> [TIMMember] {
        (model.userIDs ?? []).map { TIMMember(userID: $0) } + (model.members ?? [])
    }

    /// The element keys the model owns, in a message or bare (worked out once: every record written asks for them).
    private static func ownedElementKeys(_ element: TIMElement) -> Set<String> {
        element == .tip ? ownedTipKeys : ownedReportKeys
    }

    /// A tip's keys.
    private static let ownedTipKeys = elementKeys(.tip)
    /// A report's keys.
    private static let ownedReportKeys = elementKeys(.systemNotice)

    /// The element keys the model owns, worked out.
    private static func elementKeys(_ element: TIMElement) -> Set<String> {
        let keys = Keys(element)
        var owned: Set<String> = [keys.type, keys.groupID, keys.groupName, keys.operatorID, keys.operatorInfo, keys.operatorCopy]
        switch element {
        case .tip:
            owned.formUnion([userIDs, memberInfos, memberCopies, joinType, changeInfos, memberChangeInfos, memberCount])
        case .systemNotice:
            owned.formUnion([reportMessage, reportUserData])
        }
        return owned
    }

    /// The message keys the model owns: a report's conversation is the system's, kept as it came.
    private static func ownedMessageKeys(_ element: TIMElement) -> Set<String> {
        element == .tip ? tipMessageKeys : reportMessageKeys
    }

    /// A tip message's keys the model owns.
    private static let tipMessageKeys: Set<String> = [messageID, time, elements, conversation]
    /// A report message's keys the model owns.
    private static let reportMessageKeys: Set<String> = [messageID, time, elements]

    /// The keys both elements have, each under its own prefix.
    private struct Keys {
        /// The tip or report type.
        let type: String
        /// The group's ID.
        let groupID: String
        /// The group's name (deprecated in the 7.x headers, still written).
        let groupName: String
        /// The operator's ID.
        let operatorID: String
        /// The operator's group member info.
        let operatorInfo: String
        /// The operator's user profile.
        let operatorCopy: String

        init(_ element: TIMElement) {
            let prefix = element == .tip ? tipsPrefix : reportPrefix
            type = prefix + (element == .tip ? "tip_type" : "report_type")
            groupID = prefix + "group_id"
            groupName = prefix + "group_name"
            operatorID = prefix + "op_user"
            operatorInfo = prefix + "op_group_memberinfo"
            operatorCopy = prefix + "op_user_info"
        }
    }

    /// The prefix of a group tips element's keys.
    private static let tipsPrefix = "group_tips_elem_"
    /// The prefix of a group report element's keys.
    private static let reportPrefix = "group_report_elem_"
    /// A tip's IDs of whom it is about.
    private static let userIDs = tipsPrefix + "user_array"
    /// A tip's group member infos of whom it is about.
    private static let memberInfos = tipsPrefix + "changed_group_memberinfo_array"
    /// A tip's user profiles of whom it is about.
    private static let memberCopies = tipsPrefix + "changed_user_info_array"
    /// A join tip's join type (the Flutter SDK 8.5's).
    private static let joinType = tipsPrefix + "join_type"
    /// A group-info tip's changes.
    private static let changeInfos = tipsPrefix + "group_change_info_array"
    /// A member-info tip's mutes.
    private static let memberChangeInfos = tipsPrefix + "member_change_info_array"
    /// The group's member count.
    private static let memberCount = tipsPrefix + "member_num"
    /// A report's message from the one who acted (a request's reason).
    private static let reportMessage = reportPrefix + "msg"
    /// A report's custom data (a REST custom notice's content).
    private static let reportUserData = reportPrefix + "user_data"
    /// An element's type.
    private static let elemType = "elem_type"
    /// `elem_type` of each element in the C API's enum.
    private static let elemTypes: [TIMElement: Int64] = [.tip: 5, .systemNotice: 8]
    /// `elem_type` of a text element.
    private static let textElemType: Int64 = 0
    /// A text element's text.
    private static let textContent = "text_elem_content"
    /// A message's elements.
    private static let elements = "message_elem_array"
    /// A message's conversation ID.
    private static let conversation = "message_conv_id"
    /// A message's conversation type.
    private static let conversationType = "message_conv_type"
    /// `message_conv_type` of each element's conversation: the group's (2), the system's (3).
    private static let conversationTypes: [TIMElement: Int64] = [.tip: 2, .systemNotice: 3]
    /// `message_conv_type` of a one-to-one (C2C) conversation.
    private static let oneToOneConversationType: Int64 = 1
    /// The system conversation's ID.
    private static let systemConversation = "@TIM#SYSTEM"
    /// A message's ID.
    private static let messageID = "message_msg_id"
    /// A message's server time, in seconds.
    private static let time = "message_server_time"
    /// A message's sender.
    private static let sender = "message_sender"
    /// A message's custom string that travels with it.
    private static let cloudCustomData = "message_cloud_custom_str"
}

extension TIMMemberSpelling {
    /// The C API's `GroupMemberInfo` (7.x, old headers and the Flutter SDK 8.5); its role is a number
    /// (200/300/400 in 7.x, 1/2/3 in the old header).
    static let capi = TIMMemberSpelling(
        userID: "group_member_info_identifier", nick: "group_member_info_nick_name", avatar: ["group_member_info_face_url"],
        nameCard: "group_member_info_name_card", role: "group_member_info_member_role", muteTime: nil)
}

extension TIMChangeInfoSpelling {
    /// The C API's `GroupTipGroupChangeInfo`: the V2 slots under `group_tips_group_change_info_*` keys,
    /// and the first header's flags 10–14 for name … owner (`TIMCAPIFirstHeaderChangeFlags`).
    static let capi = TIMChangeInfoSpelling(
        type: "group_tips_group_change_info_flag", key: "group_tips_group_change_info_key", text: "group_tips_group_change_info_value",
        flag: "group_tips_group_change_info_bool_value", integer: "group_tips_group_change_info_int_value",
        unsigned: "group_tips_group_change_info_uint64_value", knowsFirstHeaderFlags: true)
}

extension TIMMemberChangeSpelling {
    /// The C API's `GroupTipMemberChangeInfo`, whose mute key ends in camel case (`shutupTime`).
    static let capi = TIMMemberChangeSpelling(userID: "group_tips_member_change_info_identifier", muteTime: "group_tips_member_change_info_shutupTime")
}
