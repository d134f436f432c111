/// What patterns of unified keys (`FieldPlaces`) say of the fields of `UnifiedFieldTree`, as sets:
/// the fields a pattern of `missing` names and everything below them, the same for `carried`, and
/// the fields a pattern goes below. Patterns combine by union, so places built of parts cost a few
/// word operations; a pattern naming one element of an array (`members[2]`) marks that element alone.
struct FieldMarks: Sendable {
    /// The marks of patterns that name one element of an array by its index, on that element's fields.
    struct Element: Sendable {
        let array: Int
        let index: Int
        var missing = FieldSet()
        var carried = FieldSet()
        var below = FieldSet()
    }

    var missing = FieldSet()
    var carried = FieldSet()
    var below = FieldSet()
    var elements: [Element] = []

    /// Adds the marks of `other`.
    mutating func formUnion(_ other: FieldMarks) {
        missing.formUnion(other.missing)
        carried.formUnion(other.carried)
        below.formUnion(other.below)
        elements += other.elements
    }

    /// Marks what `pattern` names (`members[].role`, `members[2]`, `""` for the whole event) as missing
    /// or carried, and the fields above it as gone below. A pattern that leaves the tree (a key no
    /// unified event has) names nothing and goes below the last field it reached, as a walk of the
    /// event would find; a pattern may not go below a raw value.
    mutating func mark(_ pattern: String, missing isMissing: Bool) {
        let tree = UnifiedFieldTree.shared
        var node = UnifiedFieldTree.root
        var element: (array: Int, index: Int)?
        var complete = true
        steps: for part in pattern.utf8.split(separator: UInt8(ascii: ".")) {
            let open = part.firstIndex(of: UInt8(ascii: "[")) ?? part.endIndex
            precondition(tree.nodes[node].shape != .rawValue, "\(pattern): a pattern names no field below a raw value")
            guard let child = tree.child(of: node, key: part[..<open]) else {
                complete = false
                break steps
            }
            node = child
            guard open < part.endIndex else { continue }
            precondition(tree.nodes[node].shape != .rawValue, "\(pattern): a pattern names no field below a raw value")
            guard tree.nodes[node].shape == .array, let item = tree.child(of: node, key: nil) else {
                complete = false
                break steps
            }
            let digits = part[part.index(after: open)..<part.index(before: part.endIndex)]
            // A name that is no number names no element (`members[x]`), as `[]` names them all.
            if !digits.isEmpty { element = (node, Int(Substring(digits)) ?? -1) }
            node = item
        }
        mark(node, named: complete, missing: isMissing, in: element)
    }

    /// Marks the field `node` (of the element `index` of `array`, if given) as missing or carried when
    /// `named`, the fields above it as gone below (and `node` itself when not `named`).
    mutating func mark(_ node: Int, named: Bool = true, missing isMissing: Bool, in element: (array: Int, index: Int)? = nil) {
        let tree = UnifiedFieldTree.shared
        var above = tree.nodes[node].ancestors
        var fields = FieldSet()
        if named { fields = tree.nodes[node].subtree } else { above.insert(node) }
        guard let (array, index) = element else {
            below.formUnion(above)
            if isMissing { missing.formUnion(fields) } else { carried.formUnion(fields) }
            return
        }
        let item = tree.nodes[array].children[0]
        let inItem = tree.nodes[item].subtree
        below.formUnion(above.subtracting(inItem))
        var marks = Element(array: array, index: index, below: above.intersection(inItem))
        if isMissing { marks.missing = fields } else { marks.carried = fields }
        elements.append(marks)
    }
}
