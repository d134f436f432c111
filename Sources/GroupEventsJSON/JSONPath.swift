/// Where a value sits inside a record, as `$.changeInfo.groupMutedInfo.roles[0]`; a step into the
/// JSON document a string holds is written `~`, as `$.attach~.data.tinfo`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// One step down: an object member, an array element, or the document a string holds.
    public enum Component: Sendable, Hashable {
        /// An object member by key.
        case key(String)
        /// An array element by index.
        case index(Int)
        /// The JSON document that the string here holds as its text (`JSONEmbeddedDocument`).
        case embeddedDocument
    }

    /// The steps from the record's root.
    public var components: [Component]

    /// A path from its steps; the empty path is the record itself (`$`).
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The record itself.
    public static let root = JSONPath()

    /// A path of object keys from the root: `JSONPath(keys: "profile", "name")` is `$.profile.name`.
    public init(keys: String...) {
        self.init(keys.map(Component.key))
    }

    /// This path followed by one step (built in one allocation).
    public func appending(_ component: Component) -> JSONPath {
        var steps: [Component] = []
        steps.reserveCapacity(components.count + 1)
        steps.append(contentsOf: components)
        steps.append(component)
        return JSONPath(steps)
    }

    /// This path followed by an object member.
    public func appending(key: String) -> JSONPath {
        appending(.key(key))
    }

    /// This path followed by an array element.
    public func appending(index: Int) -> JSONPath {
        appending(.index(index))
    }

    /// This path followed by the step into the JSON document its string holds: `$.attach` → `$.attach~`.
    public func appendingEmbeddedDocument() -> JSONPath {
        appending(.embeddedDocument)
    }

    /// Whether this path is `other` or leads into it (`$.profile` is a prefix of `$.profile.name`).
    public func isPrefix(of other: JSONPath) -> Bool {
        other.components.starts(with: components)
    }

    /// The path in JSONPath notation, with `~` for a step into a string's document; keys that are not
    /// plain identifiers are quoted: `$["user name"]`.
    public var description: String {
        var text = "$"
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .embeddedDocument:
                text += "~"
            case .key(let key):
                if key.isPlainIdentifier {
                    text += ".\(key)"
                } else {
                    text += "[\"\(key.replacingBackslashesAndQuotes())\"]"
                }
            }
        }
        return text
    }
}

extension String {
    fileprivate var isPlainIdentifier: Bool {
        guard let first = utf8.first, !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) else { return false }
        return utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
        }
    }

    fileprivate func replacingBackslashesAndQuotes() -> String {
        var result = ""
        for character in self {
            if character == "\\" || character == "\"" { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
