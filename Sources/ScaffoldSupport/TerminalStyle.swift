#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Decides whether output may use colors: only on a terminal, and never with `NO_COLOR` set.
public enum TerminalStyle {
    /// `true` when `fileDescriptor` is a terminal and `NO_COLOR` is unset or empty.
    public static func colorsEnabled(fileDescriptor: Int32, environment: [String: String]) -> Bool {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return isatty(fileDescriptor) == 1
    }
}
