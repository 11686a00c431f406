/// How serious a diagnostic is.
public enum DiagnosticSeverity: String, Sendable, Codable, Comparable {
    case warning
    case error

    public static func < (lhs: DiagnosticSeverity, rhs: DiagnosticSeverity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// One problem found in the user's input, with the place that caused it.
///
/// Diagnostics are values: steps collect all of them before failing, and the CLI renders
/// them as `path:line:col: error: message` followed by an indented hint.
public struct Diagnostic: Sendable, Hashable, Codable {
    /// Error or warning.
    public var severity: DiagnosticSeverity
    /// What is wrong, in one sentence without a trailing period.
    public var message: String
    /// Where it is wrong; `nil` when no file position applies.
    public var location: SourceLocation?
    /// How to fix it, when there is something useful to say ("did you mean `sources`?").
    public var hint: String?

    /// Creates a diagnostic.
    public init(_ severity: DiagnosticSeverity, _ message: String, at location: SourceLocation? = nil, hint: String? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
        self.hint = hint
    }

    /// An error at `location`.
    public static func error(_ message: String, at location: SourceLocation? = nil, hint: String? = nil) -> Diagnostic {
        Diagnostic(.error, message, at: location, hint: hint)
    }

    /// A warning at `location`.
    public static func warning(_ message: String, at location: SourceLocation? = nil, hint: String? = nil) -> Diagnostic {
        Diagnostic(.warning, message, at: location, hint: hint)
    }
}

extension Array where Element == Diagnostic {
    /// Whether any element is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }

    /// Sorted by location (unlocated last), then message, with exact duplicates removed.
    public func sortedByLocation() -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return filter { seen.insert($0).inserted }.sorted { lhs, rhs in
            switch (lhs.location, rhs.location) {
            case let (l?, r?) where l != r: return l < r
            case (nil, _?): return false
            case (_?, nil): return true
            default: return lhs.message < rhs.message
            }
        }
    }
}

/// An error that carries the diagnostics that caused it.
public struct DiagnosticsError: Error, Sendable, CustomStringConvertible {
    /// Every diagnostic found, errors and warnings.
    public var diagnostics: [Diagnostic]

    /// Wraps `diagnostics`.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public var description: String {
        DiagnosticRenderer(colors: false).render(diagnostics)
    }
}
