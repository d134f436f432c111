import CommandLineArguments
import Testing

@Suite struct CommandSpecTests {
    @Test func declaringHelpTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = CommandSpec(name: "x", abstract: "", options: [.flag("help", help: "")])
        }
    }

    @Test func duplicateShortNameTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = CommandSpec(name: "x", abstract: "", options: [.flag("a", short: "q", help: ""), .flag("b", short: "q", help: "")])
        }
    }

    @Test func dashedOptionNameTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = OptionSpec.flag("--strict", help: "")
        }
    }
}
