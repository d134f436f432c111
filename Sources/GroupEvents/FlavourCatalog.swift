import Foundation
import GroupEventsCore
import NIMAdapter
import TIMAdapter
import ZIMAdapter

/// Every flavour this build knows, and how `--from` / `--to` names (and `FlavourConverter`'s) resolve to them.
///
/// A bare vendor (`zim`) means its first flavour; `unified` is the unified JSON form; `auto` (for
/// `--from` only) detects the flavour of each record.
public struct FlavourCatalog: Sendable {
    /// Every vendor the command knows, in the order names and the support matrix list them. Plugging a
    /// vendor in is its adapter target and one entry here; `docs/adding-a-vendor.md` walks through the rest.
    package static let builtInVendors: [any VendorPlugin] = [
        ZIMVendor(),
        NIMVendor(),
        TIMVendor(),
    ]

    /// The catalog of the built-in vendors and tables, made once for the process: a run, the help's
    /// list of flavours and every conversion without `--mappings` share it (each catalog parses no
    /// table again, but makes every flavour's adapters, about 2.6 M instructions).
    package static let builtIn = FlavourCatalog()

    /// The adapters, each vendor's flavours in its table's order (the default first), unified last.
    package let adapters: [any FlavourAdapter]
    /// The vendors' mapping tables, in the same order as their flavours.
    public let tables: [MappingTable]

    /// The vendors, in the order of their flavours.
    package let vendors: [any VendorPlugin]

    /// The catalog of the built-in vendors, each driven by its table in `tables` (matched by vendor
    /// name) or else by its built-in table.
    public init(tables: [MappingTable] = []) {
        self.init(vendors: FlavourCatalog.builtInVendors, tables: tables)
    }

    /// The catalog of `vendors` (the built-in ones and a vendor plugged in beside them, as the tests of
    /// `docs/adding-a-vendor.md` plug in theirs), each driven by its table in `tables` or its own.
    package init(vendors: [any VendorPlugin], tables: [MappingTable] = []) {
        self.vendors = vendors
        self.tables = vendors.map { vendor in tables.first { $0.vendor == vendor.defaultTable.vendor } ?? vendor.defaultTable }
        adapters = zip(vendors, self.tables).flatMap { $0.adapters(table: $1) } + [UnifiedAdapter()]
    }

    /// The labels sentences give every built-in vendor's profile fields.
    public static var profileFieldLabels: [String: ProfileFieldLabel] { labels(of: builtInVendors) }

    /// The labels sentences give the profile fields of `vendors`, the first vendor's where two name a field alike.
    static func labels(of vendors: [any VendorPlugin]) -> [String: ProfileFieldLabel] {
        vendors.reduce(into: [:]) { labels, vendor in labels.merge(vendor.profileFieldLabels) { first, _ in first } }
    }

    /// A sentence renderer for `language` and `timeZone` that names every vendor's profile fields and
    /// says in words what the catalog's tables give a `meaning`.
    public func renderer(language: SentenceLanguage, timeZone: TimeZone = SentenceRenderer.utc) -> SentenceRenderer {
        SentenceRenderer(language: language, timeZone: timeZone, fieldLabels: Self.labels(of: vendors), mappingTables: tables)
    }

    /// Every accepted spelling for `--from`/`--to`, for messages.
    public var names: [String] {
        var names: [String] = []
        for adapter in adapters {
            if adapter.id == .unified {
                names.append("unified")
            } else {
                if !names.contains(adapter.id.vendor) { names.append(adapter.id.vendor) }
                names.append(adapter.id.description)
            }
        }
        return names
    }

    /// The adapter a `VENDOR[:FLAVOUR]` or `unified` name means.
    package func adapter(named name: String) throws(FlavourCatalogError) -> any FlavourAdapter {
        if name == "unified" || name == FlavourID.unified.description {
            return UnifiedAdapter()
        }
        let parts = name.split(separator: ":", maxSplits: 1).map(String.init)
        let found = adapters.first { adapter in
            adapter.id.vendor == parts[0] && (parts.count == 1 || adapter.id.flavour == parts[1])
        }
        guard let found else { throw FlavourCatalogError.unknownFlavour(name, known: names) }
        return found
    }

    /// The source selection a `--from` name means (`auto` detects per record); a record a named
    /// flavour refuses is compared with every other flavour, to say which it looks like.
    package func source(named name: String) throws(FlavourCatalogError) -> SourceSelection {
        name == "auto" ? .detect(adapters) : .flavour(try adapter(named: name), lookalikes: adapters)
    }
}
