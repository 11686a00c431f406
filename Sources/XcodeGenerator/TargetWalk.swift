import ProjectSpec

/// A breadth-first walk through targets, as XcodeGen walks dependencies: from the top target,
/// each target met once (by name), in the order met.
enum TargetWalk {
    /// Calls `visit` on `top`, then on every target the visits return, breadth first, each
    /// name once.
    static func breadthFirst(from top: Target, _ visit: (Target) -> [Target]) {
        var visited: Set<String> = []
        var queue = [top]
        var next = 0
        while next < queue.count {
            let current = queue[next]
            next += 1
            guard visited.insert(current.name).inserted else { continue }
            queue += visit(current)
        }
    }
}
