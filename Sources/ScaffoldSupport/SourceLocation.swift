/// A position in a file that a diagnostic points at, 1-based like compilers and editors.
public struct SourceLocation: Sendable, Hashable, Comparable, Codable {
    /// The file path as it should be shown to the user (usually relative to the working directory).
    public var file: String
    /// The line, starting at 1.
    public var line: Int
    /// The column, starting at 1, counted in Unicode scalars.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The same file and line, `offset` columns to the right.
    public func advanced(byColumns offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + offset)
    }

    /// Orders by file, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

extension SourceLocation: CustomStringConvertible {
    /// `path:line:col`, the form Xcode and editors parse.
    public var description: String { "\(file):\(line):\(column)" }
}
