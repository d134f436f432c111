import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

@testable import GroupEvents

@testable import GroupEventsCommand

/// `--allow CODE[:PATH]`: what a migration has accepted stays in the report and the counts, but neither
/// prints nor fails `--strict`.
@Suite struct DiagnosticAllowListTests {
    let dropped = Diagnostic.loss(.fieldDropped, "zim:sdk has no place for $.actor.role.raw", fields: [JSONPath(keys: "actor", "role", "raw")])
    let malformed = Diagnostic(code: .malformedRecord, severity: .error, path: JSONPath(keys: "attach", "tinfo"), message: "expected an object")

    @Test func aCodeAllowsEveryPathAndAPathItselfAndBelow() throws {
        #expect(try DiagnosticAllowList(["field-dropped"]).allows(dropped))
        #expect(try DiagnosticAllowList(["field-dropped:$.actor"]).allows(dropped), "a field below the path")
        #expect(try DiagnosticAllowList(["field-dropped:$.actor.role.raw"]).allows(dropped))
        #expect(try !DiagnosticAllowList(["field-dropped:$.actor.ro"]).allows(dropped), "a path is matched by whole steps")
        #expect(try !DiagnosticAllowList(["field-dropped:$.members"]).allows(dropped))
        #expect(try !DiagnosticAllowList(["approximated"]).allows(dropped))
        #expect(try DiagnosticAllowList(["malformed-record:$.attach"]).allows(malformed), "the location's path counts too")
        #expect(!DiagnosticAllowList().allows(malformed))
    }

    @Test func anUnknownCodeOrAPathWithoutDollarIsAUsageError() {
        #expect(throws: RunFailure.self) { try DiagnosticAllowList(["field-droped"]) }
        #expect(throws: RunFailure.self) { try DiagnosticAllowList(["field-dropped:actor.role"]) }
    }

    @Test func allowedDiagnosticsAreReportedButNeitherPrintNorFailStrict() throws {
        let folder = try TemporaryFolder()
        let history = Fixture.path("streams/tim-group-history.ndjson")
        let plain = try CommandRun(["convert", "--from", "tim", "--to", "zim", "--strict", history])
        #expect(plain.status == 1)
        let termless = "the group mute states no term"
        #expect(plain.errors.contains("warning[approximated]: \(termless)"))

        let allowed = try CommandRun(
            ["convert", "--from", "tim", "--to", "zim", "--strict", "--allow", "approximated:$.profile.mute.term", "--report", folder.path("r.json"), history])
        #expect(allowed.status == 1, "other warnings still fail --strict: \(allowed.errors)")
        #expect(!allowed.errors.contains(termless), "\(allowed.errors)")
        #expect(allowed.errors.contains("warning[approximated]"))
        #expect(allowed.errors.contains(" allowed)"), "the summary says how many were let pass: \(allowed.errors)")
        let report = try JSONReader().read(try #require(folder.read("r.json")))
        let terms = try #require(report["diagnostics"]?.arrayValue).filter { $0["message"]?.stringValue?.contains(termless) == true }
        #expect(!terms.isEmpty && terms.allSatisfy { $0["allowed"] == .bool(true) }, "still in the report, marked")
        #expect(report["allowed"]?["warning"]?.numberValue?.int == terms.count)
        #expect(report["diagnosticCodes"]?["approximated"]?.numberValue?.int ?? 0 > terms.count, "and still counted")

        let everything = try CommandRun(
            ["convert", "--from", "tim", "--to", "zim", "--strict", "--allow", "field-dropped", "--allow", "approximated", history])
        #expect(everything.status == 0, "\(everything.errors)")
        #expect(!everything.errors.contains("warning["))
    }

    @Test func theSummaryCountsIDsTheMapLeftUnmapped() throws {
        let folder = try TemporaryFolder()
        let map = try folder.write("map.csv", "kind,old,new\nuser,kim.j,kim.j2\n")
        let run = try CommandRun(["convert", "--from", "tim", "--to", "unified", "--id-map", map, Fixture.path("streams/tim-group-history.ndjson")])
        #expect(run.status == 0, "\(run.errors)")
        let summary = try #require(run.errors.split(separator: "\n").last)
        #expect(summary.contains(" IDs not in the ID map ("), "\(summary)")
        #expect(summary.contains(" users, ") && summary.hasSuffix(" groups)"), "\(summary)")
    }
}
