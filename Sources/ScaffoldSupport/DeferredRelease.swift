import Foundation

/// Frees a large value on another thread: the caller drops its last reference without waiting
/// for thousands of objects to be released one by one. For values a command is done with
/// while it still has work to do (the object graph once written, the manifest tree once
/// decoded); if the process exits first, nothing is freed at all, which is also fine.
public enum DeferredRelease {
    /// Takes `value` to a background queue, where it is freed.
    public static func release<Value: Sendable>(_ value: consuming Value) {
        let box = Box(value)
        DispatchQueue.global(qos: .utility).async { box.drop() }
    }

    /// Holds the value until `drop`, so that the queue's closure owns the last reference.
    private final class Box<Value: Sendable>: @unchecked Sendable {
        private var value: Value?
        init(_ value: consuming Value) { self.value = value }
        func drop() { value = nil }
    }
}
