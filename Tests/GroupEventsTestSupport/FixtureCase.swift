import Foundation

/// One vendor record under `Fixtures/<vendor>/<flavour>/<case>.json`, with the paths of its goldens.
public struct FixtureCase: Sendable, CustomStringConvertible {
    /// The vendor folder (`zim`).
    public let vendor: String
    /// The flavour folder (`sdk`).
    public let flavour: String
    /// The case name (`member-kicked-web`).
    public let name: String

    /// The case `name` of a vendor flavour.
    public init(vendor: String, flavour: String, name: String) {
        self.vendor = vendor
        self.flavour = flavour
        self.name = name
    }

    /// `Fixtures/zim/sdk/member-kicked-web.json`.
    public var recordPath: String { "Fixtures/\(vendor)/\(flavour)/\(name).json" }
    /// `Fixtures/zim/sdk/member-kicked-web.unified.json`.
    public var unifiedPath: String { "Fixtures/\(vendor)/\(flavour)/\(name).unified.json" }
    /// `Fixtures/zim/sdk/member-kicked-web.to.zim.callback.json`.
    public func translationPath(vendor target: String, flavour targetFlavour: String) -> String {
        "Fixtures/\(vendor)/\(flavour)/\(name).to.\(target).\(targetFlavour).json"
    }
    /// `Fixtures/zim/sdk/member-kicked-web.to.zim.callback.report.json`.
    public func reportPath(vendor target: String, flavour targetFlavour: String) -> String {
        "Fixtures/\(vendor)/\(flavour)/\(name).to.\(target).\(targetFlavour).report.json"
    }

    /// `zim/sdk/member-kicked-web`.
    public var description: String { "\(vendor)/\(flavour)/\(name)" }

    /// Every record case of a vendor flavour (goldens excluded), sorted by name.
    public static func all(vendor: String, flavour: String) -> [FixtureCase] {
        let folder = Repository.fixtures.appending(components: vendor, flavour)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") && !$0.dropLast(5).contains(".") }
            .map { FixtureCase(vendor: vendor, flavour: flavour, name: String($0.dropLast(5))) }
            .sorted { $0.name < $1.name }
    }
}
