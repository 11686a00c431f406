import ProjectSpec
import ScaffoldSupport

/// XcodeGen's `legacy` targets: a `PBXLegacyTarget` that runs an external build tool
/// (`make`, a script) with the target's phases, configurations and dependencies, and no
/// product, as XcodeGen writes it.
enum LegacyTargetObject {
    /// The `PBXLegacyTarget` of `target`, which runs `legacy`.
    static func make(_ target: Target, legacy: LegacyTarget, configurations: String, phases: [String], dependencies: [String]) -> PBXObject {
        var fields: PBXFields = [
            "buildConfigurationList": .reference(configurations),
            "buildPhases": .references(phases),
            "buildToolPath": .string(legacy.toolPath),
            "dependencies": .references(dependencies),
            "name": .string(target.name),
            "passBuildSettingsInEnvironment": .string(legacy.passSettings ? "1" : "0"),
            "productName": .string(target.productName ?? target.name),
        ]
        if let arguments = legacy.arguments { fields["buildArgumentsString"] = .string(arguments) }
        if let folder = legacy.workingDirectory { fields["buildWorkingDirectory"] = .string(folder) }
        return PBXObject(id: XcodeID.target(target.name), isa: "PBXLegacyTarget", comment: target.name, fields)
    }
}
