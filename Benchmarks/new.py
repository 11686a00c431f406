#!/usr/bin/env python3
"""Times `scaffold new feature X` end to end as a process (release build), in a copy of the
Example: median of 15 runs, each writing a new feature (iMVVM, all files).

Usage: python3 Benchmarks/new.py
"""
import os
import shutil
import statistics
import subprocess
import time
from release_binary import scaffold_binary

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, "Benchmarks", ".work", "new")
RUNS = 15


def main():
    binary = scaffold_binary()
    shutil.rmtree(WORK, ignore_errors=True)
    shutil.copytree(os.path.join(ROOT, "Example"), os.path.join(WORK, "Example"))
    shutil.copy(os.path.join(ROOT, "Project.yml"), WORK)
    times = []
    for run in range(RUNS):
        start = time.perf_counter()
        subprocess.run([binary, "new", "feature", f"Feature{run}", "--parent", "LoggedIn", "--target", "ExampleApp"],
                       cwd=os.path.join(WORK, "Example"), check=True, stdout=subprocess.DEVNULL)
        times.append((time.perf_counter() - start) * 1000)
    print(f"new feature (iMVVM, 6 files): median {statistics.median(times):.0f} ms, fastest {min(times):.0f} ms ({RUNS} runs)")


if __name__ == "__main__":
    main()
