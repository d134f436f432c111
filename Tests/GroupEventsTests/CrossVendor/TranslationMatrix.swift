import GroupEventsCore
import GroupEventsJSON
import GroupEvents
import GroupEventsTestSupport

/// Every vendor flavour of the built-in catalog with its capability per kind (the registry's matrix,
/// as `groupevents mappings` prints it) and every fixture of every flavour with the kinds it decodes to.
struct TranslationMatrix: Sendable {
    /// One fixture, the adapter of its flavour and the kinds of the events it decodes to (in record order).
    struct Fixture: Sendable, CustomStringConvertible {
        /// The fixture's files.
        let fixture: FixtureCase
        /// Its flavour's golden checks (and adapter).
        let checks: FlavourGoldenChecks
        /// The kinds of its events; empty when it is no group notification.
        let kinds: [GroupEventKind]

        /// `zim/sdk/member-kicked-web`.
        var description: String { fixture.description }
    }

    /// The vendor flavours' adapters, in the catalog's order (the matrix's columns).
    let adapters: [any ModelFlavourAdapter]
    /// Each flavour's table, by flavour.
    let tables: [FlavourID: FlavourTable]
    /// Every fixture of every vendor flavour (the `malformed` folders are no flavour and not listed).
    let fixtures: [Fixture]

    /// The matrix of the built-in catalog, with every fixture decoded once.
    static let builtIn = try! TranslationMatrix(catalog: FlavourCatalog())

    init(catalog: FlavourCatalog) throws {
        adapters = catalog.adapters.compactMap { $0 as? any ModelFlavourAdapter }
        tables = Dictionary(
            uniqueKeysWithValues: catalog.tables.flatMap { table in
                table.flavours.map { (FlavourID(vendor: table.vendor, flavour: $0.name), $0) }
            })
        fixtures = try adapters.flatMap { adapter in
            let checks = FlavourGoldenChecks(adapter: adapter)
            return try FixtureCase.all(vendor: adapter.id.vendor, flavour: adapter.id.flavour).map { fixture in
                Fixture(fixture: fixture, checks: checks, kinds: try checks.decode(fixture).0.map(\.kind))
            }
        }
    }

    /// How well `flavour` expresses `kind`, as the registry says.
    func capability(_ kind: GroupEventKind, in flavour: FlavourID) -> Capability {
        tables[flavour]?.capability(for: kind) ?? .rejected
    }

    /// The fixture at `Fixtures/<path>.json` (`zim/sdk/member-kicked-web`), or nil when there is none.
    func fixture(_ path: String) -> Fixture? {
        fixtures.first { $0.fixture.description == path }
    }
}
