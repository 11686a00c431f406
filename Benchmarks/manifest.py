#!/usr/bin/env python3
"""Times loading the Example's Project.swift: cold (compiled and run) and cached (JSON read).

Usage: python3 Benchmarks/manifest.py

Builds scaffold and ProjectDescription in release mode, copies the Example with its Swift
manifest to Benchmarks/.work/manifest/, and times `scaffold validate --spec Project.swift`
end to end (process start included): cold runs with the manifest cache removed first (5 runs),
then cached runs (15 runs); the YAML twin's `scaffold validate` is timed alongside for scale.
"""
import os
import shutil
import statistics
import subprocess
import time
from release_binary import build_project_description, scaffold_binary

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, "Benchmarks", ".work", "manifest")


def timed(binary, arguments, folder, runs, before=None):
    times = []
    for _ in range(runs):
        if before:
            before()
        start = time.perf_counter()
        subprocess.run([binary] + arguments, cwd=folder, check=True, stdout=subprocess.DEVNULL)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), min(times)


def main():
    build_project_description()
    binary = scaffold_binary()
    shutil.rmtree(WORK, ignore_errors=True)
    os.makedirs(WORK)
    for item in ["Project.yml", "Project.swift"]:
        shutil.copy(os.path.join(ROOT, item), WORK)
    shutil.copytree(os.path.join(ROOT, "Example"), os.path.join(WORK, "Example"))
    cache = os.path.join(WORK, ".scaffold", "manifest-cache")

    swift = ["validate", "--spec", "Project.swift"]
    cold = timed(binary, swift, WORK, 5, before=lambda: shutil.rmtree(cache, ignore_errors=True))
    subprocess.run([binary] + swift, cwd=WORK, check=True, stdout=subprocess.DEVNULL)
    cached = timed(binary, swift, WORK, 15)
    yaml = timed(binary, ["validate", "--spec", "Project.yml"], WORK, 15)
    print(f"Project.swift, cold (swiftc, link, run):  median {cold[0]:.0f} ms, fastest {cold[1]:.0f} ms (5 runs)")
    print(f"Project.swift, cached (JSON read):        median {cached[0]:.0f} ms, fastest {cached[1]:.0f} ms (15 runs)")
    print(f"Project.yml, for scale:                   median {yaml[0]:.0f} ms, fastest {yaml[1]:.0f} ms (15 runs)")


if __name__ == "__main__":
    main()
