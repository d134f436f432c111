import GroupEventsJSON

/// The `rules` arrays of a mapping file's document, taken out of its tree so that each rule's part
/// of the tree is released as soon as the rule is read: a table of a million rules then never holds
/// the whole tree of its rules beside the rules read from it.
///
/// Taken are the arrays a reader of the file reads: in each object of the root's last `flavours`
/// member (when it is an array), the last `rules` member, when it is an array. Each is left in the
/// tree as an empty array at the same offset; anything else (a `rules` that is no array, say) stays
/// where it is, for the reader to refuse as before.
struct MappingRuleArrays {
    /// The elements of each taken array, by the offset of the flavour object it was taken from.
    private var elementsByFlavour: [JSONOffset: [JSONArray.Entry]] = [:]

    /// Takes the arrays out of `document`.
    init(takingFrom document: inout JSONValue) {
        // Each container is moved out of its parent before it is changed, so that it is changed in place.
        guard case .object(var root) = document else { return }
        document = .null
        defer { document = .object(root) }
        guard let flavoursIndex = root.members.lastIndex(where: { $0.key == "flavours" }),
            case .array(var flavours) = root.members[flavoursIndex].value
        else { return }
        root.members[flavoursIndex].value = .null
        defer { root.members[flavoursIndex].value = .array(flavours) }
        for index in flavours.entries.indices {
            guard case .object(var flavour) = flavours.entries[index].value else { continue }
            flavours.entries[index].value = .null
            if let rulesIndex = flavour.members.lastIndex(where: { $0.key == "rules" }), case .array(let rules) = flavour.members[rulesIndex].value {
                flavour.members[rulesIndex].value = .array(JSONArray(entries: [], offset: rules.offset))
                elementsByFlavour[flavour.offset] = rules.entries
            }
            flavours.entries[index].value = .object(flavour)
        }
    }

    /// Removes and returns the elements of the array taken from the flavour object at `offset`, or
    /// nil when none was taken from it.
    mutating func take(fromFlavourAt offset: JSONOffset) -> [JSONArray.Entry]? {
        elementsByFlavour.removeValue(forKey: offset)
    }
}
