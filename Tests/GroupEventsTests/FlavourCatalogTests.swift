import Foundation
import GroupEventsCore
import GroupEventsJSON
import GroupEvents
import GroupEventsTestSupport
import Testing

/// The catalog's one list of vendors gives every flavour, and auto detection can tell them apart.
@Suite struct FlavourCatalogTests {
    static let catalog = FlavourCatalog()

    /// Every fixture record of every flavour in the catalog, with the flavour it belongs to.
    static let fixtures: [(FlavourID, FixtureCase)] = catalog.adapters.filter { $0.id != .unified }.flatMap { adapter in
        FixtureCase.all(vendor: adapter.id.vendor, flavour: adapter.id.flavour).map { (adapter.id, $0) }
    }

    @Test func everyVendorFlavourHasFixtures() {
        for adapter in Self.catalog.adapters where adapter.id != .unified {
            #expect(Self.fixtures.contains { $0.0 == adapter.id }, "\(adapter.id) has no fixtures")
        }
    }

    /// Each flavour's adapter is a type of its own, not a generic type named with its codec and
    /// mapping: only a concrete type gets the core's inlinable translation code compiled for its layers
    /// (a generic one runs it as generic code, looking up types at run time for every record).
    @Test func everyVendorFlavourHasAConcreteAdapterType() {
        for adapter in Self.catalog.adapters where adapter.id != .unified {
            let name = String(reflecting: type(of: adapter))
            #expect(!name.contains("<"), "\(adapter.id) is the generic \(name)")
        }
    }

    @Test func everyFixtureIsClaimedByItsOwnFlavourAlone() throws {
        for (flavour, fixture) in Self.fixtures {
            let record = try FieldReader(record: try #require(try GoldenFile.read(fixture.recordPath), "\(fixture) is read"))
            let claimants = Self.catalog.adapters.filter { $0.recognizes(record) }.map(\.id)
            #expect(claimants == [flavour], "\(fixture) is claimed by \(claimants)")
            if let unified = try GoldenFile.read(fixture.unifiedPath)?.objectValue.map({ FieldReader($0) }) {
                let unifiedClaimants = Self.catalog.adapters.filter { $0.recognizes(unified) }.map(\.id)
                #expect(unifiedClaimants == [.unified], "\(fixture.unifiedPath) is claimed by \(unifiedClaimants)")
            }
        }
    }

    /// The fixture folders of flavours this build has no adapter for yet (`Fixtures/<vendor>/<flavour>`,
    /// neither `malformed` nor `streams`), with their records.
    static let fixturesWithoutAnAdapter: [FixtureCase] = {
        let ids = Set(catalog.adapters.map(\.id.description))
        let vendors = (try? FileManager.default.contentsOfDirectory(atPath: Repository.fixtures.path)) ?? []
        return vendors.sorted().flatMap { vendor -> [FixtureCase] in
            let flavours = (try? FileManager.default.contentsOfDirectory(atPath: Repository.fixtures.appending(component: vendor).path)) ?? []
            return flavours.sorted().filter { $0 != "malformed" && !ids.contains("\(vendor):\($0)") }
                .flatMap { FixtureCase.all(vendor: vendor, flavour: $0) }
        }
    }()

    @Test func noFlavourClaimsTheRecordsOfAFlavourWithoutAnAdapter() throws {
        for fixture in Self.fixturesWithoutAnAdapter {
            let record = try FieldReader(record: try #require(try GoldenFile.read(fixture.recordPath), "\(fixture) is read"))
            let claimants = Self.catalog.adapters.filter { $0.recognizes(record) }.map(\.id)
            #expect(claimants.isEmpty, "\(fixture) is claimed by \(claimants)")
        }
    }

    @Test func aBareVendorNamesItsFirstFlavour() throws {
        for table in Self.catalog.tables {
            #expect(try Self.catalog.adapter(named: table.vendor).id.flavour == table.flavours.first?.name)
        }
    }
}
