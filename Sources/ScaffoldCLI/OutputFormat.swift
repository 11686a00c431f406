import ArgumentParser

/// How a command prints its result and diagnostics.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    /// For people: `path:line:col: error: message`.
    case text
    /// For CI and tools.
    case json
}

/// The formats `scaffold dump` prints the resolved manifest in.
enum DumpFormat: String, ExpressibleByArgument, CaseIterable {
    case yaml
    case json
}
