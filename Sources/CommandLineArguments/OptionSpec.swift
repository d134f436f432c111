/// One option a command accepts: a flag such as `--strict`, or an option with a value such as `--output PATH`.
///
/// Build options with ``flag(_:short:help:)`` and ``option(_:short:valueName:help:allowedValues:repeatable:required:defaultText:)``.
/// Names are written without dashes: `"output"` is typed as `--output`, short name `"o"` as `-o`.
public struct OptionSpec: Sendable, Hashable {
    /// The long name without dashes, as in `"output"` for `--output`; also the key for ``ParsedArguments``.
    public let long: String
    /// The optional one-character short name, as in `"o"` for `-o`.
    public let short: Character?
    /// What the value stands for in help, as `PATH`; nil for a flag.
    public let valueName: String?
    /// One or two sentences for the help text.
    public let help: String
    /// The only values accepted, in the order help lists them; empty when any non-empty value is accepted.
    public let allowedValues: [String]
    /// Other spellings of allowed values, each mapped to the allowed value it stands for (`zh` → `zh-Hans`);
    /// ``ParsedArguments`` returns the allowed value.
    public let aliases: [String: String]
    /// Whether the option may be given more than once.
    public let isRepeatable: Bool
    /// Whether parsing fails when the option is absent (unless help is requested).
    public let isRequired: Bool
    /// What applies when the option is absent, shown in help only; the parser does not substitute it.
    public let defaultText: String?

    /// Whether the option is a flag that takes no value.
    public var isFlag: Bool { valueName == nil }

    /// A flag such as `--strict`: present or absent, never with a value, at most once.
    public static func flag(_ long: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(
            long: long, short: short, valueName: nil, help: help,
            allowedValues: [], aliases: [:], isRepeatable: false, isRequired: false, defaultText: nil
        )
    }

    /// An option with a value, given as `--long VALUE`, `--long=VALUE` or `-s VALUE`.
    ///
    /// - Parameters:
    ///   - allowedValues: when not empty, the only values accepted.
    ///   - aliases: other spellings accepted for allowed values, mapped to the value each stands for.
    ///   - repeatable: whether the option may be given more than once; ``ParsedArguments/values(_:)`` returns them in order.
    ///   - required: whether the option must be given.
    ///   - defaultText: what applies when the option is absent, for help only.
    public static func option(
        _ long: String,
        short: Character? = nil,
        valueName: String,
        help: String,
        allowedValues: [String] = [],
        aliases: [String: String] = [:],
        repeatable: Bool = false,
        required: Bool = false,
        defaultText: String? = nil
    ) -> OptionSpec {
        OptionSpec(
            long: long, short: short, valueName: valueName, help: help,
            allowedValues: allowedValues, aliases: aliases, isRepeatable: repeatable, isRequired: required, defaultText: defaultText
        )
    }

    private init(
        long: String, short: Character?, valueName: String?, help: String,
        allowedValues: [String], aliases: [String: String], isRepeatable: Bool, isRequired: Bool, defaultText: String?
    ) {
        precondition(
            !long.isEmpty && !long.hasPrefix("-") && !long.contains("=") && !long.contains(" "),
            "option name '\(long)' must be non-empty, without dashes, '=' or spaces"
        )
        precondition(short.map { $0 != "-" && $0 != "=" && $0 != " " } ?? true, "short name of '--\(long)' is not usable")
        precondition(aliases.values.allSatisfy(allowedValues.contains), "an alias of '--\(long)' stands for a value it does not allow")
        self.long = long
        self.short = short
        self.valueName = valueName
        self.help = help
        self.allowedValues = allowedValues
        self.aliases = aliases
        self.isRepeatable = isRepeatable
        self.isRequired = isRequired
        self.defaultText = defaultText
    }

    /// The built-in `-h, --help` every command understands.
    static let helpOption = OptionSpec.flag("help", short: "h", help: "Show this help.")

    /// The option as typed with its long name, as `--output` or `--output PATH`.
    var synopsis: String {
        valueName.map { "--\(long) \($0)" } ?? "--\(long)"
    }
}
