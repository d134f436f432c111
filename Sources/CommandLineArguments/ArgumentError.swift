/// Why a command line was rejected; ``description`` is a message for the user.
///
/// Options are named as typed with their long name, dashes included, as `--jobs`.
public enum ArgumentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// An option no spec declares, as typed, with the closest declared option when one is close.
    case unknownOption(String, suggestion: String?)
    /// A subcommand name that no spec declares, with the closest command name when one is close.
    case unknownCommand(String, suggestion: String?)
    /// An option that takes a value was given none, or an empty one.
    case missingValue(option: String)
    /// A flag was given a value, as in `--strict=yes`.
    case unexpectedValue(option: String)
    /// A value outside the option's allowed values.
    case invalidValue(option: String, value: String, allowed: [String])
    /// A value that is not an integer in the accepted range.
    case invalidInteger(option: String, value: String, range: ClosedRange<Int>)
    /// A non-repeatable option was given more than once.
    case repeatedOption(String)
    /// Required options that were not given, in spec order.
    case missingRequiredOptions([String])
    /// A positional argument for a command that takes none.
    case unexpectedArgument(String, command: String)

    /// The message for the user, naming the option or argument at fault.
    public var description: String {
        switch self {
        case .unknownOption(let option, let suggestion):
            return "unknown option '\(option)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .unknownCommand(let command, let suggestion):
            return "unknown command '\(command)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .missingValue(let option):
            return "option '\(option)' needs a value"
        case .unexpectedValue(let option):
            return "option '\(option)' does not take a value"
        case .invalidValue(let option, let value, let allowed):
            return "'\(option)' must be one of: \(allowed.joined(separator: ", ")) (got '\(value)')"
        case .invalidInteger(let option, let value, let range):
            return "'\(option)' must be \(Self.describe(range)) (got '\(value)')"
        case .repeatedOption(let option):
            return "option '\(option)' may be given only once"
        case .missingRequiredOptions(let options):
            let names = options.map { "'\($0)'" }.joined(separator: ", ")
            return "missing required option\(options.count == 1 ? "" : "s") \(names)"
        case .unexpectedArgument(let argument, let command):
            return "'\(command)' takes no arguments (got '\(argument)')"
        }
    }

    private static func describe(_ range: ClosedRange<Int>) -> String {
        switch (range.lowerBound == Int.min, range.upperBound == Int.max) {
        case (true, true): "an integer"
        case (false, true): "an integer of at least \(range.lowerBound)"
        case (true, false): "an integer of at most \(range.upperBound)"
        case (false, false): "an integer from \(range.lowerBound) to \(range.upperBound)"
        }
    }
}
