import GroupEventsCore
import GroupEventsJSON
import GroupEvents
import GroupEventsTestSupport
import Testing

/// A notice delivered to one person stays that person's: translating every fixture of every flavour to
/// every flavour, no record written for an addressed event is in a group's conversation, its fallback
/// text message goes to the addressee alone, and no credential of a source record (a TIM join
/// request's `authentication` token, a ZIM callback's `signature`) leaves its own place.
@Suite struct PrivacyTests {
    static let catalog = FlavourCatalogTests.catalog

    /// One fixture record translated to one flavour.
    typealias Translation = (fixture: FixtureCase, source: any FlavourAdapter, target: any FlavourAdapter, record: JSONValue, result: RecordTranslation)

    /// Every translation of every fixture record: the fixture, its flavour's adapter, the target and
    /// the result, read through the catalog's selection (as the command reads it).
    static func translations() throws -> [Translation] {
        var all: [Translation] = []
        for (flavour, fixture) in FlavourCatalogTests.fixtures {
            let source = try catalog.adapter(named: flavour.description)
            let record = try #require(try GoldenFile.read(fixture.recordPath), "\(fixture) is JSON")
            for target in catalog.adapters {
                let translator = Translator(source: try catalog.source(named: flavour.description), target: target)
                all.append((fixture, source, target, record, translator.translate(record)))
            }
        }
        return all
    }

    /// Whether `record`, written in `flavour`, is a message in a group's conversation (a tip, or a
    /// text message to the group), which every member sees.
    static func isInAGroupConversation(_ record: JSONValue, of flavour: FlavourID) -> Bool {
        switch flavour.description {
        case "zim:sdk": record["conversationType"] == 2
        case "nim:server": record["convType"] == "TEAM" || record["convType"] == "SUPER_TEAM"
        case "nim:web": record["scene"] == "team" || record["scene"] == "superTeam"
        case "nim:v2": record["conversationType"] == 2 || record["conversationType"] == 3
        case "tim:web": record["conversationType"] == "GROUP" || record["type"] == "TIMGroupTipElem"
        case "tim:v2": record["groupID"] != nil
        case "tim:server": record["MsgBody"]?.arrayValue != nil && record["ToGroupId"] != nil
        case "tim:capi": record["message_conv_type"] == 2 || record["group_tips_elem_tip_type"] != nil
        default: false
        }
    }

    /// The person a text message of `flavour` goes to one-to-one, or nil for one to a group.
    static func oneToOneRecipient(of message: JSONValue, in flavour: FlavourID) -> String? {
        switch flavour.description {
        case "zim:sdk": message["conversationType"] == 0 ? message["conversationID"]?.stringValue : nil
        case "nim:server": message["convType"] == "PERSON" ? message["to"]?.stringValue : nil
        case "nim:web": message["scene"] == "p2p" ? message["to"]?.stringValue : nil
        case "nim:v2": message["conversationType"] == 1 ? message["receiverId"]?.stringValue : nil
        case "tim:web": message["conversationType"] == "C2C" ? message["to"]?.stringValue : nil
        case "tim:v2": message["groupID"] == nil ? message["userID"]?.stringValue : nil
        case "tim:server": message["ToGroupId"] == nil ? message["To_Account"]?.stringValue : nil
        case "tim:capi": message["message_conv_type"] == 1 ? message["message_conv_id"]?.stringValue : nil
        default: nil
        }
    }

    @Test func noRecordOfAnAddressedEventIsInAGroupsConversation() throws {
        var problems: [String] = []
        var fallbacks = 0
        for (fixture, _, target, _, result) in try Self.translations() where target.id != .unified {
            let addressees = Set(result.events.compactMap(\.addressee?.userID))
            guard !addressees.isEmpty else { continue }
            for output in result.outputs where Self.isInAGroupConversation(output, of: target.id) {
                problems.append("\(fixture) → \(target.id): in the group's conversation: \(JSONWriter.compactString(output))")
            }
            for (index, event) in result.events.enumerated() where result.eventOutcomes[index] == .fallback {
                guard let addressee = event.addressee?.userID else { continue }
                // Delivered to someone the record does not name (a C-API report): no text message can go to them alone.
                guard !addressee.isEmpty else {
                    problems.append("\(fixture) → \(target.id): a fallback for an addressee the record does not name")
                    continue
                }
                fallbacks += 1
                let recipients = result.outputs.compactMap { Self.oneToOneRecipient(of: $0, in: target.id) }
                if !recipients.contains(addressee) { problems.append("\(fixture) → \(target.id): the fallback is not to \(addressee) alone") }
            }
        }
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.prefix(20).joined(separator: "\n"))")
        #expect(fallbacks > 100, "addressed events fall back in every flavour with a text form")
    }

    @Test func noOutputCarriesACredentialOutsideItsPlace() throws {
        var problems: [String] = []
        var checked = 0
        for (fixture, source, target, record, result) in try Self.translations() {
            let tokens = source.credentialPaths.compactMap { path in Self.value(at: path.components[...], in: record)?.stringValue }.filter { !$0.isEmpty }
            guard !tokens.isEmpty else { continue }
            // A credential's own place: the target's (a TIM notice of another TIM flavour), or the record
            // unified JSON keeps verbatim.
            let places =
                target.id == .unified
                ? source.credentialPaths.map { JSONPath([.key("source"), .key("record")] + $0.components) }
                : target.id.vendor == source.id.vendor ? target.credentialPaths : []
            for output in result.outputs {
                var written = output
                for place in places { Self.remove(place.components[...], from: &written) }
                let text = JSONWriter.compactString(written)
                for token in tokens where text.contains(token) {
                    problems.append("\(fixture) → \(target.id) carries \(token): \(text)")
                }
                checked += 1
            }
            if target.id.vendor != source.id.vendor, result.outcome == .fallback {
                let said = result.diagnostics.contains { diagnostic in
                    diagnostic.code == .credentialOmitted && diagnostic.severity == .info
                        && diagnostic.location.path?.description.hasPrefix("$.source.record.") == true
                }
                #expect(said, "\(fixture) → \(target.id): the report says the credential was left out")
            }
        }
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.prefix(20).joined(separator: "\n"))")
        #expect(checked > 50)
    }

    @Test func theReportNamesTheCredentialLeftOut() throws {
        let record = try #require(try GoldenFile.read("Fixtures/tim/web/notice-join-request.json"))
        let translator = Translator(source: try Self.catalog.source(named: "tim:web"), target: try Self.catalog.adapter(named: "zim:sdk"))
        let translation = translator.translate(record)
        let omitted = translation.diagnostics.filter { $0.code == .credentialOmitted }
        #expect(omitted.map { $0.location.path?.description } == ["$.source.record.payload.authentication"])
        // The token is gone; the rest of the source record still rides along.
        let carried = try JSONReader().read(try #require(translation.outputs.first?["extendedData"]?.stringValue))
        #expect(carried["source"]?["record"]?["payload"]?["authentication"] == nil)
        #expect(carried["source"]?["record"]?["payload"]?["messageKey"] != nil)
    }

    /// The value at `path` (keys only) in `value`.
    static func value(at path: ArraySlice<JSONPath.Component>, in value: JSONValue) -> JSONValue? {
        guard case .key(let key)? = path.first else { return value }
        return value[key].flatMap { Self.value(at: path.dropFirst(), in: $0) }
    }

    /// `value` without the member at `path` (keys only).
    static func remove(_ path: ArraySlice<JSONPath.Component>, from value: inout JSONValue) {
        guard case .key(let key)? = path.first, case .object(let object) = value else { return }
        var members = object.members
        guard let index = members.firstIndex(where: { $0.key == key }) else { return }
        if path.count == 1 { members.remove(at: index) } else { remove(path.dropFirst(), from: &members[index].value) }
        value = .object(JSONObject(members: members))
    }
}
