/// A piece of a sentence with named slots, `"{actor} removed {members} from the group"`: the words
/// of one language around the names and values a renderer fills in.
///
/// A slot is a name in braces; a slot the renderer does not fill stays as written, which the
/// sentence tests catch. The text filled in is never read again for slots, so a name that contains
/// braces is written as it is.
public struct SentenceTemplate: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The template as written.
    public let text: String
    /// The template cut into words and slots, in order.
    private let parts: [Part]

    /// A run of the template's own words, or a slot.
    private enum Part: Sendable, Hashable {
        case words(String)
        case slot(SentenceSlot)
        /// A slot of a name `SentenceTable` does not document, which no renderer fills.
        case unknownSlot(String)
    }

    /// A template from its text.
    public init(_ text: String) {
        self.text = text
        var parts: [Part] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { parts.append(.words(String(rest[..<open]))) }
            let name = String(rest[rest.index(after: open)..<close])
            parts.append(SentenceSlot(rawValue: name).map(Part.slot) ?? .unknownSlot(name))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.words(String(rest))) }
        self.parts = parts
    }

    /// A template from a string literal.
    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// The names of the template's slots, in order.
    public var slots: [String] {
        parts.compactMap { part in
            switch part {
            case .words: nil
            case .slot(let slot): slot.rawValue
            case .unknownSlot(let name): name
            }
        }
    }

    /// Writes the template into `out`, each slot by `value`, which writes it and says whether it did;
    /// a slot it does not fill is written as it stands, in braces. What the template writes first
    /// decides whether the sentence begins with a table's words (`SentenceWriter.startsWithWords`):
    /// its words, a slot's value, or, for a template of nothing, words.
    func write(into out: inout SentenceWriter, _ value: (SentenceSlot, inout SentenceWriter) -> Bool) {
        guard !parts.isEmpty else { return out.decide(startsWithWords: true) }
        for part in parts {
            switch part {
            case .words(let words):
                out.words(words)
            case .slot(let slot):
                if !value(slot, &out) { out.unfilledSlot(slot.rawValue) }
            case .unknownSlot(let name):
                out.unfilledSlot(name)
            }
        }
    }

    /// Writes the template into `out`, `value` writing its one slot `slot` (any other written as it
    /// stands, in braces).
    func write(into out: inout SentenceWriter, filling slot: SentenceSlot, _ value: (inout SentenceWriter) -> Void) {
        write(into: &out) { found, out in
            guard found == slot else { return false }
            value(&out)
            return true
        }
    }
}
