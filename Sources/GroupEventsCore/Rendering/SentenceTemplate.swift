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
        case slot(String)
    }

    /// A template from its text.
    public init(_ text: String) {
        self.text = text
        var parts: [Part] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { parts.append(.words(String(rest[..<open]))) }
            parts.append(.slot(String(rest[rest.index(after: open)..<close])))
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
            if case .slot(let name) = part { return name }
            return nil
        }
    }

    /// The template with each slot replaced by its value in `values`.
    func filled(_ values: [String: SentenceText]) -> SentenceText {
        var result = SentenceText(text: "", startsWithWords: true)
        for (index, part) in parts.enumerated() {
            let piece: SentenceText
            switch part {
            case .words(let words): piece = SentenceText(text: words, startsWithWords: true)
            case .slot(let name): piece = values[name] ?? SentenceText(text: "{\(name)}", startsWithWords: true)
            }
            if index == 0 { result.startsWithWords = piece.startsWithWords }
            result.text += piece.text
        }
        return result
    }
}
