/// A 1-based line and column in a source file, as editors show them.
///
/// A line ends at each line feed (LF) and nowhere else: CR LF ends one line, at its LF, and a carriage
/// return anywhere else is an ordinary character of its line, as JSON Lines framing, `wc -l`, `grep -n`
/// and editors count the lines of a file with LF endings. Columns count Unicode scalars, not bytes:
/// `"é"` moves the column by one, and so do a tab and a carriage return.
public struct JSONSourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column in Unicode scalars, from 1.
    public var column: Int

    /// A location at `line` and `column`, both 1-based.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`, such as "12:5".
    public var description: String { "\(line):\(column)" }
}
