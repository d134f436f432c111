import GroupEventsCore
import GroupEventsJSON
import GroupEvents
import GroupEventsTestSupport
import Testing

/// Encoders report their own losses, so the read-back (`ReadBackCheck`, `--verify`) is off by default:
/// this proves it finds nothing they did not say, translating every fixture of every flavour — as
/// decoded, and composed afresh without its source — to every vendor flavour.
@Suite struct EncoderLossCompletenessTests {
    /// The vendor flavours, as targets.
    static let targets = FlavourCatalogTests.catalog.adapters.filter { $0.id != .unified }

    /// Every fixture that decodes to events: its flavour's adapter, its record, its events, and the
    /// same events composed by hand (no source record to rebuild over).
    static func decodedFixtures() throws -> [(FixtureCase, any FlavourAdapter, JSONValue, [GroupEvent], [GroupEvent])] {
        try FlavourCatalogTests.fixtures.compactMap { flavour, fixture in
            let source = try FlavourCatalogTests.catalog.adapter(named: flavour.description)
            let record = try #require(try GoldenFile.read(fixture.recordPath), "\(fixture) is JSON")
            guard case .events(let events, _)? = try? source.decode(record), !events.isEmpty else { return nil }
            let composed = events.map { event in
                var fresh = event
                fresh.source = .composed
                return fresh
            }
            return (fixture, source, record, events, composed)
        }
    }

    @Test func theReadBackFindsNoLossTheEncoderDidNotReport() throws {
        var unreported: [String] = []
        var checked = 0
        for (fixture, source, record, _, composed) in try Self.decodedFixtures() {
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

    /// The other way round: every loss an encoder reports (`field-dropped`, `approximated`) names a
    /// field whose value does not survive the read-back — the record decoded again by the target and
    /// compared field by field (`ReadBackCheck.differences`). A reported field that reads back as it
    /// was is a false alarm. Same-flavour writes rebuild their source record and are left aside; so
    /// are records that read back as another number of events, which cannot be compared one by one.
    @Test func everyReportedLossNamesAFieldTheReadBackLacks() throws {
        var falseAlarms: [String] = []
        var compared = 0
        for (fixture, source, _, events, composed) in try Self.decodedFixtures() {
            for target in Self.targets {
                for (how, written) in [("", events), (" (composed)", composed)] where !written.contains(where: { $0.source.isRecord(of: target.id) }) {
                    let translation = Translator(source: .flavour(source), target: target).translate(written)
                    guard translation.eventOutcomes.allSatisfy({ $0 == .converted }) else { continue }
                    var readBack: [GroupEvent] = []
                    for output in translation.outputs {
                        guard case .events(let decoded, _)? = try? target.decode(output) else {
                            readBack = []
                            break
                        }
                        readBack += decoded
                    }
                    guard readBack.count == written.count else { continue }
                    // A field the read-back has and the event had not (a join method the source never said) changed too.
                    let lost = zip(written, readBack).flatMap { ReadBackCheck.differences(of: $0, readBack: $1).map(\.path) }
                    // A reported change of form (TIM's string message ID in ZIM's 64-bit one) is no loss: the
                    // value survives, in a form the target does not use itself.
                    let changesOfForm = written.compactMap { MessageIDForm.int64.changeOfForm(in: $0, writer: target.id) }
                    let reported = translation.diagnostics.filter { [.fieldDropped, .approximated].contains($0.code) && !changesOfForm.contains($0) }
                    for diagnostic in reported {
                        for field in diagnostic.fields where field != .root {
                            guard !lost.contains(where: { field.isPrefix(of: $0) || $0.isPrefix(of: field) }) else { continue }
                            falseAlarms.append("\(fixture)\(how) → \(target.id): \(field) survives (\(diagnostic.message))")
                        }
                    }
                    compared += 1
                }
            }
        }
        #expect(compared > 1000)
        if !falseAlarms.isEmpty {
            Issue.record("\(falseAlarms.count) reported losses name a field that survives the read-back:\n\(falseAlarms.joined(separator: "\n"))")
        }
    }
}
