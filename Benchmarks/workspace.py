#!/usr/bin/env python3
"""Times `scaffold generate` at the root of a synthetic Tuist workspace: N projects, each a
`Project.swift` made by a helper factory in `Tuist/ProjectDescriptionHelpers` (the shape of
Tuist microfeature workspaces), listed by a `Workspace.swift` glob.

Usage: python3 Benchmarks/workspace.py [--layered] [N ...]   (default: 1 40 100)

With --layered each module depends on the two before it through `.project(target:path:)`, as
the layers of a real modular app do (Feature → Service → Shared): loading one project loads
the ones it names, so this shape times how often a manifest is loaded again.

Cold: no .xcodeproj, no .xcworkspace, no .scaffold/ caches anywhere (every manifest is compiled
and run). Cached: nothing changed since the last run (every project's no-op check, the
workspace's manifest from its cache). Reports one cold run (it compiles N manifests) and the
median of 11 cached runs, from the release build.
"""
import os
import shutil
import statistics
import subprocess
import sys
import time
from release_binary import build_project_description, scaffold_binary

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, "Benchmarks", ".work")
CACHED_RUNS = 11

HELPER = """import ProjectDescription

extension Project {
    public static func module(_ name: String, dependencies: [String]) -> Project {
        Project(name: name, targets: [
            .target(name: name, destinations: .iOS, product: .framework, bundleId: "dev.bench.\\(name)",
                    sources: "Sources/**", dependencies: dependencies.map { .project(target: $0, path: "../\\($0)") }),
            .target(name: "\\(name)Tests", destinations: .iOS, product: .unitTests, bundleId: "dev.bench.\\(name)Tests",
                    sources: "Tests/**", dependencies: [.target(name: name)]),
        ])
    }
}
"""


def make_workspace(n, layered):
    folder = os.path.join(WORK, f"workspace-{n}{'-layered' if layered else ''}")
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(os.path.join(folder, "Tuist", "ProjectDescriptionHelpers"))
    os.makedirs(os.path.join(folder, ".git"))
    with open(os.path.join(folder, "Tuist", "ProjectDescriptionHelpers", "Project+Module.swift"), "w") as f:
        f.write(HELPER)
    with open(os.path.join(folder, "Workspace.swift"), "w") as f:
        f.write('import ProjectDescription\n\nlet workspace = Workspace(name: "Bench", projects: ["Projects/*"])\n')
    for i in range(n):
        project = os.path.join(folder, "Projects", f"Module{i}")
        for sub, count in (("Sources", 8), ("Tests", 2)):
            os.makedirs(os.path.join(project, sub))
            for j in range(count):
                open(os.path.join(project, sub, f"Module{i}{sub}{j}.swift"), "w").close()
        with open(os.path.join(project, "Project.swift"), "w") as f:
            dependencies = ", ".join(f'"Module{d}"' for d in (i - 1, i - 2) if layered and d >= 0)
            f.write(f'import ProjectDescription\nimport ProjectDescriptionHelpers\n\nlet project = Project.module("Module{i}", dependencies: [{dependencies}])\n')
    return folder


def clean(folder):
    for base, dirs, _ in os.walk(folder):
        for name in list(dirs):
            if name.endswith(".xcodeproj") or name.endswith(".xcworkspace") or name == ".scaffold":
                shutil.rmtree(os.path.join(base, name))
                dirs.remove(name)


def run(binary, folder):
    start = time.perf_counter()
    subprocess.run([binary, "generate", "--quiet"], cwd=folder, check=True)
    return (time.perf_counter() - start) * 1000


def main():
    layered = "--layered" in sys.argv[1:]
    sizes = [int(a) for a in sys.argv[1:] if a != "--layered"] or [1, 40, 100]
    build_project_description()
    binary = scaffold_binary()
    for n in sizes:
        folder = make_workspace(n, layered)
        clean(folder)
        cold = run(binary, folder)
        cached = [run(binary, folder) for _ in range(CACHED_RUNS)]
        shape = ", each depending on the two before it" if layered else ""
        print(f"generate, workspace of {n} Project.swift projects (helper factory, 2 targets and 10 files each{shape}): "
              f"cold {cold / 1000:.1f} s ({cold / n:.0f} ms a project), cached median {statistics.median(cached):.0f} ms")


if __name__ == "__main__":
    main()
