import Foundation

/// `map` spread over every core, keeping the order of the results.
public enum ConcurrentMap {
    /// `transform` applied to each element of `items`, concurrently; results in input order.
    public static func map<Element: Sendable, Result: Sendable>(_ items: [Element], _ transform: @Sendable (Element) -> Result) -> [Result] {
        guard items.count > 1 else { return items.map(transform) }
        let results = Results<Result>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            results.set(index, transform(items[index]))
        }
        return results.values()
    }

    /// Slots written from many threads, each exactly once.
    private final class Results<Value: Sendable>: @unchecked Sendable {
        private var slots: [Value?]
        private let lock = NSLock()

        init(count: Int) {
            slots = Array(repeating: nil, count: count)
        }

        func set(_ index: Int, _ value: Value) {
            lock.lock()
            slots[index] = value
            lock.unlock()
        }

        func values() -> [Value] {
            lock.lock()
            defer { lock.unlock() }
            return slots.compactMap { $0 }
        }
    }
}
