import GroupEventsCore

extension SourceSelection {
    /// Whether records may be read as unified events (named, or among the flavours detected).
    var readsUnified: Bool {
        switch self {
        case .flavour(let adapter, _): adapter.id == .unified
        case .detect(let candidates): candidates.contains { $0.id == .unified }
        }
    }
}
