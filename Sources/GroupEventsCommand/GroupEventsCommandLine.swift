import CommandLineArguments
import GroupEvents

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `groupevents` command: picks the subcommand, parses its arguments, runs it, and maps every
/// failure to the exit status scripts rely on (`ExitStatus`).
public enum GroupEventsCommandLine {
    /// The program's version.
    public static let version = "0.1.0"

    private static let commands: [CommandSpec] = [ConvertCommand.spec, DescribeCommand.spec, ValidateCommand.spec, MappingsCommand.spec]

    /// `help [COMMAND]`, listed with the commands so that `help help` answers too.
    private static let helpSpec = CommandSpec(
        name: "help", abstract: "Show the help of a command, or this overview.",
        positional: CommandSpec.Positional(name: "COMMAND", help: "The command to explain."))

    /// Prepares the process for runs, once, before `run`: a write to a closed pipe, or past the file
    /// size limit (`ulimit -f`), becomes a write error that names the output (exit 74) instead of
    /// killing the process silently, and SIGINT,
    /// SIGTERM and SIGHUP stop a run cleanly (`InterruptMonitor`: finished outputs kept, temporary
    /// files removed, the report marked interrupted, exit 130, 143 or 129). The executable calls it;
    /// a program running commands in-process need not.
    public static func prepareProcess() {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
        InterruptMonitor.install()
    }

    /// Runs the command with `arguments` (without the program name) on the given descriptors and
    /// returns the exit status.
    public static func run(arguments: [String], standardInput: Int32 = 0, standardOutput: Int32 = 1, standardError: Int32 = 2) -> Int32 {
        let context = CommandContext(standardInput: standardInput, standardOutput: standardOutput, standardError: standardError)
        return run(arguments, context: context).rawValue
    }

    private static func run(_ arguments: [String], context: CommandContext) -> ExitStatus {
        let help = HelpFormatter(programName: "groupevents")
        func say(_ descriptor: Int32, _ text: String) {
            try? context.write(text + "\n", to: descriptor)
        }
        guard let first = arguments.first else {
            say(context.standardError, overview(help))
            return .usage
        }
        switch first {
        case "--help", "-h":
            say(context.standardOutput, overview(help))
            return .success
        case "--version":
            say(context.standardOutput, "groupevents \(version)")
            return .success
        case "help":
            guard arguments.count > 1 else {
                say(context.standardOutput, overview(help))
                return .success
            }
            guard arguments.count == 2 else {
                say(context.standardError, "groupevents: 'help' takes one command (got \(arguments.count - 1) words)\nSee 'groupevents help help'.")
                return .usage
            }
            do {
                say(context.standardOutput, help.help(for: try ArgumentParser.command(named: arguments[1], in: commands + [helpSpec])))
                return .success
            } catch {
                say(context.standardError, "groupevents: \("\(error)".escapingControlCharacters)\nSee 'groupevents --help'.")
                return .usage
            }
        default:
            break
        }
        let spec: CommandSpec
        do {
            spec = try ArgumentParser.command(named: first, in: commands)
        } catch {
            say(context.standardError, "groupevents: \("\(error)".escapingControlCharacters)\nSee 'groupevents --help'.")
            return .usage
        }
        let hint = "See 'groupevents help \(spec.name)'."
        do {
            let parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), for: spec)
            if parsed.helpRequested {
                say(context.standardOutput, help.help(for: spec))
                return .success
            }
            switch spec.name {
            case ConvertCommand.spec.name: return try ConvertCommand.run(parsed, context: context)
            case DescribeCommand.spec.name: return try DescribeCommand.run(parsed, context: context)
            case ValidateCommand.spec.name: return try ValidateCommand.run(parsed, context: context)
            default: return try MappingsCommand.run(parsed, context: context)
            }
        } catch let error as ArgumentError {
            say(context.standardError, "groupevents: \("\(error)".escapingControlCharacters)\n\(hint)")
            return .usage
        } catch let failure as RunFailure {
            say(context.standardError, "groupevents: \(failure)" + (failure.exitStatus == .usage ? "\n\(hint)" : ""))
            return failure.exitStatus
        } catch {
            say(context.standardError, "groupevents: \("\(error)".escapingControlCharacters)")
            return .ioError
        }
    }

    private static func overview(_ help: HelpFormatter) -> String {
        help.overview(
            abstract: "Translate group notifications between chat vendors' JSON flavours through one unified model, and describe them.\n\n"
                + SharedOptions.flavoursParagraph,
            commands: commands + [helpSpec],
            options: [.flag("version", help: "Print the version and exit.")])
    }
}
