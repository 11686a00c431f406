import Foundation

/// A value computed on another thread while the caller goes on; reading it waits for it. For
/// work whose result is needed only at the end (a fingerprint recorded after a write).
public final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    private var result: Value?
    private let done = DispatchGroup()

    /// Starts `work` at once on a global queue.
    public init(_ work: @escaping @Sendable () -> Value) {
        done.enter()
        DispatchQueue.global(qos: .userInitiated).async {
            self.result = work()
            self.done.leave()
        }
    }

    /// The value if `work` returns within `seconds`; `nil` when it has not (it goes on, and
    /// its value is dropped).
    public func value(within seconds: Double) -> Value? {
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return result
    }

    /// The value, once `work` has returned.
    public var value: Value {
        done.wait()
        // The group's leave/wait pair orders the write before this read.
        return result!
    }
}
