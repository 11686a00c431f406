import ProjectSpec

/// XcodeGen adds `-ObjC` to `OTHER_LDFLAGS` of every target that links a static library
/// target; a hand-kept project adds it where it wants it. A static library none of whose
/// dependants has `-ObjC` gets `requiresObjCLinking: false`, so generating adds none.
enum ObjCLinking {
    /// Marks the static libraries of `targets` whose dependants link without `-ObjC`.
    static func mark(_ targets: inout [Target]) {
        for index in targets.indices where targets[index].type == .staticLibrary {
            let name = targets[index].name
            let dependants = targets.filter { target in target.dependencies.contains { $0.kind == .target && $0.name == name && $0.link != false } }
            guard !dependants.isEmpty, !dependants.contains(where: hasObjCFlag) else { continue }
            targets[index].requiresObjCLinking = false
        }
    }

    /// Whether any configuration of `target` has `-ObjC` in `OTHER_LDFLAGS`.
    private static func hasObjCFlag(_ target: Target) -> Bool {
        ([target.settings.base] + Array(target.settings.configs.values)).contains { values in
            switch values["OTHER_LDFLAGS"] {
            case let .string(text)?: return text.split(separator: " ").contains("-ObjC")
            case let .list(items)?: return items.contains("-ObjC")
            case nil: return false
            }
        }
    }
}
