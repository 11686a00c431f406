import ArgumentParser
import Foundation
import ScaffoldSupport

/// Takes the project's ``ProjectLock`` for a command, saying so on standard error when it has
/// to wait for another run, and failing with the lock's message when it cannot be taken.
enum ProjectLocking {
    /// The lock of the project at `root`, taken for `command`, waiting up to `timeout` seconds.
    static func take(root: URL, command: String, timeout: Double) throws -> ProjectLock {
        do {
            return try ProjectLock(root: root, command: command, timeout: timeout) { holder in
                StandardStreams.error("note: waiting for \(ProjectLock.holderName(holder)) of this project to finish\n")
            }
        } catch {
            StandardStreams.error("error: \(error.description)\n")
            throw ExitCode.failure
        }
    }
}
