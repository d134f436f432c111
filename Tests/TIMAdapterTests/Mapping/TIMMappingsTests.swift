import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import TIMAdapter
import Testing

/// The embedded TIM table: readable, the same as `Mappings/tim.json`, and every row of every flavour
/// with an adapter exercised, by its own records or by another flavour's records translated to it.
@Suite struct TIMMappingsTests {
    static let adapters = TIMVendor().adapters(table: TIMMappings.defaultTable).compactMap { $0 as? any ModelFlavourAdapter }

    /// The records a flavour's table is exercised by: its fixtures, and every other TIM flavour's
    /// fixtures translated to it (`<case>.to.tim.<flavour>.json`, goldens reviewed like the records),
    /// leaving out what a translation passed through or fell back to (no record of the flavour's own).
    static func records(of adapter: any ModelFlavourAdapter) throws -> [JSONValue] {
        var records: [JSONValue] = []
        for other in adapters {
            for fixture in FixtureCase.all(vendor: "tim", flavour: other.id.flavour) {
                let path = other.id == adapter.id ? fixture.recordPath : fixture.translationPath(vendor: "tim", flavour: adapter.id.flavour)
                guard let value = try GoldenFile.read(path) else { continue }
                records += value.arrayValue.map(Array.init) ?? [value]
            }
        }
        return records
    }

    /// The models of a flavour's records that are group notifications, with their events.
    static func models(of adapter: some ModelFlavourAdapter) throws -> [(model: TIMNotification, events: [GroupEvent])] {
        try records(of: adapter).compactMap { record -> (model: TIMNotification, events: [GroupEvent])? in
            let reader = try FieldReader(record: record)
            guard adapter.recognizes(reader), try adapter.nonEventReason(reader) == nil else { return nil }
            let model = try adapter.readModel(reader)
            return (try #require(model as? TIMNotification), adapter.events(from: model).0)
        }
    }

    @Test func embeddedTableIsTheMappingsFile() throws {
        let file = try #require(Repository.bytes("Mappings/tim.json"))
        let table = try MappingTable(bytes: file, file: "Mappings/tim.json", vocabularies: [TIMMappings.vocabulary])
        #expect(TIMMappings.defaultTable == table, "vendor, title, every flavour (fields, rules, capabilities, notes) and every value table")
    }

    @Test func everyFlavourListsEveryPredefinedKind() {
        for flavour in TIMMappings.defaultTable.flavours {
            let missing = GroupEventKind.predefined.filter { flavour.capabilities[$0] == nil }
            #expect(missing.isEmpty, "\(flavour.name) has no capability for \(missing)")
        }
    }

    @Test func eachKindsElementsAreTheTablesInTheOrderItListsThem() {
        let table = TIMMappings.defaultTable
        let web = TIMWebMapping(table: table)
        let v2 = TIMV2Mapping(table: table)
        // A web kick comes as a tip or, to the member removed, as a notice; V2 has no notices.
        #expect(web.elementsByKind[.memberKicked] == [.tip, .systemNotice])
        #expect(web.elementsByKind[.requestJoin] == [.systemNotice])
        #expect(v2.elementsByKind[.memberKicked] == [.tip])
        #expect(v2.elementsByKind.values.allSatisfy { !$0.contains(.systemNotice) })
        #expect(web.elementsByKind[GroupEventKind(rawValue: "no.such")] == nil)
    }

    @Test func theTypesReadingChangesAreTheTablesGroupProfileTips() {
        let table = TIMMappings.defaultTable
        #expect(TIMWebMapping(table: table).changeReadingTypes == [.tip: [6]])
        #expect(TIMV2Mapping(table: table).changeReadingTypes == [.tip: [7]])
        // Every flavour: a type reads changes exactly when one of its rules names a change.
        let mappings: [any TIMMapping] = [
            TIMWebMapping(table: table), TIMV2Mapping(table: table), TIMCAPIMapping(table: table),
            TIMServerMapping(table: table), TIMCallbackMapping(table: table),
        ]
        for mapping in mappings {
            for rule in mapping.flavour.rules {
                for element in TIMElement.allCases {
                    guard let code = rule.codes[element.codeField] else { continue }
                    let readsChanges = mapping.flavour.rules.contains { $0.codes[element.codeField] == code && $0.codes["changes"] != nil }
                    #expect((mapping.changeReadingTypes[element]?.contains(code) ?? false) == readsChanges, "\(type(of: mapping)) \(element) \(code)")
                }
            }
        }
    }

    @Test func everyRuleIsExercisedByAFixtureOrAGoldenTranslation() throws {
        #expect(Self.adapters.count >= 2)
        for adapter in Self.adapters {
            let seen = try Self.models(of: adapter).compactMap { $0.events.first?.source.codes }
            let table = try #require(TIMMappings.defaultTable.flavour(named: adapter.id.flavour))
            let unexercised = table.rules.filter { rule in !seen.contains { table.rules(matching: $0).rules.contains(rule) } }
            #expect(unexercised.isEmpty, "\(adapter.id) rules without a fixture: \(unexercised.map(\.name))")
        }
    }

    /// Every value row is read from some flavour's record: roles from member profiles, join types,
    /// mute-all values and the values of the changes whose rule converts through a value table.
    @Test func everyValueRowIsExercised() throws {
        var seen: [String: [JSONValue]] = [:]
        for adapter in Self.adapters {
            let table = try #require(TIMMappings.defaultTable.flavour(named: adapter.id.flavour))
            for (model, _) in try Self.models(of: adapter) {
                let people = [model.operatorProfile].compactMap { $0 } + (model.members ?? [])
                seen["role", default: []] += people.compactMap(\.role)
                seen["joinType", default: []] += [model.joinType].compactMap { $0 }
                for change in model.changes ?? [] {
                    guard let rule = table.rules.first(where: { $0.codes["changes"] == change.code }), let value = change.value else { continue }
                    if rule[attribute: "field"] == "muteAll" { seen["muteAll", default: []].append(value) }
                    if let values = rule[attribute: "values"] { seen[values, default: []].append(value) }
                }
            }
        }
        for (name, table) in TIMMappings.defaultTable.values {
            let missing = table.entries.filter { !(seen[name] ?? []).contains($0.value) }.map(\.value)
            #expect(missing.isEmpty, "\(name) rows without a record: \(missing)")
        }
    }
}
