import GroupEventsJSON
import GroupEventsTestSupport
import Testing

@testable import GroupEventsCore

/// The field tree is the unified event's shape: `Schema/group-event.schema.json` allows the same keys,
/// nested the same way, with the same shapes, at every depth.
@Suite struct UnifiedFieldTreeTests {
    /// Keys the schema allows that the tree leaves out on purpose, by path, each with its reason.
    static let outsideTheTree: [(path: String, reason: String)] = [
        (
            "$.source",
            "where the event came from (vendor, codes, the record verbatim), not what it says: no flavour places or loses it, so the "
                + "tree, which numbers the fields a loss report names, has no place for it (UnifiedCodecTests checks its keys)"
        )
    ]

    static func schema() throws -> JSONValue {
        try #require(try GoldenFile.read("Schema/group-event.schema.json"))
    }

    @Test func theSchemaHasTheTreesKeysAndShapesAtEveryDepth() throws {
        let disagreements = try Self.disagreements(schema: Self.schema())
        #expect(disagreements.isEmpty, Comment(rawValue: disagreements.joined(separator: "\n")))
    }

    @Test func aKeyTheSchemaLacksIsNamedByItsPath() throws {
        let schema = try Self.removing(["$defs", "mute", "properties", "until"], from: Self.schema())
        let disagreements = Self.disagreements(schema: schema)
        #expect(disagreements.contains("$.mute.until: in the tree, not in the schema"))
        #expect(disagreements.contains("$.members[].mute.until: in the tree, not in the schema"))
        #expect(disagreements.contains("$.profile.mute.term.until: in the tree, not in the schema"))
    }

    @Test func aShapeTheSchemaSpellsOtherwiseIsNamedByItsPath() throws {
        let schema = try Self.replacing(["$defs", "role", "properties", "raw"], with: .object(["type": "string"]), in: Self.schema())
        #expect(Self.disagreements(schema: schema).contains("$.role.raw: any JSON in the tree, a string or number in the schema"))
    }

    @Test func theEncoderWritesTheTreesKeysInItsOrder() {
        var event = UnifiedCodecTests.fullEvent
        event.actor?.mute = .until(milliseconds: 1_718_003_700_000)
        #expect(Self.keysOutsideTheTree(in: .object(UnifiedEncoder.encode(event)), at: UnifiedFieldTree.root, path: "$") == [])
    }

    /// The keys of `value` (at the tree's `field`) and below that the tree does not have there, or has
    /// in another order; an event's `source` is outside the tree.
    static func keysOutsideTheTree(in value: JSONValue, at field: Int, path: String) -> [String] {
        let tree = UnifiedFieldTree.shared
        let children = tree.nodes[field].children
        switch value {
        case .object(let object) where tree.nodes[field].shape == .object:
            var found: [String] = []
            var position = 0
            for member in object where !(field == UnifiedFieldTree.root && member.key == UnifiedFieldTree.Key.source.rawValue) {
                guard let child = children.firstIndex(where: { tree.nodes[$0].key == member.key }) else {
                    found.append("\(path).\(member.key)")
                    continue
                }
                if child < position { found.append("\(path).\(member.key): out of the tree's order") }
                position = child
                found += keysOutsideTheTree(in: member.value, at: children[child], path: "\(path).\(member.key)")
            }
            return found
        case .array(let array) where tree.nodes[field].shape == .array:
            return array.enumerated().flatMap { index, element in
                keysOutsideTheTree(in: element, at: children[0], path: "\(path)[\(index)]")
            }
        default:
            return []
        }
    }

    // MARK: - The walk

    /// A schema place's shape, as the tree says shapes.
    enum SchemaShape: Equatable {
        case object(properties: JSONObject, closed: Bool)
        case array(items: JSONValue)
        case value
        case anyJSON
        case mixed

        var name: String {
            switch self {
            case .object: "an object"
            case .array: "an array"
            case .value: "a string or number"
            case .anyJSON: "any JSON"
            case .mixed: "a mix of shapes"
            }
        }
    }

    static func name(of shape: UnifiedFieldTree.Shape) -> String {
        switch shape {
        case .object: "an object"
        case .array: "an array"
        case .value: "a string or number"
        case .rawValue: "any JSON"
        }
    }

    /// Every place where the tree and `schema` disagree, each named by its path (`$.members[].role`),
    /// and every entry of `outsideTheTree` the schema no longer has.
    static func disagreements(schema: JSONValue) -> [String] {
        var walk = Walk(defs: schema["$defs"]?.objectValue ?? [:])
        walk.compare(UnifiedFieldTree.root, schema, at: "$")
        let stale = outsideTheTree.map(\.path).filter { !walk.skipped.contains($0) }
        return walk.found + stale.map { "\($0): listed as outside the tree, but the schema has no such key" }
    }

    struct Walk {
        let tree = UnifiedFieldTree.shared
        let defs: JSONObject
        var found: [String] = []
        var skipped: [String] = []

        mutating func compare(_ field: Int, _ schema: JSONValue, at path: String) {
            let node = tree.nodes[field]
            let shape = self.shape(of: schema)
            switch (node.shape, shape) {
            case (.object, .object(let properties, let closed)):
                if !closed { found.append("\(path): the schema lets keys the tree does not have in (additionalProperties)") }
                compareMembers(of: field, properties, at: path)
            case (.array, .array(let items)):
                guard let element = node.children.first else { return found.append("\(path): an array with no element in the tree") }
                compare(element, items, at: path + "[]")
            case (.value, .value), (.rawValue, .anyJSON): break
            default: found.append("\(path): \(UnifiedFieldTreeTests.name(of: node.shape)) in the tree, \(shape.name) in the schema")
            }
        }

        mutating func compareMembers(of field: Int, _ properties: JSONObject, at path: String) {
            let children = tree.nodes[field].children
            let keys = children.compactMap { tree.nodes[$0].key }
            for child in children {
                guard let key = tree.nodes[child].key else { continue }
                guard let property = properties[key] else {
                    found.append("\(path).\(key): in the tree, not in the schema")
                    continue
                }
                compare(child, property, at: "\(path).\(key)")
            }
            for key in properties.keys where !keys.contains(key) {
                if UnifiedFieldTreeTests.outsideTheTree.contains(where: { $0.path == "\(path).\(key)" }) {
                    skipped.append("\(path).\(key)")
                } else {
                    found.append("\(path).\(key): in the schema, not in the tree")
                }
            }
            let order = properties.keys.filter(keys.contains)
            if order != keys.filter(properties.keys.contains) {
                found.append("\(path): the schema lists \(order), the tree \(keys)")
            }
        }

        /// The shape `schema` allows, through `$ref`s and the branches of `anyOf`/`oneOf`.
        func shape(of schema: JSONValue) -> SchemaShape {
            if let reference = schema["$ref"]?.stringValue {
                let name = reference.hasPrefix("#/$defs/") ? String(reference.dropFirst("#/$defs/".count)) : reference
                guard let target = defs[name] else { return .mixed }
                return shape(of: target)
            }
            if let branches = (schema["anyOf"] ?? schema["oneOf"])?.arrayValue {
                let shapes = branches.map(shape(of:))
                guard let first = shapes.first, shapes.allSatisfy({ $0 == first }) else { return .mixed }
                return first
            }
            switch schema["type"]?.stringValue {
            case "object":
                return .object(properties: schema["properties"]?.objectValue ?? [:], closed: schema["additionalProperties"] == .bool(false))
            case "array": return .array(items: schema["items"] ?? .object([:]))
            case "string", "integer", "number": return .value
            case nil:
                if let values = schema["enum"]?.arrayValue {
                    return values.allSatisfy { $0.stringValue != nil || $0.numberValue != nil } ? .value : .mixed
                }
                return schema["properties"] == nil && schema["items"] == nil ? .anyJSON : .mixed
            default: return .mixed
            }
        }
    }

    // MARK: - Scratch schemas

    /// `schema` without the member at `path`.
    static func removing(_ path: [String], from schema: JSONValue) throws -> JSONValue {
        try editing(path, in: schema) { object, key in object.members.removeAll { $0.key == key } }
    }

    /// `schema` with the member at `path` holding `value`.
    static func replacing(_ path: [String], with value: JSONValue, in schema: JSONValue) throws -> JSONValue {
        try editing(path, in: schema) { object, key in
            object.members = object.members.map { $0.key == key ? JSONObject.Member(key: key, value: value) : $0 }
        }
    }

    static func editing(_ path: [String], in schema: JSONValue, _ edit: (inout JSONObject, String) -> Void) throws -> JSONValue {
        var object = try #require(schema.objectValue)
        let key = try #require(path.first)
        if path.count == 1 {
            #expect(object[key] != nil, "\(key) is in the schema")
            edit(&object, key)
        } else {
            let inner = try editing(Array(path.dropFirst()), in: try #require(object[key]), edit)
            object.members = object.members.map { $0.key == key ? JSONObject.Member(key: key, value: inner) : $0 }
        }
        return .object(object)
    }
}
