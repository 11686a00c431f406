import Foundation
import Stencil

/// Stencil's loader, wrapped so that `{% include %}` and `{% extends %}` cannot nest without end:
/// a template that includes itself, or two that include each other, would recurse until the
/// stack overflows and crash `scaffold new` and `template lint`. Past ``maximumDepth`` nested
/// loads, the load fails with the chain of templates that led there.
///
/// Stencil renders an included template from inside the including one and exposes no render
/// hook, so the chain is rebuilt from the stack: every load records where on its thread's stack
/// it happened, and loads recorded deeper than the current one have returned. Legitimate
/// recursion (a menu including itself for each submenu) works to the limit.
final class NestingLimitLoader: Loader, @unchecked Sendable {
    /// The deepest include/extends nesting rendered.
    static let maximumDepth = 32

    private let base: Loader
    private let lock = NSLock()
    /// Per thread: the loads still being rendered, outermost first, with their stack address.
    private var chains: [ObjectIdentifier: [(address: UInt, name: String)]] = [:]

    /// Wraps `base`.
    init(_ base: Loader) {
        self.base = base
    }

    func loadTemplate(name: String, environment: Environment) throws -> Template {
        var marker: UInt8 = 0
        let address = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        let thread = ObjectIdentifier(Thread.current)
        let chain = lock.withLock { () -> [String] in
            var entries = chains[thread, default: []]
            // The stack grows down: a load recorded at or below this address has returned.
            while let last = entries.last, last.address <= address { entries.removeLast() }
            entries.append((address, name))
            chains[thread] = entries
            return entries.map(\.name)
        }
        guard chain.count <= Self.maximumDepth else {
            let shown = chain.count > 8 ? chain.prefix(3) + ["…"] + chain.suffix(4) : chain[...]
            throw TemplateSyntaxError("'include' and 'extends' nest more than \(Self.maximumDepth) deep, a cycle: \(shown.joined(separator: " → "))")
        }
        return try base.loadTemplate(name: name, environment: environment)
    }
}
