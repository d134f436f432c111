import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import NIMAdapter
import Testing

/// The embedded NIM table: readable, the same as `Mappings/nim.json`, and every row exercised.
@Suite struct NIMMappingsTests {
    @Test func embeddedTableIsTheMappingsFile() throws {
        let file = try #require(Repository.bytes("Mappings/nim.json"))
        let table = try MappingTable(bytes: file, file: "Mappings/nim.json", vocabularies: [NIMMappings.vocabulary])
        #expect(NIMMappings.defaultTable == table, "vendor, title, every flavour (fields, rules, capabilities, notes) and every value table")
    }

    @Test func updateTagsAreReadForTheUpdateOpsOfEveryFlavour() {
        let table = NIMMappings.defaultTable
        #expect(NIMServerMapping(table: table).ops.tagged == [3, 404])
        #expect(NIMWebMapping(table: table).ops.tagged == [3, 404])
        #expect(NIMV2Mapping(table: table).ops.tagged == [3, 404])
    }

    @Test func superTeamCopiesOfTeamOpsAreReadAsTheSuperTeamOpsTheTableNames() {
        let table = NIMMappings.defaultTable
        let superTeam: [Int64: Int64] = [0: 401, 1: 402, 2: 403, 3: 404, 4: 405, 5: 410, 6: 406, 7: 407, 8: 408, 9: 411, 10: 409]
        #expect(NIMServerMapping(table: table).ops.superTeam == superTeam)
        #expect(NIMV2Mapping(table: table).ops.superTeam == superTeam)
        // The Web SDK's table names no team op ids: its super-team copies are read as they are.
        #expect(NIMWebMapping(table: table).ops.superTeam.isEmpty)
    }

    /// The tags with no unified meaning travel as vendor fields named by NIM's prefix and the field.
    @Test func vendorFieldsAreNamedByThePrefixAndTheField() {
        let names = Set(NIMVendor().profileFieldLabels.keys)
        let fields = ["memberLimit", "joinMode", "custom", "serverCustom", "beInviteMode", "inviteMode", "updateTeamMode", "updateCustomMode"]
        #expect(names == Set(fields.map { "nim." + $0 }))
    }

    @Test func everyFlavourListsEveryPredefinedKind() {
        for flavour in NIMMappings.defaultTable.flavours {
            let missing = GroupEventKind.predefined.filter { flavour.capabilities[$0] == nil }
            #expect(missing.isEmpty, "\(flavour.name) has no capability for \(missing)")
        }
    }

    @Test func everyRuleIsExercisedByAFixture() throws {
        let adapter = NIMServerAdapter()
        let checks = FlavourGoldenChecks(adapter: adapter)
        var seen: [JSONObject] = []
        for fixture in FixtureCase.all(vendor: "nim", flavour: "server") {
            let record = try checks.record(fixture)
            guard case .events(let events, _) = try adapter.decode(record), let event = events.first else { continue }
            // The table is looked up by the op a super-team copy's team op id stands for (`source.codes` keep it as written).
            var codes = event.source.codes
            let superCopy = record["convType"]?.stringValue == "SUPER_TEAM"
            if superCopy, let op = codes["op"]?.numberValue?.int64, op <= 10 {
                let rule = adapter.mapping.flavour.rules.first { $0[attribute: "teamOp"] == String(op) }
                codes["op"] = rule?.codes["op"]
            }
            seen.append(codes)
        }
        let table = adapter.mapping.flavour
        let unexercised = table.rules.filter { rule in !seen.contains { table.rules(matching: $0).rules.contains(rule) } }
        #expect(unexercised.isEmpty, "rules without a fixture: \(unexercised.map(\.name))")
    }

    /// The web and V2 rules are exercised by the flavour's records and by the server records'
    /// translations to it (`<case>.to.nim.<flavour>.json`, goldens reviewed like the records), which
    /// cover the super-team update keys the flavour's own records leave out.
    @Test(arguments: [("web", 80), ("v2", 80)]) func everyRuleIsExercisedByAFixtureOrAGoldenTranslation(flavour: String, least: Int) throws {
        let adapter = try #require(
            NIMVendor().adapters(table: NIMMappings.defaultTable).first { $0.id.flavour == flavour } as? any ModelFlavourAdapter)
        var records: [JSONValue] = []
        for fixture in FixtureCase.all(vendor: "nim", flavour: flavour) {
            records.append(try FlavourGoldenChecks(adapter: adapter).record(fixture))
        }
        for fixture in FixtureCase.all(vendor: "nim", flavour: "server") {
            guard let translation = try GoldenFile.read(fixture.translationPath(vendor: "nim", flavour: flavour)) else { continue }
            records += translation.arrayValue.map(Array.init) ?? [translation]
        }
        var seen: [JSONObject] = []
        // Records passed through untranslated (text messages) are not the flavour's records.
        for record in records where (try? FieldReader(record: record)).map(adapter.recognizes) == true {
            guard case .events(let events, _) = try adapter.decode(record), let event = events.first else { continue }
            seen.append(event.source.codes)
        }
        #expect(seen.count >= least)
        let table = try #require(NIMMappings.defaultTable.flavours.first { $0.name == flavour })
        let unexercised = table.rules.filter { rule in !seen.contains { table.rules(matching: $0).rules.contains(rule) } }
        #expect(unexercised.isEmpty, "rules without a fixture: \(unexercised.map(\.name))")
    }

    @Test func everyValueRowIsExercisedByAFixture() throws {
        let checks = FlavourGoldenChecks(adapter: NIMServerAdapter())
        var seen: [String: Set<String>] = [:]
        for fixture in FixtureCase.all(vendor: "nim", flavour: "server") {
            let record = try checks.record(fixture)
            let attach = record["attach"].map { $0.stringValue.flatMap { try? JSONReader().read($0) } ?? $0 } ?? record
            for tag in ["100", "101"] {
                if let value = attach["data"]?["tinfo"]?[tag]?.stringValue { seen[tag, default: []].insert(value) }
            }
        }
        let table = NIMMappings.defaultTable
        for (name, tag) in [("muteAll", "100"), ("muteType", "101")] {
            let values = Set(table.values(named: name).entries.compactMap { $0.value.numberValue?.int64.map(String.init) })
            #expect(values.isSubset(of: seen[tag] ?? []), "\(name) rows without a fixture: \(values.subtracting(seen[tag] ?? []))")
        }
    }
}
