import GroupEventsCore
import Testing

/// One vendor's golden-file suite, the same for every vendor: each fixture of each of the vendor's
/// flavours is checked by its own flavour's adapter and translated to every other flavour of the
/// vendor, with the adapters as the vendor plugs them in.
package struct VendorGoldens: Sendable {
    /// The vendor's adapters, its default flavour first.
    package let adapters: [any ModelFlavourAdapter]
    /// Every fixture of every flavour, flavour by flavour in the adapters' order.
    package let fixtures: [FixtureCase]

    /// The suite of `vendor`, driven by its built-in table.
    package init(_ vendor: any VendorPlugin) {
        adapters = vendor.adapters(table: vendor.defaultTable).compactMap { $0 as? any ModelFlavourAdapter }
        fixtures = adapters.flatMap { FixtureCase.all(vendor: $0.id.vendor, flavour: $0.id.flavour) }
    }

    /// The checks of a fixture's own flavour.
    package func checks(_ fixture: FixtureCase) -> FlavourGoldenChecks {
        let own: any ModelFlavourAdapter = adapters.first { $0.id.flavour == fixture.flavour }!
        return FlavourGoldenChecks(adapter: own)
    }

    /// The problems of translating `fixture` to every other flavour of the vendor against its goldens.
    package func translationProblems(_ fixture: FixtureCase) throws -> [String] {
        let checks = checks(fixture)
        return try adapters.filter { $0.id.flavour != fixture.flavour }.flatMap { other in try checks.translatesToGolden(fixture, target: other) }
    }

    /// Each check a fixture of the vendor goes through.
    package enum Check: String, CaseIterable, Sendable, CustomStringConvertible {
        /// Decoding equals `<case>.unified.json`.
        case decodesToUnifiedGolden
        /// The mapping and the codec write the decoded events back as the input.
        case reencodesToTheInput
        /// The codec alone writes its model back as the input.
        case codecReproducesTheInput
        /// The events read back from unified JSON write the input again.
        case survivesUnifiedJSON
        /// Encoding afresh and decoding again gives the same events, except for reported losses.
        case survivesFreshEncoding
        /// Translation to every other flavour of the vendor equals its goldens.
        case translatesToEveryOtherFlavourGolden

        /// The check's name, as test runs list it.
        package var description: String { rawValue }
    }

    /// The problems `check` finds with `fixture`.
    package func problems(_ fixture: FixtureCase, _ check: Check) throws -> [String] {
        let checks = checks(fixture)
        switch check {
        case .decodesToUnifiedGolden: return try checks.decodesToGolden(fixture)
        case .reencodesToTheInput: return try checks.reencodesToInput(fixture)
        case .codecReproducesTheInput: return try checks.codecReproducesInput(fixture)
        case .survivesUnifiedJSON: return try checks.survivesUnifiedJSON(fixture)
        case .survivesFreshEncoding: return try checks.survivesFreshEncoding(fixture)
        case .translatesToEveryOtherFlavourGolden: return try translationProblems(fixture)
        }
    }

    /// Expects a check to find no problems, listing them when it does.
    package static func expectNone(_ problems: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")), sourceLocation: sourceLocation)
    }
}
