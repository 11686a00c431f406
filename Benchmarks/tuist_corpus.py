#!/usr/bin/env python3
"""Times `scaffold generate` on the public Tuist workspaces of ../shared/compat/tuist/ (the apps,
not Tuist's small fixtures): cold (a fresh copy: no project, no caches, every manifest compiled)
and cached (nothing changed; median of 5), from the release build.

Usage: python3 Benchmarks/tuist_corpus.py CASES_ROOT

CASES_ROOT is where the inputs were brought, as ../shared/compat/tuist/README.md says (outside
the repository). Each case is copied to a temporary folder first, as the kit's run.sh does, so
the inputs are never written to.
"""
import csv
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from release_binary import build_project_description, scaffold_binary

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INDEX = os.path.join(ROOT, "..", "shared", "compat", "tuist", "INDEX.tsv")
CACHED_RUNS = 5


def run(binary, folder, manifest):
    start = time.perf_counter()
    result = subprocess.run([binary, "generate", "--quiet", "--spec", manifest], cwd=folder, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if result.returncode != 0:
        raise SystemExit(f"generate failed in {folder}:\n{result.stderr[-2000:]}")
    return seconds


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    cases = sys.argv[1]
    build_project_description()
    binary = scaffold_binary()
    with open(INDEX) as index:
        rows = [row for row in csv.DictReader(index, delimiter="\t") if not row["repo"].startswith("tuist/")]
    for row in rows:
        source = os.path.join(cases, os.path.dirname(row["path"]))
        with tempfile.TemporaryDirectory() as work:
            folder = os.path.join(work, "case")
            shutil.copytree(source, folder, symlinks=True)
            os.makedirs(os.path.join(folder, ".git"), exist_ok=True)
            manifest = os.path.basename(row["path"])
            cold = run(binary, folder, manifest)
            cached = [run(binary, folder, manifest) for _ in range(CACHED_RUNS)]
            manifests = sum(1 for base, _, files in os.walk(folder) if "/." not in base for f in files if f == "Project.swift")
            print(f"{row['repo']}: {manifests} Project.swift, cold {cold:.1f} s, cached median {statistics.median(cached) * 1000:.0f} ms")


if __name__ == "__main__":
    main()
