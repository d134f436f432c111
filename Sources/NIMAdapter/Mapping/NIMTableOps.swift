import GroupEventsCore

/// What a NIM flavour's table says about its ops, looked up once per mapping rather than for every
/// record: the ops it reads update tags for, and the super-team op each team op id stands for.
package struct NIMTableOps: Sendable, Hashable {
    /// The ops whose rules read update tags (3 and 404).
    package let tagged: Set<Int64>
    /// The super-team op a super-team message copy carrying a team op id is read as (4 → 405): the op
    /// of the first rule whose `teamOp` attribute names that id.
    package let superTeam: [Int64: Int64]

    /// The ops of `flavour`, the table of `Mapping`'s flavour, in that mapping's spelling of codes.
    init<Mapping: NIMMapping>(_ flavour: FlavourTable, of mapping: Mapping.Type) {
        tagged = Set(flavour.rules.compactMap { $0.code(Mapping.tagsField) != nil ? Mapping.op(ofCode: $0.code(Mapping.opField)) : nil })
        var superTeam: [Int64: Int64] = [:]
        // Backwards, so that the first rule naming an id has the last word (no op, when its code names none).
        for rule in flavour.rules.reversed() {
            // The attribute is the id as `String(op)` writes it; no other spelling ever matched one.
            guard let text = rule[attribute: "teamOp"], let id = Int64(text), String(id) == text else { continue }
            superTeam[id] = Mapping.op(ofCode: rule.code(Mapping.opField))
        }
        self.superTeam = superTeam
    }
}
