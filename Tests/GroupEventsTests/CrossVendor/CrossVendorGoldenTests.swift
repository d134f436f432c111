import Foundation
import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

/// The cross-vendor golden matrix: the fixtures `Fixtures/cross-vendor.json` lists for each unified
/// kind are translated to every other vendor flavour, against goldens beside each fixture; every
/// `partial` cell of the registry's matrix has a golden report naming what it approximates or drops,
/// and every `full` cell a fixture of that kind in that flavour (whose own goldens prove it).
@Suite struct CrossVendorGoldenTests {
    static let matrix = TranslationMatrix.builtIn
    static let manifest = CrossVendorManifest.bundled

    /// The diagnostics that name an approximation.
    static let approximations: Set<String> = [DiagnosticCode.approximated.rawValue, DiagnosticCode.fieldDropped.rawValue]

    @Test func theManifestListsEveryKind() {
        #expect(Self.manifest.kinds == GroupEventKind.predefined, "one entry per predefined kind, in the README's order")
    }

    @Test func eachListedFixtureDecodesToItsKindAndEveryVendorThatCanIsListed() throws {
        for entry in Self.manifest.entries {
            let fixture = try #require(Self.matrix.fixture(entry.path), "\(entry): no such fixture")
            #expect(fixture.kinds.contains(entry.kind), "\(entry) decodes to \(fixture.kinds)")
        }
        for kind in GroupEventKind.predefined {
            let decoding = Set(Self.matrix.fixtures.filter { $0.kinds.contains(kind) }.map(\.fixture.vendor))
            let listed = Set(Self.manifest.entries.filter { $0.kind == kind }.compactMap { Self.matrix.fixture($0.path)?.fixture.vendor })
            #expect(decoding.isSubset(of: listed), "\(kind): no fixture listed for \(decoding.subtracting(listed).sorted())")
        }
    }

    @Test(arguments: manifest.entries) func translatesToEveryOtherFlavourAsItsGoldens(_ entry: CrossVendorManifest.Entry) throws {
        let fixture = try #require(Self.matrix.fixture(entry.path))
        let problems = try Self.matrix.adapters.filter { $0.id != fixture.checks.adapter.id }.flatMap { target in
            try fixture.checks.translatesToGolden(fixture.fixture, target: target)
        }
        VendorGoldens.expectNone(problems)
    }

    @Test func everyGoldenOfAnotherVendorBelongsToAListedFixture() throws {
        let listed = Set(Self.manifest.entries.map(\.path))
        for adapter in Self.matrix.adapters {
            let (vendor, flavour) = (adapter.id.vendor, adapter.id.flavour)
            let names = try FileManager.default.contentsOfDirectory(atPath: Repository.fixtures.appending(components: vendor, flavour).path)
            for name in names {
                let parts = name.split(separator: ".", maxSplits: 3).map(String.init)
                guard parts.count == 4, parts[1] == "to", parts[2] != vendor else { continue }
                #expect(listed.contains("\(vendor)/\(flavour)/\(parts[0])"), "\(vendor)/\(flavour)/\(name): its fixture is not in \(CrossVendorManifest.file)")
            }
        }
    }

    @Test func everyPartialCellHasAGoldenReportNamingTheApproximation() throws {
        var cells = 0
        for kind in GroupEventKind.predefined {
            for target in Self.matrix.adapters.map(\.id) where Self.matrix.capability(kind, in: target) == .partial {
                cells += 1
                let named = try Self.manifest.entries.filter { $0.kind == kind }.contains { entry in
                    let fixture = try #require(Self.matrix.fixture(entry.path)).fixture
                    let report = try GoldenFile.read(fixture.reportPath(vendor: target.vendor, flavour: target.flavour))
                    let codes = report?["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue } ?? []
                    return !Self.approximations.isDisjoint(with: codes)
                }
                #expect(named, "\(kind) → \(target) is partial, but no golden report of a listed fixture names an approximation")
            }
        }
        #expect(cells > 0)
    }

    @Test func everyFullCellHasAFixtureOfItsKindInItsFlavour() {
        for kind in GroupEventKind.predefined {
            for flavour in Self.matrix.adapters.map(\.id) where Self.matrix.capability(kind, in: flavour) == .full {
                #expect(
                    Self.matrix.fixtures.contains { $0.checks.adapter.id == flavour && $0.kinds.contains(kind) },
                    "\(kind) is full in \(flavour), but no fixture of \(flavour) decodes to it")
            }
        }
    }
}
