#!/usr/bin/env python3
"""Times `scaffold generate` on synthetic projects: cold (a fresh checkout: no .xcodeproj,
no .scaffold/ cache) and as a no-op (nothing changed since the last run).

Usage: python3 Benchmarks/generate.py [N ...]   (default: 300 1000)

Two shapes, each with N feature frameworks with 8 sources and 2 test files each, a unit-test
target per feature, dependencies between features, and one app that depends on all features:
- basic: a Needle pipeline step wired as a pre-build phase on every feature, one app scheme;
- realistic (the shape teams write): `createIntermediateGroups: true`, a pre-build Run Script
  phase on every feature, a scheme per app and framework target (`generateTargetSchemes`),
  and project settings per configuration.
Reports the median of 7 runs of each kind and the peak memory (max RSS) of a cold run, from the
release build (or the binary named by $SCAFFOLD_BINARY, to compare builds).

Each shape is made, synced to disk and generated once untimed before the timings (right after
its 13,000 files are created, the first runs measured the file system's writeback as much as
scaffold), and a run waits until the last run's cleanup is SETTLE_SECONDS old (see there). Cold runs never delete between runs: the previous run's output is renamed into a trash folder
and everything is deleted once all timings are done. Deleting ~1,000 scheme files and creating
them again at once made ext4 scan for recently deleted inodes (`ext4_create` ->
`recently_deleted`), which took half of a 1,000-feature cold run and is no cost a real
checkout pays.
"""
import os
import shutil
import statistics
import subprocess
import sys
import time
from release_binary import scaffold_binary

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, "Benchmarks", ".work")
TRASH = os.path.join(WORK, "trash")
RUNS = 7
_trashed = 0


def move_away(path):
    """Renames `path` into the trash folder (deleted at the end), so nothing is deleted while timing."""
    global _trashed
    if os.path.exists(path):
        os.makedirs(TRASH, exist_ok=True)
        _trashed += 1
        os.rename(path, os.path.join(TRASH, f"{_trashed}-{os.getpid()}"))


def make_project(n, realistic=False):
    folder = os.path.join(WORK, f"generate-{'realistic-' if realistic else ''}{n}")
    move_away(folder)
    os.makedirs(os.path.join(folder, "App"))
    open(os.path.join(folder, "App", "App.swift"), "w").close()
    lines = ["name: Synthetic", "options:", "  bundleIdPrefix: com.synthetic",
             f"  generateTargetSchemes: {'true' if realistic else 'false'}",
             "  deploymentTarget:", "    iOS: \"16.0\""]
    if realistic:
        lines += ["  createIntermediateGroups: true",
                  "settings:", "  base:", "    SWIFT_VERSION: \"5.0\"", "    MARKETING_VERSION: \"1.0\"",
                  "  configs:", "    Debug:", "      SWIFT_ACTIVE_COMPILATION_CONDITIONS: DEBUG", "    Release:", "      SWIFT_COMPILATION_MODE: wholemodule"]
    lines += ["targets:", "  App:", "    type: application", "    platform: iOS", "    sources: [App]", "    dependencies:"]
    lines += [f"      - target: Feature{i}" for i in range(n)]
    steps = []
    for i in range(n):
        feature = os.path.join(folder, "Features", f"Feature{i}")
        for sub, count in (("Sources", 8), ("Tests", 2)):
            os.makedirs(os.path.join(feature, sub))
            for j in range(count):
                open(os.path.join(feature, sub, f"Feature{i}{sub}{j}.swift"), "w").close()
        deps = sorted({j for j in (i - 1, i // 2) if 0 <= j < i})
        lines += [f"  Feature{i}:", "    type: framework", "    platform: iOS", f"    sources: [Features/Feature{i}/Sources]"]
        if realistic:
            lines += ["    preBuildScripts:", "      - name: SwiftLint", "        script: swiftlint lint --quiet",
                      "        basedOnDependencyAnalysis: false"]
        if deps:
            lines += ["    dependencies:"] + [f"      - target: Feature{j}" for j in deps]
        lines += [f"  Feature{i}Tests:", "    type: bundle.unit-test", "    platform: iOS",
                  f"    sources: [Features/Feature{i}/Tests]", "    dependencies:", f"      - target: Feature{i}"]
        steps.append(f"Feature{i}")
    lines += ["schemes:", "  App:", "    build:", "      targets:", "        App: all",
              "pipeline:", "  needle:", "    run: needle", "    inputs: [\"Features/*/Sources/*.swift\"]",
              "    outputs: [App/NeedleGenerated.swift]", "    buildPhase:"]
    lines += [f"      - {name}" for name in steps]
    lines += ["    schemePreAction: [App]"]
    text = "\n".join(lines) + "\n"
    with open(os.path.join(folder, "Project.yml"), "w") as f:
        f.write(text)
    return folder


def run(binary, folder):
    start = time.perf_counter()
    subprocess.run([binary, "generate", "--quiet"], cwd=folder, check=True)
    return (time.perf_counter() - start) * 1000


def peak_memory_kb(binary, folder):
    result = subprocess.run(["/usr/bin/time", "-f", "%M", binary, "generate", "--quiet"], cwd=folder, check=True,
                            capture_output=True, text=True)
    return int(result.stderr.strip().splitlines()[-1])


def measure(binary, n, realistic):
    folder = make_project(n, realistic)
    # The project's thousands of files were just created: let their writeback finish and run
    # once untimed, so that the timings measure generate and not the file system settling.
    os.sync()
    run(binary, folder)
    cold = []
    for _ in range(RUNS):
        move_away(os.path.join(folder, "Synthetic.xcodeproj"))
        move_away(os.path.join(folder, ".scaffold"))
        cold.append(run(binary, folder))
    noop = [run(binary, folder) for _ in range(RUNS)]
    move_away(os.path.join(folder, "Synthetic.xcodeproj"))
    move_away(os.path.join(folder, ".scaffold"))
    memory = peak_memory_kb(binary, folder) / 1024
    shape = "realistic" if realistic else "basic"
    print(f"generate, {shape}, {n} features ({2 * n + 1} targets, {10 * n + 1} files): "
          f"cold median {statistics.median(cold):.0f} ms, no-op median {statistics.median(noop):.0f} ms, "
          f"peak memory {memory:.0f} MB")


CLEANED = os.path.join(WORK, "trash-deleted-at")
#: How long ext4 keeps steering new files away from recently deleted inodes (a scan per
#: create, `recently_deleted`): a run started within a minute of the last one's cleanup,
#: which deletes some 100,000 files, measured realistic 300 at 102 to 104 ms instead of 90.
SETTLE_SECONDS = 75


def wait_for_last_cleanup():
    """Sleeps until the last run's cleanup is SETTLE_SECONDS old."""
    try:
        waited = SETTLE_SECONDS - (time.time() - os.path.getmtime(CLEANED))
    except OSError:
        return
    if waited > 0:
        print(f"waiting {waited:.0f} s for the file system to settle after the last run's cleanup", file=sys.stderr)
        time.sleep(waited)


def main():
    sizes = [int(a) for a in sys.argv[1:]] or [300, 1000]
    binary = scaffold_binary()
    wait_for_last_cleanup()
    try:
        for realistic in (False, True):
            for n in sizes:
                measure(binary, n, realistic)
    finally:
        shutil.rmtree(TRASH, ignore_errors=True)
        os.makedirs(WORK, exist_ok=True)
        with open(CLEANED, "w"):
            pass


if __name__ == "__main__":
    main()
