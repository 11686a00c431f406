import Foundation

/// Frees a large value on another thread: the caller drops its last reference without waiting
/// for thousands of objects to be released one by one. For values a command is done with
/// while it still has work to do (the object graph once written, the manifest tree once
/// decoded); if the process exits first, nothing is freed at all, which is also fine.
public enum DeferredRelease {
    /// Whether values handed over are kept until the process exits rather than freed. The
    /// `scaffold` executable sets it at start: a command runs once and exits, freeing tens of
    /// thousands of objects one by one is work on a core the rest of the run needs, and the
    /// kernel takes all the memory back at exit at once (compilers skip their frees the same
    /// way). Off wherever the process goes on (tests, other users of the modules).
    nonisolated(unsafe) public static var keepsUntilExit = false

    /// Takes `value` to a background queue, where it is freed (or keeps it, see `keepsUntilExit`).
    public static func release<Value: Sendable>(_ value: consuming Value) {
        let box = Box(value)
        if keepsUntilExit {
            _ = Unmanaged.passRetained(box)
            return
        }
        DispatchQueue.global(qos: .utility).async { box.drop() }
    }

    /// Holds the value until `drop`, so that the queue's closure owns the last reference.
    private final class Box<Value: Sendable>: @unchecked Sendable {
        private var value: Value?
        init(_ value: consuming Value) { self.value = value }
        func drop() { value = nil }
    }
}
