/// What one (sub)command accepts, for parsing and for help.
public struct CommandSpec: Sendable, Hashable {
    /// The positional arguments a command takes: zero or more of one kind, such as input files.
    public struct Positional: Sendable, Hashable {
        /// What one argument stands for in help, as `INPUT`.
        public let name: String
        /// One or two sentences for the help text.
        public let help: String

        /// Positional arguments named `name` in help.
        public init(name: String, help: String) {
            self.name = name
            self.help = help
        }
    }

    /// The command's name as typed, as `convert`.
    public let name: String
    /// One line saying what the command does.
    public let abstract: String
    /// Longer text shown in help after the abstract; explicit line breaks are kept, long lines are wrapped.
    public let discussion: String
    /// The options, in the order help lists them; `-h, --help` is built in and must not be declared.
    public let options: [OptionSpec]
    /// The positional arguments, or nil when the command takes none.
    public let positional: Positional?

    /// A command; long and short option names must be unique and must not be `help` or `h`.
    public init(
        name: String,
        abstract: String,
        discussion: String = "",
        options: [OptionSpec] = [],
        positional: Positional? = nil
    ) {
        let all = Self.withHelpOption(options)
        precondition(Set(all.map(\.long)).count == all.count, "'\(name)' declares a long option name twice or declares 'help'")
        let shorts = all.compactMap(\.short)
        precondition(Set(shorts).count == shorts.count, "'\(name)' declares a short option name twice or declares 'h'")
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
        self.positional = positional
    }

    /// The declared options followed by the built-in help option.
    var allOptions: [OptionSpec] { Self.withHelpOption(options) }

    /// `options` followed by the built-in help option, which every command and the program's overview accept.
    static func withHelpOption(_ options: [OptionSpec]) -> [OptionSpec] { options + [OptionSpec.helpOption] }

    /// The option an argument such as `--output` or `-o` names, if declared.
    func option(typedAs name: String) -> OptionSpec? {
        if name.hasPrefix("--") {
            let long = name.dropFirst(2)
            return allOptions.first { $0.long == long }
        }
        guard name.count == 2 else { return nil }
        return allOptions.first { $0.short == name.last }
    }
}
