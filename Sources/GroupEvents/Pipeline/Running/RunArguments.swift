/// A command's arguments in one spelling, for its report to record and a resumed run to compare
/// (`--resume`): every option given, by its long name (`--to=zim`, a flag as `--strict`), in the
/// order the command declares its options, then `--` and the inputs. Two command lines that mean the
/// same (`-o out/` and `--output=out/`, options in another order) have the same arguments.
struct RunArguments: Equatable, Sendable {
    /// The arguments, as a command line that would run the same again.
    let tokens: [String]

    /// Arguments as a report recorded them.
    init(tokens: [String]) {
        self.tokens = tokens
    }

    /// What differs between `earlier` and these arguments, one phrase per option and one for the
    /// inputs: `--to was zim, is nim now`; empty when they are the same.
    func differences(from earlier: RunArguments) -> [String] {
        let (before, now) = (earlier.grouped, grouped)
        var phrases: [String] = []
        for name in before.names + now.names.filter({ !before.names.contains($0) }) {
            let (old, new) = (before.options[name], now.options[name])
            guard old != new else { continue }
            func said(_ values: [String]?) -> String {
                guard let values else { return "not given" }
                return values == [""] ? "given" : values.joined(separator: ", ")
            }
            phrases.append("\(name) was \(said(old)), is \(said(new)) now")
        }
        if before.inputs != now.inputs {
            let first = zip(before.inputs, now.inputs).first { $0 != $1 }
            phrases.append(
                "the inputs were \(before.inputs.count), are \(now.inputs.count) now"
                    + (first.map { "; the first that differs was \($0.0), is \($0.1) now" } ?? ""))
        }
        return phrases
    }

    /// The tokens read back: each option's values by name (`""` for a flag) in order, and the inputs.
    private var grouped: (names: [String], options: [String: [String]], inputs: [String]) {
        var names: [String] = []
        var options: [String: [String]] = [:]
        let end = tokens.firstIndex(of: "--") ?? tokens.endIndex
        for token in tokens[..<end] {
            let parts = token.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            if options[name] == nil { names.append(name) }
            options[name, default: []].append(parts.count > 1 ? String(parts[1]) : "")
        }
        return (names, options, Array(tokens[min(end + 1, tokens.endIndex)...]))
    }
}
