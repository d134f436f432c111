import Foundation
import GroupEventsJSON

/// Bends one record of a flavour into a mutant, at the JSON level and the byte level, for the
/// conservation fuzz: values of another type or at the edges of every number type, hostile strings,
/// missing and duplicated keys, the flavour's codes swapped for other or unknown ones, deep nesting,
/// invalid UTF-8, raw control characters, stray line breaks, truncation and random byte damage.
package struct RecordMutator: Sendable {
    /// One kind of damage; a mutant gets one to three.
    package enum Mutation: String, CaseIterable, Sendable {
        /// A value somewhere replaced by one of `edgeValues` or removed with its key (inside embedded JSON
        /// strings too), by `MutationChecks`.
        case replaceValue
        /// A number (or a string of digits, as NIM writes numbers) replaced by one at the edges of Int64,
        /// UInt64 or doubles, of the same type.
        case edgeNumber
        /// A member of an object written twice, the copy with the same or another value.
        case duplicateKey
        /// One of the flavour's codes replaced by another of its codes or an unknown one.
        case swapCode
        /// A value replaced by arrays and objects nested thousands deep.
        case deepNesting
        /// A value replaced by a string holding bytes that are not UTF-8.
        case invalidUTF8
        /// A value replaced by a string holding a raw (unescaped) control character.
        case rawControlCharacters
        /// CR, LF, CRLF or tabs put after punctuation: whitespace inside the record, or a line break that
        /// cuts it in two lines (two records of a JSON Lines stream).
        case lineBreaks
        /// The record cut off at a random byte.
        case truncate
        /// Bits flipped, bytes inserted or deleted by `ByteMutations`.
        case damageBytes

        /// Whether the mutation works on the written bytes rather than on the value.
        var isByteLevel: Bool { self == .lineBreaks || self == .truncate || self == .damageBytes }
    }

    /// Number texts at the edges of Int64, UInt64 and doubles (±2^53), too long for any of them, or
    /// fractions and zeros an integer field does not take.
    static let edgeNumbers = [
        "-9223372036854775808", "9223372036854775807", "18446744073709551615", "9007199254740992", "-9007199254740992",
        "9007199254740993", "12345678901234567890", "-12345678901234567890", "1e400", "-1e400", "1E-400", "-0", "-0.0", "0.5", "0", "-1",
    ]

    /// Values put in place of another: every JSON type, `edgeNumbers` (also as strings, as NIM writes
    /// numbers), and strings that are empty, very long, or full of control characters, escapes and line breaks.
    static let edgeValues: [JSONValue] = {
        let strings: [JSONValue] = [
            "", .string(String(repeating: "long ", count: 20_000)), "\u{0}", "a\u{0}b", "\u{1}\u{8}\u{1F}\u{7F}", "line\nbreak", "cr\r\nlf\r",
            "\u{2028}\u{2029}", "\u{FEFF}", "\"\\/", "😀", "{", "[]",
        ]
        return [.null, true, false, .array([]), .object([:]), .array([.null]), .object(["": .null])] + strings
            + edgeNumbers.map { .number(JSONNumber(uncheckedText: $0)) } + edgeNumbers.map(JSONValue.string)
    }()

    /// `replaceValue`'s walk, shared with the vendor suites' mutation tests.
    private static let valueMutations = MutationChecks(replacements: edgeValues, entersEmbeddedJSON: true)

    /// The flavour's codes, which `swapCode` looks for in a record and puts in place of each other.
    package let codes: [JSONValue]

    /// The mutations a mutant may get, each as often as it is listed: those that keep the record JSON
    /// more often than those that break it (most of which the reader rejects before an adapter sees it).
    static let mutations: [Mutation] =
        Array(repeating: .replaceValue, count: 6) + Array(repeating: .swapCode, count: 3) + Array(repeating: .edgeNumber, count: 3)
        + Array(repeating: .duplicateKey, count: 2)
        + [.deepNesting, .invalidUTF8, .rawControlCharacters, .lineBreaks, .truncate, .damageBytes]

    /// A mutator swapping `codes`.
    package init(codes: [JSONValue]) {
        self.codes = codes
    }

    /// The codes of `flavour` (`tim:web`) as its mapping table (`Mappings/tim.json`) lists them in its
    /// rules; for `unified`, the event kinds every table maps to.
    package static func codes(of flavour: String) throws -> [JSONValue] {
        let parts = flavour.split(separator: ":").map(String.init)
        var codes: [JSONValue] = []
        for vendor in parts.count == 2 ? [parts[0]] : ["zim", "nim", "tim"] {
            let path = "Mappings/\(vendor).json"
            guard let bytes = Repository.bytes(path) else { throw FixtureError.missing(path) }
            let table = try JSONReader().read(bytes)
            for entry in table["flavours"]?.arrayValue ?? [] where parts.count != 2 || entry["name"]?.stringValue == parts[1] {
                for rule in entry["rules"]?.arrayValue ?? [] {
                    codes += parts.count == 2 ? rule["codes"]?.objectValue?.members.map(\.value) ?? [] : rule["kind"].map { [$0] } ?? []
                }
            }
        }
        return Array(Set(codes)).sorted { JSONWriter.compactString($0) < JSONWriter.compactString($1) }
    }

    /// A mutant of `record`, chosen by `generator`: the bytes of one line (a `lineBreaks` mutation may
    /// put line feeds in them), and the names of the mutations it got, in the order they were made.
    package func mutant(of record: JSONValue, _ generator: inout SplitMix64) -> (bytes: [UInt8], mutations: [Mutation]) {
        let chosen = (0...generator.below(3)).map { _ in generator.pick(Self.mutations) }
        // Values first, then the splices they mark, then damage to the written bytes.
        let ordered = chosen.filter { !$0.isByteLevel && !Self.splices($0) } + chosen.filter(Self.splices) + chosen.filter(\.isByteLevel)
        var value = record
        var splices: [[UInt8]] = []
        for mutation in ordered where !mutation.isByteLevel {
            switch mutation {
            case .replaceValue: value = Self.valueMutations.mutate(value, &generator)
            case .duplicateKey: value = duplicateKey(value, &generator)
            case .swapCode: value = swapCode(value, &generator)
            case .edgeNumber: value = edgeNumber(value, &generator)
            default:
                let marker = JSONValue.string("@splice-\(splices.count)@")
                splices.append(spliced(mutation, &generator))
                value = Self.replacing(in: value, at: generator.pick(Self.paths(in: value)), with: marker)
            }
        }
        var bytes = JSONWriter.compactBytes(value)
        for (index, splice) in splices.enumerated() {
            let marker = Array("\"@splice-\(index)@\"".utf8)
            if let range = Self.firstRange(of: marker, in: bytes) { bytes.replaceSubrange(range, with: splice) }
        }
        for mutation in ordered where mutation.isByteLevel {
            switch mutation {
            case .lineBreaks:
                let places = bytes.indices.filter { Array("{[,:".utf8).contains(bytes[$0]) }
                for _ in 0...generator.below(2) where !places.isEmpty {
                    let whitespace: [[UInt8]] = [[0x0D], [0x09, 0x0D, 0x20], [0x0D, 0x0D], [0x0A], [0x0D, 0x0A]]
                    bytes.insert(contentsOf: generator.pick(whitespace), at: generator.pick(places) + 1)
                }
            case .truncate: bytes.removeSubrange(generator.below(bytes.count + 1)...)
            default: ByteMutations.mutate(&bytes, &generator)
            }
        }
        return (bytes, ordered)
    }

    /// Whether `mutation` puts raw bytes in place of a marker value.
    private static func splices(_ mutation: Mutation) -> Bool {
        mutation == .deepNesting || mutation == .invalidUTF8 || mutation == .rawControlCharacters
    }

    /// The raw bytes a splicing mutation puts in place of a value.
    private func spliced(_ mutation: Mutation, _ generator: inout SplitMix64) -> [UInt8] {
        switch mutation {
        case .deepNesting:
            let depth = generator.pick([64, 1_000, 20_000])
            let (open, close) = generator.pick([("[", "]"), ("{\"a\":", "}"), ("[{\"k\":", "}]")])
            return Array((String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)).utf8)
        case .invalidUTF8:
            let broken: [[UInt8]] = [[0xFF], [0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80], [0xFE, 0xFF]]
            return [0x22] + Array("id".utf8) + generator.pick(broken) + [0x22]
        default:
            return [0x22, 0x61, generator.pick([0x00, 0x01, 0x09, 0x0D, 0x1F]), 0x62, 0x22]
        }
    }

    /// `value` with a member of one of its objects written twice, the copy right after it or at the end.
    private func duplicateKey(_ value: JSONValue, _ generator: inout SplitMix64) -> JSONValue {
        let objects = Self.paths(in: value).filter { (Self.value(in: value, at: $0)?.objectValue?.count ?? 0) > 0 }
        guard !objects.isEmpty else { return Self.valueMutations.mutate(value, &generator) }
        let path = generator.pick(objects)
        guard var object = Self.value(in: value, at: path)?.objectValue else { return value }
        let index = generator.below(object.count)
        var copy = object.members[index]
        if generator.chance(0.5) { copy.value = generator.pick(Self.edgeValues) }
        object.members.insert(copy, at: generator.chance(0.5) ? index + 1 : object.count)
        return Self.replacing(in: value, at: path, with: .object(object))
    }

    /// `value` with one of the flavour's codes in it replaced by another code or an unknown one (a
    /// random value's, when it holds none of them).
    private func swapCode(_ value: JSONValue, _ generator: inout SplitMix64) -> JSONValue {
        let known = Set(codes)
        let places = Self.paths(in: value).filter { path in Self.value(in: value, at: path).map(known.contains) ?? false }
        guard !places.isEmpty, !codes.isEmpty else { return Self.valueMutations.mutate(value, &generator) }
        let unknown: [JSONValue] = [4_096, 99_999, -7, "unknown.kind", "GRP_TIP_UNKNOWN", .number(JSONNumber(uncheckedText: "1.0"))]
        let replacement = generator.chance(0.5) ? generator.pick(codes) : generator.pick(unknown)
        return Self.replacing(in: value, at: generator.pick(places), with: replacement)
    }

    /// `value` with one of its numbers, or strings of digits, replaced by an edge number of the same
    /// type (a random value replaced, when it holds neither).
    private func edgeNumber(_ value: JSONValue, _ generator: inout SplitMix64) -> JSONValue {
        let places = Self.paths(in: value).filter { path in
            switch Self.value(in: value, at: path) {
            case .number: true
            case .string(let text): !text.isEmpty && text.allSatisfy { ("0"..."9").contains($0) }
            default: false
            }
        }
        guard !places.isEmpty else { return Self.valueMutations.mutate(value, &generator) }
        let path = generator.pick(places)
        let text = generator.pick(Self.edgeNumbers)
        let isNumber = if case .number = Self.value(in: value, at: path) { true } else { false }
        return Self.replacing(in: value, at: path, with: isNumber ? .number(JSONNumber(uncheckedText: text)) : .string(text))
    }

    /// Where a value lies inside another: at each step, the index of an object's member or of an array's entry.
    private typealias Path = [Int]

    /// The paths of every value inside `value`, itself (the empty path) first.
    private static func paths(in value: JSONValue) -> [Path] {
        var found: [Path] = [[]]
        switch value {
        case .object(let object):
            for (index, member) in object.members.enumerated() { found += paths(in: member.value).map { [index] + $0 } }
        case .array(let array):
            for (index, entry) in array.entries.enumerated() { found += paths(in: entry.value).map { [index] + $0 } }
        default: break
        }
        return found
    }

    /// The value at `path` inside `value`.
    private static func value(in value: JSONValue, at path: Path) -> JSONValue? {
        guard let step = path.first else { return value }
        switch value {
        case .object(let object): return self.value(in: object.members[step].value, at: Array(path.dropFirst()))
        case .array(let array): return self.value(in: array.entries[step].value, at: Array(path.dropFirst()))
        default: return nil
        }
    }

    /// `value` with the value at `path` replaced by `replacement`.
    private static func replacing(in value: JSONValue, at path: Path, with replacement: JSONValue) -> JSONValue {
        guard let step = path.first else { return replacement }
        switch value {
        case .object(var object):
            object.members[step].value = replacing(in: object.members[step].value, at: Array(path.dropFirst()), with: replacement)
            return .object(object)
        case .array(var array):
            array.entries[step].value = replacing(in: array.entries[step].value, at: Array(path.dropFirst()), with: replacement)
            return .array(array)
        default: return value
        }
    }

    /// Where `needle` first occurs in `bytes`.
    private static func firstRange(of needle: [UInt8], in bytes: [UInt8]) -> Range<Int>? {
        guard bytes.count >= needle.count else { return nil }
        return (0...bytes.count - needle.count).lazy.map { $0..<$0 + needle.count }.first { bytes[$0].elementsEqual(needle) }
    }
}
