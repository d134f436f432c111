import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport

/// `Fixtures/cross-vendor.json`: for every unified kind, the fixtures translated to every vendor
/// flavour, their goldens beside them (`<case>.to.<vendor>.<flavour>.json` and `.report.json`).
struct CrossVendorManifest: Sendable {
    /// One listed fixture and the kind it stands for.
    struct Entry: Sendable, CustomStringConvertible {
        /// The kind the fixture is listed under.
        let kind: GroupEventKind
        /// The fixture's path below `Fixtures/`, without `.json` (`zim/sdk/member-kicked-web`).
        let path: String

        /// `member.kicked: zim/sdk/member-kicked-web`.
        var description: String { "\(kind): \(path)" }
    }

    /// The manifest's file below the repository's root.
    static let file = "Fixtures/cross-vendor.json"

    /// The kinds in the manifest's order.
    let kinds: [GroupEventKind]
    /// Every listed fixture, kind by kind.
    let entries: [Entry]

    /// The bundled manifest.
    static let bundled = try! CrossVendorManifest(GoldenFile.read(file) ?? .null)

    /// The manifest in `json`: an object of kinds, each an array of fixture paths.
    init(_ json: JSONValue) throws {
        guard let object = json.objectValue else { throw FixtureError.missing(Self.file) }
        kinds = object.members.map { GroupEventKind(rawValue: $0.key) }
        entries = object.members.flatMap { member in
            (member.value.arrayValue.map(Array.init) ?? []).compactMap(\.stringValue).map { Entry(kind: GroupEventKind(rawValue: member.key), path: $0) }
        }
    }
}
