import GroupEventsCore
import GroupEvents

extension FlavourCatalog {
    /// The source selection `--from NAME` means; a name the catalog does not know is a usage error.
    func source(option name: String) throws(CommandFailure) -> SourceSelection {
        do {
            return try source(named: name)
        } catch {
            throw CommandFailure.usage("--from: \(error)")
        }
    }

    /// The adapter `--to NAME` means; `auto` or a name the catalog does not know is a usage error.
    func target(option name: String) throws(CommandFailure) -> any FlavourAdapter {
        do {
            return try target(named: name)
        } catch {
            throw CommandFailure.usage("--to: \(error)")
        }
    }
}

extension SourceSelection {
    /// Whether records may be read as unified events (named, or among the flavours detected).
    var readsUnified: Bool {
        switch self {
        case .flavour(let adapter, _): adapter.id == .unified
        case .detect(let candidates): candidates.contains { $0.id == .unified }
        }
    }
}
