import GroupEventsCore
import GroupEventsJSON
import GroupEvents
import GroupEventsTestSupport
import Testing

/// A TIM record of a group's creation names the new group (webhook `Name`, web notice
/// `groupProfile.name`, wire `GroupInfo.GroupName`, C-API report `group_report_elem_group_name`): its
/// `group.created` event says that name as `profile.name`, and a target with a place for a created
/// group's name (ZIM's callback `group_name`) receives it.
@Suite struct CreatedGroupNameTests {
    static let catalog = FlavourCatalogTests.catalog

    /// The keys under which a TIM record names its group, at any depth; a web notice's `name` counts
    /// only inside its `groupProfile`.
    static let groupNameKeys: Set<String> = ["Name", "GroupName", "group_report_elem_group_name"]

    /// The group names a TIM record states, in record order.
    static func groupNames(in value: JSONValue, inGroupProfile: Bool = false) -> [String] {
        if let array = value.arrayValue { return array.flatMap { groupNames(in: $0) } }
        guard let object = value.objectValue else { return [] }
        return object.members.flatMap { member -> [String] in
            if groupNameKeys.contains(member.key) || (inGroupProfile && member.key == "name") { return member.value.stringValue.map { [$0] } ?? [] }
            return groupNames(in: member.value, inGroupProfile: member.key == "groupProfile")
        }
    }

    /// Every TIM fixture record decoding to a `group.created`, with its events.
    static func creations() throws -> [(fixture: FixtureCase, record: JSONValue, events: [GroupEvent])] {
        try FlavourCatalogTests.fixtures.filter { $0.0.vendor == "tim" }.compactMap { flavour, fixture in
            let record = try #require(try GoldenFile.read(fixture.recordPath), "\(fixture) is JSON")
            guard case .events(let events, _) = try catalog.adapter(named: flavour.description).decode(record),
                events.contains(where: { $0.kind == .groupCreated })
            else { return nil }
            return (fixture, record, events)
        }
    }

    @Test func everyTIMCreationSaysTheNameItsRecordGivesTheGroup() throws {
        let creations = try Self.creations()
        #expect(Set(creations.map(\.fixture.flavour)) == ["web", "server", "capi", "callback"], "every TIM flavour with a creation record")
        for (fixture, record, events) in creations {
            let name = try #require(Self.groupNames(in: record).first { !$0.isEmpty }, "\(fixture) names its group")
            #expect(events.map(\.profile?.name) == [name], "\(fixture)")
        }
    }

    @Test func aTIMCreationsNameReachesZIMsCallback() throws {
        let source = try Self.catalog.source(named: "tim:callback")
        let target = try Self.catalog.adapter(named: "zim:callback")
        for name in ["group-created", "published-after-create-group", "group-created-by-admin"] {
            let record = try #require(try GoldenFile.read("Fixtures/tim/callback/\(name).json"))
            let translation = Translator(source: source, target: target).translate(record)
            #expect(translation.outcome == .converted, "\(name)")
            #expect(translation.outputs.first?["group_name"] == record["Name"], "\(name)")
            #expect(
                !translation.diagnostics.contains { $0.fields.contains(JSONPath(keys: "profile", "name")) },
                "\(name): the name is carried, not reported lost")
        }
    }

    /// The custom fields a TIM creation webhook gives (`UserDefinedDataList`) have no place in ZIM's
    /// callback (its `attributes` are ZIM's own field): each is reported lost, never dropped silently.
    @Test func aTIMCreationsCustomFieldsAreReportedWhereZIMHasNoPlace() throws {
        let record = try #require(try GoldenFile.read("Fixtures/tim/callback/published-after-create-group.json"))
        let translation = Translator(source: try Self.catalog.source(named: "tim:callback"), target: try Self.catalog.adapter(named: "zim:callback"))
            .translate(record)
        let dropped = translation.diagnostics.filter { $0.code == .fieldDropped }.flatMap(\.fields)
        #expect(dropped.contains(JSONPath(keys: "profile", "other")))
        #expect(translation.outputs.first?["attributes"] == nil)
    }
}
