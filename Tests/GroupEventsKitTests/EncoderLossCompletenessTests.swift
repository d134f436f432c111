import GroupEvents
import GroupEventsJSON
import GroupEventsKit
import GroupEventsTestSupport
import Testing

/// Encoders report their own losses, so the read-back (`ReadBackCheck`, `--verify`) is off by default:
/// this proves it finds nothing they did not say, translating every fixture of every flavour — as
/// decoded, and composed afresh without its source — to every vendor flavour.
@Suite struct EncoderLossCompletenessTests {
    /// The vendor flavours, as targets.
    static let targets = FlavourCatalogTests.catalog.adapters.filter { $0.id != .unified }

    @Test func theReadBackFindsNoLossTheEncoderDidNotReport() throws {
        var unreported: [String] = []
        var checked = 0
        for (flavour, fixture) in FlavourCatalogTests.fixtures {
            let source = try FlavourCatalogTests.catalog.adapter(named: flavour.description)
            let record = try #require(try GoldenFile.read(fixture.recordPath), "\(fixture) is JSON")
            guard case .events(let events, _)? = try? source.decode(record), !events.isEmpty else { continue }
            let composed = events.map { event in
                var fresh = event
                fresh.source = .composed
                return fresh
            }
            for target in Self.targets {
                let plain = Translator(source: .flavour(source), target: target)
                let verified = Translator(source: .flavour(source), target: target, verify: true)
                let cases = [
                    ("", plain.translate(record), verified.translate(record)),
                    (" (composed)", plain.translate(composed), verified.translate(composed)),
                ]
                for (how, written, readBack) in cases {
                    for finding in readBack.diagnostics where !written.diagnostics.contains(finding) {
                        let fields = finding.fields.map(\.description).joined(separator: ", ")
                        unreported.append("\(fixture)\(how) → \(target.id): \(fields) (\(finding.message))")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked > 1000)
        if !unreported.isEmpty {
            Issue.record("the read-back found \(unreported.count) losses the encoders did not report:\n\(unreported.joined(separator: "\n"))")
        }
    }
}
