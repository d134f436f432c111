/// The result of parsing one command line against a ``CommandSpec``.
///
/// Options are looked up by their long name without dashes. Asking for a name the spec does not declare,
/// or asking ``flag(_:)`` about an option with a value (or the reverse), is a programming error and traps.
public struct ParsedArguments: Sendable {
    /// The positional arguments in order, including a lone `-` and everything after `--`.
    public let positionals: [String]
    /// Whether `--help` or `-h` was given; the other accessors are then empty.
    public let helpRequested: Bool

    private let command: CommandSpec
    private let valuesByOption: [String: [String]]
    private let flags: Set<String>

    init(command: CommandSpec, values: [String: [String]], flags: Set<String>, positionals: [String], helpRequested: Bool) {
        self.command = command
        self.valuesByOption = values
        self.flags = flags
        self.positionals = positionals
        self.helpRequested = helpRequested
    }

    /// The value of an option, the last one if it was repeated, or nil when absent.
    public func value(_ long: String) -> String? {
        values(long).last
    }

    /// Every value of an option in the order given; empty when absent.
    public func values(_ long: String) -> [String] {
        precondition(declared(long).isFlag == false, "'--\(long)' is a flag; use flag(_:)")
        return valuesByOption[long] ?? []
    }

    /// Whether a flag was given.
    public func flag(_ long: String) -> Bool {
        precondition(declared(long).isFlag, "'--\(long)' takes a value; use value(_:)")
        return flags.contains(long)
    }

    /// The value of an option as an integer within `range`, or nil when absent.
    ///
    /// - Throws: ``ArgumentError/invalidInteger(option:value:range:)`` when the value is not an integer in `range`.
    public func integer(_ long: String, range: ClosedRange<Int> = Int.min...Int.max) throws(ArgumentError) -> Int? {
        guard let text = value(long) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw .invalidInteger(option: "--\(long)", value: text, range: range)
        }
        return number
    }

    /// Whether the command declares an option of this long name (so that code shared by commands can
    /// ask for it).
    public func declares(_ long: String) -> Bool {
        command.options.contains { $0.long == long }
    }

    private func declared(_ long: String) -> OptionSpec {
        guard let option = command.options.first(where: { $0.long == long }) else {
            preconditionFailure("'\(command.name)' declares no option '--\(long)'")
        }
        return option
    }
}
