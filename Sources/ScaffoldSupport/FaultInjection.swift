#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Fault points for crash-safety tests. Writers call `reach(_:)` between the steps of a
/// multi-file change; with `SCAFFOLD_FAULT=kill@N` in the environment the Nth point reached
/// kills the process with SIGKILL (as `kill -9` would), with `fail@N` it throws an I/O error
/// there. Debug builds only (the tests'); unset, or in a release build, a point costs one load
/// of a constant.
public enum FaultInjection {
    /// What to do at the chosen point.
    enum Action: Equatable {
        case kill
        case fail
    }

    /// The planned fault, read once from `SCAFFOLD_FAULT`.
    static let plan: (action: Action, point: Int)? = {
        #if !DEBUG
        // Release builds never fail on purpose, whatever the environment says.
        return nil
        #else
        guard let raw = getenv("SCAFFOLD_FAULT") else { return nil }
        let parts = String(cString: raw).split(separator: "@")
        guard parts.count == 2, let point = Int(parts[1]), point > 0 else { return nil }
        switch parts[0] {
        case "kill": return (.kill, point)
        case "fail": return (.fail, point)
        default: return nil
        }
        #endif
    }()

    private static let reached = Mutex(0)

    /// An injected failure.
    public struct InjectedFailure: Error, CustomStringConvertible {
        /// The point's label.
        public let label: String
        /// Reads like the I/O error it stands for.
        public var description: String { "Input/output error (injected at \(label))" }
    }

    /// Counts a fault point, labelled for the message; kills the process or throws when it is
    /// the planned one.
    public static func reach(_ label: String) throws(InjectedFailure) {
        guard let plan else { return }
        let count = reached.withLock { count in
            count += 1
            return count
        }
        guard count == plan.point else { return }
        switch plan.action {
        case .kill: _ = kill(getpid(), SIGKILL)
        case .fail: throw InjectedFailure(label: label)
        }
    }
}
