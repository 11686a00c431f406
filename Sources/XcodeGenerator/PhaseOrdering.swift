import ProjectSpec

/// Puts a target's build phases in the order its `phaseOrder` lists (scaffold's own key, which
/// `scaffold import` writes for a hand-kept project): each listed phase in turn — the first
/// unplaced phase of that kind, or script or copy-files phase of that name — then the phases it
/// does not list, in XcodeGen's order. A Headers, Sources, Resources or Frameworks phase it lists
/// that the target does not have is written empty, as Xcode keeps them; an empty one it does not
/// list is left out (XcodeGen always writes a Sources phase, a hand-kept project may have none).
enum PhaseOrdering {
    /// `phases` (identifiers of objects in `objects`) in `order`; empty phases are added to `objects`.
    static func apply(_ order: [BuildPhaseSlot], to phases: [String], target: String, objects: inout [PBXObject]) -> [String] {
        let byID = Dictionary(objects.map { ($0.id, $0) }) { first, _ in first }
        var unplaced = phases
        var ordered: [String] = []
        for (index, slot) in order.enumerated() {
            if let position = unplaced.firstIndex(where: { byID[$0].map { matches($0, slot) } ?? false }) {
                ordered.append(unplaced.remove(at: position))
            } else if let empty = emptyPhase(slot, target: target, index: index) {
                objects.append(empty)
                ordered.append(empty.id)
            }
        }
        return ordered + unplaced.filter { id in byID[id].map { !isEmptyFilesPhase($0) } ?? true }
    }

    /// A Headers, Sources, Resources or Frameworks phase with no files.
    private static func isEmptyFilesPhase(_ phase: PBXObject) -> Bool {
        let kinds: Set = ["PBXHeadersBuildPhase", "PBXSourcesBuildPhase", "PBXResourcesBuildPhase", "PBXFrameworksBuildPhase"]
        guard kinds.contains(phase.isa), case let .array(files)? = phase.fields["files"] else { return false }
        return files.isEmpty
    }

    private static func matches(_ phase: PBXObject, _ slot: BuildPhaseSlot) -> Bool {
        let name: String? = if case let .string(text)? = phase.fields["name"] { text } else { nil }
        switch slot {
        case .headers: return phase.isa == "PBXHeadersBuildPhase"
        case .sources: return phase.isa == "PBXSourcesBuildPhase"
        case .resources: return phase.isa == "PBXResourcesBuildPhase"
        case .frameworks: return phase.isa == "PBXFrameworksBuildPhase"
        case let .script(wanted): return phase.isa == "PBXShellScriptBuildPhase" && name == (wanted.isEmpty ? nil : wanted)
        case let .copyFiles(wanted): return phase.isa == "PBXCopyFilesBuildPhase" && name == (wanted.isEmpty ? nil : wanted)
        }
    }

    /// An empty phase of a listed kind the target does not have (none for a named phase).
    private static func emptyPhase(_ slot: BuildPhaseSlot, target: String, index: Int) -> PBXObject? {
        let kinds: [BuildPhaseSlot: (isa: String, comment: String)] = [
            .headers: ("PBXHeadersBuildPhase", "Headers"), .sources: ("PBXSourcesBuildPhase", "Sources"),
            .resources: ("PBXResourcesBuildPhase", "Resources"), .frameworks: ("PBXFrameworksBuildPhase", "Frameworks"),
        ]
        guard let kind = kinds[slot] else { return nil }
        return PBXObject(id: XcodeID.make("phase/\(target)/empty/\(index)/\(kind.comment)"), isa: kind.isa, comment: kind.comment, [
            "buildActionMask": .string("2147483647"),
            "files": .array([]),
            "runOnlyForDeploymentPostprocessing": .string("0"),
        ])
    }
}
