import Foundation
import GroupEventsCommand
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

/// What the command says when something is off: every message names the right thing and points to help.
@Suite struct GroupEventsCommandLineTests {
    let kicked = Fixture.path("zim/sdk/members-kicked-two-web.json")

    @Test func aMistypedCommandSuggestsTheCommandAndTheOverview() throws {
        let run = try CommandRun(["conver"])
        #expect(run.status == 2)
        #expect(run.errors == "groupevents: unknown command 'conver'; did you mean 'convert'?\nSee 'groupevents --help'.\n")
    }

    @Test func aNegativeJobCountSaysWhatIsAllowed() throws {
        let run = try CommandRun(["convert", "--from", "zim", "--to", "unified", "--jobs", "-1", kicked])
        #expect(run.status == 2)
        #expect(run.errors.contains("'--jobs' must be an integer from 1 to 1024 (got '-1')"), "\(run.errors)")
    }

    @Test func anUnknownFlavourNamesTheFlavoursThatExist() throws {
        let run = try CommandRun(["convert", "--from", "icq", "--to", "unified", kicked])
        #expect(run.status == 2)
        #expect(
            run.errors.contains(
                "unknown flavour 'icq'; the flavours this build knows are: zim, zim:sdk, zim:callback, nim, nim:server, nim:web, nim:v2, tim, tim:web, tim:v2, tim:capi, tim:server, tim:callback, unified"
            ),
            "\(run.errors)")
        let overview = try CommandRun(["--help"])
        #expect(overview.output.contains("zim:callback"), "help names the flavours from the catalog: \(overview.output)")
        #expect(overview.output.contains("tim:v2"))
    }

    @Test func everyUsageErrorPointsToTheCommandsHelp() throws {
        for arguments in [
            ["convert", "--from", "zim", "--to", "auto", kicked], ["convert", "--from", "zim", "--to", "icq", kicked],
            ["convert", "--from", "zim", "--to", "unified", "--bogus"], ["validate", "--jobs", "0"],
        ] {
            let run = try CommandRun(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.errors.hasSuffix("See 'groupevents help \(arguments[0])'.\n"), "\(arguments): \(run.errors)")
        }
    }

    @Test func mappingFilesThatCannotBeReadOrParsedSayWhyAndWhere() throws {
        let folder = try TemporaryFolder()
        let missing = try CommandRun(["mappings", "--mappings", folder.path("missing.json")])
        #expect(missing.status == 74)
        #expect(missing.errors.contains("missing.json: cannot open: No such file or directory"), "\(missing.errors)")
        let aFolder = try CommandRun(["mappings", "--mappings", folder.root])
        #expect(aFolder.status == 74)
        #expect(aFolder.errors.contains("is a folder; name a file"), "\(aFolder.errors)")
        let broken = try folder.write("broken.json", "{\"vendor\": \"zim\",\n  \"flavours\": [,]}")
        let syntax = try CommandRun(["mappings", "--mappings", broken])
        #expect(syntax.status == 2)
        #expect(syntax.errors.contains("--mappings \(broken):2:16: at $: expected"), "\(syntax.errors)")
        let shape = try folder.write("shape.json", "{\"vendor\": \"zim\",\n  \"flavours\": 3}")
        let wrong = try CommandRun(["mappings", "--mappings", shape])
        #expect(wrong.errors.contains("\(shape):2:15: at $.flavours: expected an array"), "\(wrong.errors)")
    }

    @Test func helpExplainsItself() throws {
        let run = try CommandRun(["help", "help"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("Usage: groupevents help [COMMAND ...]"), "\(run.output)")
        #expect(try CommandRun(["--help"]).output.contains("  help "))
        let extra = try CommandRun(["help", "help", "help"])
        #expect(extra.status == 2)
        #expect(extra.errors.contains("'help' takes one command"))
    }

    @Test func recordsAreCountedFromOneLikeLines() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("two.ndjson", "{\"type\": 32, \"event\": \"x\"}\n{\"type\": 32, \"event\": \"y\"}\n")
        let run = try CommandRun(["validate", "--from", "zim", path])
        #expect(run.errors.contains("\(path):1:23: record 1: at $.event"), "\(run.errors)")
        #expect(run.errors.contains("\(path):2:23: record 2: at $.event"), "\(run.errors)")
    }

    @Test func decodingCommandsDoNotSayConverted() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(
            "bad.ndjson",
            "\(try JSONWriter.compactString(JSONReader().read(try Fixture.text("zim/sdk/members-kicked-two-web.json"))))\n{\"type\": 32, \"event\": \"x\"}\n")
        for command in ["validate", "describe"] {
            let run = try CommandRun([command, "--from", "zim", path])
            #expect(run.status == 65)
            let summary = run.output.contains(" records (") ? run.output : run.errors
            #expect(summary.contains("2 records (1 event): 1 decoded, 1 failed"), "\(command): \(summary)")
            #expect(!summary.contains("converted"), "\(command)")
        }
    }

    @Test func aFlavourWithoutTextMessagesSaysSo() throws {
        let help = try CommandRun(["help", "convert"])
        let words = help.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("without a text message (zim:callback)"), "\(help.output)")
        let run = try CommandRun(["convert", "--from", "zim", "--to", "zim:callback", Fixture.path("zim/sdk/member-muted-until-web.json")])
        #expect(run.errors.contains("zim:callback cannot express member.muted; dropped: zim:callback has no text message form"), "\(run.errors)")
    }
}
