#!/usr/bin/env python3
"""Times `scaffold import` on the hand-kept projects of ../shared/compat/xcodeproj/ (issue 32:
importing the largest case takes under a second).

Usage: python3 Benchmarks/import.py [CASE ...]   (default: every case)

Each case is copied to Benchmarks/.work/import/ (the corpus is read-only and is never copied
into the repository); from the release build, the median of 7 runs of `scaffold import --force`
(read the project and its schemes, walk the folders its sources are in, write Project.yml) and
the peak memory (max RSS), with the size of the project.pbxproj it reads.
"""
import os
import shutil
import statistics
import subprocess
import sys
import time
from release_binary import scaffold_binary

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "..", "shared", "compat", "xcodeproj")
WORK = os.path.join(ROOT, "Benchmarks", ".work", "import")
RUNS = 7


def field(case, name):
    """A `name: value` line of the case's CASE.txt."""
    with open(os.path.join(CORPUS, case, "CASE.txt"), encoding="utf-8") as handle:
        for line in handle:
            if line.startswith(name + ": "):
                return line[len(name) + 2:].strip()
    return None


def copy(case):
    """The case copied, writable; the path of its .xcodeproj in the copy."""
    target = os.path.join(WORK, case)
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(os.path.join(CORPUS, case), target, symlinks=True)
    for folder, _, files in os.walk(target):
        os.chmod(folder, 0o755)
        for name in files:
            path = os.path.join(folder, name)
            if not os.path.islink(path):
                os.chmod(path, 0o644)
    return os.path.join(target, field(case, "project"))


def run(binary, project):
    """Milliseconds of one `scaffold import --force` in the project's folder."""
    start = time.perf_counter()
    result = subprocess.run([binary, "import", os.path.basename(project), "--force"], cwd=os.path.dirname(project),
                            capture_output=True, text=True)
    elapsed = (time.perf_counter() - start) * 1000
    if result.returncode != 0:
        sys.exit(f"scaffold import failed on {project} ({result.returncode}):\n{result.stderr[-3000:]}")
    return elapsed


def peak_memory_mb(binary, project):
    result = subprocess.run(["/usr/bin/time", "-f", "%M", binary, "import", os.path.basename(project), "--force"],
                            cwd=os.path.dirname(project), capture_output=True, text=True)
    return int(result.stderr.strip().splitlines()[-1]) / 1024


def main():
    if not os.path.isdir(CORPUS):
        sys.exit(f"no corpus at {CORPUS}: ../shared/compat/xcodeproj must be beside the checkout")
    cases = sys.argv[1:] or sorted(name for name in os.listdir(CORPUS) if os.path.isfile(os.path.join(CORPUS, name, "CASE.txt")))
    binary = scaffold_binary()
    rows = []
    for case in cases:
        project = copy(case)
        size = os.path.getsize(os.path.join(project, "project.pbxproj")) / 1024
        times = [run(binary, project) for _ in range(RUNS)]
        rows.append((case, size, statistics.median(times), peak_memory_mb(binary, project)))
    print(f"{'case (release build, median of 7 runs)':40} {'pbxproj KB':>10} {'ms':>6} {'peak RSS MB':>12}")
    for case, size, median, memory in sorted(rows, key=lambda row: -row[1]):
        print(f"{case:40} {size:10.0f} {median:6.0f} {memory:12.0f}")


if __name__ == "__main__":
    main()
