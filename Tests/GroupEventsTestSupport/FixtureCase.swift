import Foundation

/// One vendor record under `Fixtures/<vendor>/<flavour>/<case>.json`, with the paths of its goldens.
package struct FixtureCase: Sendable, CustomStringConvertible {
    /// The vendor folder (`zim`).
    package let vendor: String
    /// The flavour folder (`sdk`).
    package let flavour: String
    /// The case name (`member-kicked-web`).
    package let name: String

    /// The case `name` of a vendor flavour.
    package init(vendor: String, flavour: String, name: String) {
        self.vendor = vendor
        self.flavour = flavour
        self.name = name
    }

    /// `Fixtures/zim/sdk/member-kicked-web.json`.
    package var recordPath: String { "Fixtures/\(vendor)/\(flavour)/\(name).json" }
    /// `Fixtures/zim/sdk/member-kicked-web.unified.json`.
    package var unifiedPath: String { "Fixtures/\(vendor)/\(flavour)/\(name).unified.json" }
    /// `Fixtures/zim/sdk/member-kicked-web.to.zim.callback.json`.
    package func translationPath(vendor target: String, flavour targetFlavour: String) -> String {
        "Fixtures/\(vendor)/\(flavour)/\(name).to.\(target).\(targetFlavour).json"
    }
    /// `Fixtures/zim/sdk/member-kicked-web.to.zim.callback.report.json`.
    package func reportPath(vendor target: String, flavour targetFlavour: String) -> String {
        "Fixtures/\(vendor)/\(flavour)/\(name).to.\(target).\(targetFlavour).report.json"
    }

    /// `zim/sdk/member-kicked-web`.
    package var description: String { "\(vendor)/\(flavour)/\(name)" }

    /// Every record case of a vendor flavour (goldens excluded), sorted by name.
    package static func all(vendor: String, flavour: String) -> [FixtureCase] {
        let folder = Repository.fixtures.appending(components: vendor, flavour)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") && !$0.dropLast(5).contains(".") }
            .map { FixtureCase(vendor: vendor, flavour: flavour, name: String($0.dropLast(5))) }
            .sorted { $0.name < $1.name }
    }
}
