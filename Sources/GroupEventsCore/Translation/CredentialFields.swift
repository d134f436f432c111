import GroupEventsJSON

/// Where the records of each flavour hold credentials (`FlavourAdapter.credentialPaths`: a TIM join
/// request's `authentication` token, a ZIM callback's `signature`), so that what a translation writes
/// outside a record of the credential's own kind never carries one: the unified event a fallback text
/// message holds in its extension field keeps its source record without them.
@usableFromInline package struct CredentialFields: Sendable {
    /// The credentials' paths in records of each flavour.
    private let paths: [FlavourID: [JSONPath]]

    /// The credentials `adapters` name, by flavour.
    @usableFromInline package init(adapters: [any FlavourAdapter]) {
        var paths: [FlavourID: [JSONPath]] = [:]
        for adapter in adapters where !adapter.credentialPaths.isEmpty { paths[adapter.id] = adapter.credentialPaths }
        self.paths = paths
    }

    /// `event` with its source record (`source.record`) holding none of its flavour's credentials, and
    /// one `credential-omitted` note per credential it held, naming its path in the unified event.
    /// An event whose record holds none is returned as it is, its record unbuilt.
    @usableFromInline package func removed(from event: GroupEvent) -> (GroupEvent, [Diagnostic]) {
        guard let paths = paths[event.source.flavour], let record = event.source.original else { return (event, []) }
        var value = record.value
        var diagnostics: [Diagnostic] = []
        for path in paths where Self.remove(path.components[...], from: &value) {
            diagnostics.append(Self.omission(of: path, in: event.source.flavour))
        }
        guard !diagnostics.isEmpty else { return (event, []) }
        var carried = event
        carried.source.record = value
        return (carried, diagnostics)
    }

    /// The `credential-omitted` note of each credential of `flavour`'s records, in the order its
    /// adapter names their paths (`FlavourAdapter.credentialPaths`): what `removed(from:)` reports for
    /// each that an event's record held, made once for a writer that leaves them out itself.
    @usableFromInline package func omissions(in flavour: FlavourID) -> [Diagnostic] {
        (paths[flavour] ?? []).map { Self.omission(of: $0, in: flavour) }
    }

    /// The note that the credential at `path` of a record of `flavour` was left out.
    private static func omission(of path: JSONPath, in flavour: FlavourID) -> Diagnostic {
        let place = JSONPath([.key("source"), .key("record")] + path.components)
        return Diagnostic(
            code: .credentialOmitted, severity: .info, path: place,
            message: "\(place) is a \(flavour) credential; it was left out of the event the text message carries")
    }

    /// Removes the member at `path` (keys only) from `value`; whether there was one that held something.
    private static func remove(_ path: ArraySlice<JSONPath.Component>, from value: inout JSONValue) -> Bool {
        guard case .key(let key)? = path.first, case .object(let object) = value else { return false }
        var members = object.members
        guard let index = members.firstIndex(where: { $0.key == key }) else { return false }
        if path.count == 1 {
            // An empty credential (a notice that needs no answer) holds no secret, and stays.
            guard members[index].value != .string(""), !members[index].value.isNull else { return false }
            members.remove(at: index)
        } else if !remove(path.dropFirst(), from: &members[index].value) {
            return false
        }
        value = .object(JSONObject(members: members, offset: object.offset))
        return true
    }
}
