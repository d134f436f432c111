import GroupEventsCore

/// A check that every record of some inputs decodes, writing nothing but diagnostics and a report —
/// what `groupevents validate` runs: malformed records, unknown codes and every record that is not a
/// group notification (as `info[not-an-event]`) are reported; with an ID map, every ID it has no
/// entry for is an `info[unmapped-id]` and counted, so a map can be checked before a migration runs.
///
/// Diagnostics are printed from infos up (to `RunOptions.messages`), and `strict` also fails on a
/// record that is not a group notification.
public struct Validation: Sendable {
    /// The decoder.
    let translator: Translator
    /// How runs go.
    public let options: RunOptions

    /// A check of records in the flavour named `source` (`VENDOR[:FLAVOUR]`, `unified`, or `auto` to
    /// detect each record's), with `idMap` to check, and `mappings` merged over the built-in tables.
    ///
    /// - Throws: a name no flavour has, or a mapping table of a vendor this build lacks.
    public init(from source: String, idMap: IDMap? = nil, mappings: [MappingTable] = [], options: RunOptions = RunOptions())
        throws(FlavourCatalogError)
    {
        let catalog = try FlavourCatalog(overriding: mappings)
        translator = Translator(source: try catalog.source(named: source), target: UnifiedAdapter(), idMap: idMap)
        self.options = options
    }

    /// Decodes every record of `sources` and says what was found.
    ///
    /// - Throws: as `Conversion.run(from:to:)` does.
    public func run(from sources: [RecordSource]) throws(RunFailure) -> RunSummary {
        let context = RunContext(options: options, sink: .standardOutput)
        defer { context.flush() }
        let translator = self.translator
        let collected = try InputCollector.collect(
            sources, filter: options.folderWalkFilter,
            skipping: OutputPlan.writtenPaths(output: nil, report: options.report), standardInput: context.standardInput)
        try OutputPlan.checkReport(options.report, inputs: collected, standardInput: context.standardInput)
        var run = try RecordRun(context: context, options: options, printedSeverity: .info, countsUnmappedIDs: translator.idMap != nil)
        do {
            try run.forEachInput(of: collected) { (run, input) throws(RunFailure) in
                try run.process(
                    input, begin: { _, _ in .compact },
                    work: { value, _ in
                        ProcessedRecord(translator.decode(value)) { _ in [] }
                    },
                    consume: { _ in })
            }
        } catch {
            throw run.end(after: error, decodingOnly: true)
        }
        return try run.finish(strict: options.strict, decodingOnly: true, printsSummary: false)
    }
}
