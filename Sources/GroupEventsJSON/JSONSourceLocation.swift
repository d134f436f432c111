/// A 1-based line and column in a source file, as editors show them.
///
/// Columns count Unicode scalars, not bytes: `"é"` moves the column by one.
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
