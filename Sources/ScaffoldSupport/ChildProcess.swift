import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process started in a process group of its own, so that stopping it stops everything
/// it started too (a shell's children, a generator's workers).
///
/// Its standard output and error are pipes that ``ChildOutputReader`` drains.
final class ChildProcess: @unchecked Sendable {
    /// The child's pid, which is also its process group id.
    let pid: pid_t
    /// The read ends of the child's standard output and standard error.
    let outputDescriptors: (output: Int32, error: Int32)

    /// Why a spawn failed.
    struct SpawnError: Error, CustomStringConvertible {
        let description: String
    }

    /// Starts `arguments[0]` (an absolute path) with `arguments` and `environment`.
    init(arguments: [String], environment: [String: String]) throws(SpawnError) {
        var outputPipe: [Int32] = [-1, -1]
        var errorPipe: [Int32] = [-1, -1]
        guard pipe(&outputPipe) == 0 else { throw SpawnError(description: "cannot create a pipe: \(String(cString: strerror(errno)))") }
        guard pipe(&errorPipe) == 0 else {
            close(outputPipe[0]); close(outputPipe[1])
            throw SpawnError(description: "cannot create a pipe: \(String(cString: strerror(errno)))")
        }
        for descriptor in [outputPipe[0], errorPipe[0]] { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        let result = Self.spawn(arguments: arguments, environment: environment, output: outputPipe[1], error: errorPipe[1])
        close(outputPipe[1])
        close(errorPipe[1])
        switch result {
        case .success(let pid):
            self.pid = pid
            outputDescriptors = (outputPipe[0], errorPipe[0])
        case .failure(let error):
            close(outputPipe[0]); close(errorPipe[0])
            throw error
        }
    }

    /// Waits until the child has exited, leaving it unreaped (its pid stays reserved, so
    /// signalling its group stays safe until ``reap()``).
    func waitUntilExited() {
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) == -1, errno == EINTR {}
    }

    /// How a reaped child ended.
    enum Termination: Equatable {
        /// It called exit with this code (-1 when it could not be reaped).
        case exited(Int32)
        /// This signal ended it.
        case signaled(Int32)
    }

    /// Reaps the exited child and tells how it ended: an exit code, or the signal that killed it
    /// (never mixed up, as a shell's 128 + n would be with a real exit code above 128).
    func reap() -> Termination {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            if errno != EINTR { return .exited(-1) }
        }
        return Self.termination(status)
    }

    /// Decodes a `waitpid` status, as WIFSIGNALED, WTERMSIG and WEXITSTATUS do (the macros are
    /// not visible from Swift).
    private static func termination(_ status: Int32) -> Termination {
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
    }

    /// Sends `signal` to the child's whole process group.
    func signalGroup(_ signal: Int32) {
        _ = killpg(pid, signal)
    }

    /// Sends `signal` to the group and to every descendant that left it (a session of its own),
    /// found before any is signalled, while their parent links still lead here; returns them.
    @discardableResult
    func signalTree(_ signal: Int32) -> [ProcessTree.Process] {
        let descendants = ProcessTree.descendants(of: pid)
        _ = killpg(pid, signal)
        for descendant in descendants { ProcessTree.signal(descendant, signal) }
        return descendants
    }

    private static func spawn(arguments: [String], environment: [String: String], output: Int32, error: Int32) -> Result<pid_t, SpawnError> {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, error, 2)
        // A group of its own; default handlers and an empty mask for the signals we handle.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGQUIT] { sigaddset(&defaults, signal) }
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard code == 0 else {
            return .failure(SpawnError(description: "cannot start \(arguments[0]): \(String(cString: strerror(code)))"))
        }
        return .success(pid)
    }
}
