import ProjectSpec
import ScaffoldSupport

/// Tuist's leniency for a scheme that names a target its project lacks (a helper that adds
/// `<Name>Tests` to every module's scheme, whether the module has tests or not): Tuist leaves
/// the target out of the scheme, so scaffold does too, with a warning at the name, where a
/// `Project.yml` gets XcodeGen's error. A name with a `/` points into another project and is
/// left to the validator.
struct UnknownSchemeTargets {
    let context: DecodingContext

    /// `project` with each scheme's unknown build and test targets left out, each warned about.
    func removing(from project: Project) -> Project {
        let known = Set(context.declaredNames(in: "targets")).union(project.targets.map(\.name))
        var result = project
        for index in result.schemes.indices {
            let scheme = result.schemes[index]
            let path = ["schemes", scheme.name]
            // A test target is also among the build targets (built for testing): one warning.
            var warned: Set<String> = []
            result.schemes[index].build.targets = scheme.build.targets.filter { entry in
                keep(entry.target, known: known, scheme: scheme.name, at: path + ["build", "targets", entry.target], warned: &warned)
            }
            if let test = scheme.test {
                let kept = test.targets.enumerated().filter { index, name in
                    keep(name, known: known, scheme: scheme.name, at: path + ["test", "targets", String(index)], warned: &warned)
                }
                result.schemes[index].test?.targets = kept.map(\.element)
                context.renumber(path + ["test", "targets"], written: kept.map(\.offset))
            }
        }
        return result
    }

    private func keep(_ name: String, known: Set<String>, scheme: String, at path: [String], warned: inout Set<String>) -> Bool {
        guard !known.contains(name), !name.contains("/") else { return true }
        guard warned.insert(name).inserted else { return false }
        context.warning("scheme '\(scheme)' names target '\(name)', which the project does not have; it is left out of the scheme, as Tuist does",
                        at: context.location(of: path), hint: Suggestion.didYouMean(name, in: known.sorted()))
        return false
    }
}
