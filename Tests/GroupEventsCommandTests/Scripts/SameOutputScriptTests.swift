import Foundation
import GroupEventsTestSupport
import Testing

/// `Scripts/same-output`, the net that two builds write the same bytes: on the ZIM records of created
/// groups (every flavour, describe, validate), the tests' binary matches itself, and a baseline that
/// differs in one byte of one run's standard output and of another's report is caught, run by run.
@Suite struct SameOutputScriptTests {
    /// The script run on the fixtures `zim/sdk/group-created-*` alone, with `baseline` against `binary`.
    static func sameOutput(baseline: String, binary: String) throws -> (status: Int32, lines: [String]) {
        let run = try ProcessRun.output(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["python3", Repository.root.appending(path: "Scripts/same-output").path, "--baseline", baseline]
                + ["--binary", binary, "--only-fixtures", "--match", "Fixtures/zim/sdk/group-created-"])
        return (run.status, run.text.split(separator: "\n").map(String.init))
    }

    /// The summary line's counts: "N runs, M differ (T s)".
    static func counts(_ lines: [String]) throws -> (runs: Int, differ: Int) {
        let summary = try #require(lines.last { $0.contains(" runs, ") && $0.contains(" differ") }, "\(lines)")
        let figures = summary.split { !$0.isNumber }.compactMap { Int($0) }
        try #require(figures.count >= 2, "\(summary)")
        return (figures[0], figures[1])
    }

    @Test(.timeLimit(.minutes(3)))
    func findsNoDifferenceBetweenABinaryAndItself() throws {
        let binary = try #require(BinaryTests.binary, "the groupevents executable is built with the tests")
        let run = try Self.sameOutput(baseline: binary.path, binary: binary.path)
        #expect(run.status == 0, "\(run.lines)")
        let counts = try Self.counts(run.lines)
        // 4 records × (11 flavours + describe + validate).
        #expect(counts.runs == 52 && counts.differ == 0, "\(run.lines)")
    }

    @Test(.timeLimit(.minutes(3)))
    func namesEachRunAndStreamInWhichTheBaselineDiffersByOneByte() throws {
        let binary = try #require(BinaryTests.binary, "the groupevents executable is built with the tests")
        let folder = try TemporaryFolder()
        // The binary itself, but the first byte of one conversion's output is an X, and one validation's
        // report says "COMPLETE": the same lengths, one byte apart.
        let baseline = try folder.write(
            "baseline",
            """
            #!/bin/sh
            out=$(mktemp)
            '\(binary.path)' "$@" > "$out"
            status=$?
            case "$*" in
              *"--to tim:web "*group-created-no-targets-web.json) sed '1s/^./X/' "$out" ;;
              *) cat "$out" ;;
            esac
            rm -f "$out"
            case "$*" in
              validate*group-created-three-targets-web.json)
                for argument; do case "$argument" in */report.json) sed -i 's/"complete"/"COMPLETE"/' "$argument" ;; esac; done ;;
            esac
            exit $status

            """)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: baseline)

        let run = try Self.sameOutput(baseline: baseline, binary: binary.path)
        #expect(run.status == 1, "\(run.lines)")
        let counts = try Self.counts(run.lines)
        #expect(counts.runs == 52 && counts.differ == 2, "\(run.lines)")
        let differences = run.lines.filter { $0.hasPrefix("groupevents ") }
        try #require(differences.count == 2, "one line per differing stream: \(run.lines)")
        let output = "groupevents convert --from zim:sdk --to tim:web --report REPORT Fixtures/zim/sdk/group-created-no-targets-web.json"
        #expect(differences[0].hasPrefix(output + ": stdout: first difference at byte 0: baseline 'X\\n"), "\(differences[0])")
        #expect(differences[0].contains(", new '{\\n"), "\(differences[0])")
        let report = "groupevents validate --from zim:sdk --report REPORT Fixtures/zim/sdk/group-created-three-targets-web.json"
        #expect(
            differences[1].hasPrefix(report + #": report: first difference at byte 15: baseline '{\n  "status": "COMPLETE""#),
            "\(differences[1])")
        #expect(differences[1].contains(#", new '{\n  "status": "complete""#), "\(differences[1])")
    }
}
