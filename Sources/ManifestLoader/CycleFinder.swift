/// Finds the cycles in a directed graph given as adjacency lists, each reported once.
enum CycleFinder {
    /// Every elementary cycle reachable by depth-first search, each as its nodes in order with
    /// the first repeated at the end (`[A, B, C, A]`), rotated to start at its smallest node.
    static func cycles(in edges: [String: [String]]) -> [[String]] {
        var state: [String: Bool] = [:]  // false: on the stack, true: done
        var stack: [String] = []
        var found: [[String]] = []
        var seen = Set<[String]>()

        func visit(_ node: String) {
            state[node] = false
            stack.append(node)
            for next in edges[node] ?? [] {
                switch state[next] {
                case nil:
                    visit(next)
                case false?:
                    guard let start = stack.lastIndex(of: next) else { continue }
                    let cycle = Array(stack[start...])
                    let rotated = rotate(cycle)
                    if seen.insert(rotated).inserted { found.append(rotated + [rotated[0]]) }
                case true?:
                    continue
                }
            }
            stack.removeLast()
            state[node] = true
        }

        for node in edges.keys.sorted() where state[node] == nil { visit(node) }
        return found
    }

    private static func rotate(_ cycle: [String]) -> [String] {
        guard let smallest = cycle.indices.min(by: { cycle[$0] < cycle[$1] }) else { return cycle }
        return Array(cycle[smallest...] + cycle[..<smallest])
    }
}
