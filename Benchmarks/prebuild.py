#!/usr/bin/env python3
"""Times `scaffold prebuild` on a synthetic pipeline of N steps (default 300).

Usage: python3 Benchmarks/prebuild.py [N]

Each step reads a glob over its own folder of 5 input files and writes one output with `cat`;
step i depends on step i-1 when i is a multiple of 10, so the graph has chains and parallel
branches. Reports, from the release build, the median of 7 runs of:
- no-op: every step cached (the aim: under 100 ms for 300 steps);
- forced (--force, --jobs 1): every step executed one after another. (forced - no-op) / N is
  the whole cost of an executed step, its `/bin/sh -c 'cat …'` included, so an upper bound on
  scaffold's overhead (the aim: under 5 ms per executed step); for scale, the same commands
  started N times from Python are timed too.
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
RUNS = 7


def make_project(n):
    folder = os.path.join(WORK, f"prebuild-{n}")
    shutil.rmtree(folder, ignore_errors=True)
    lines = ["name: Synthetic", "pipeline:"]
    for i in range(n):
        inputs = os.path.join(folder, "Inputs", f"Step{i}")
        os.makedirs(inputs)
        for j in range(5):
            with open(os.path.join(inputs, f"File{j}.txt"), "w") as f:
                f.write(f"step {i} file {j}\n")
        lines += [f"  step{i}:", f"    run: cat Inputs/Step{i}/*.txt > Outputs/Step{i}.txt",
                  f"    inputs: [\"Inputs/Step{i}/*.txt\"]", f"    outputs: [Outputs/Step{i}.txt]"]
        if i % 10 == 0 and i > 0:
            lines += [f"    dependsOn: [step{i - 1}]"]
    os.makedirs(os.path.join(folder, "Outputs"))
    with open(os.path.join(folder, "Project.yml"), "w") as f:
        f.write("\n".join(lines) + "\n")
    return folder


def timed(arguments, folder):
    start = time.perf_counter()
    subprocess.run(arguments, cwd=folder, check=True, stdout=subprocess.DEVNULL)
    return (time.perf_counter() - start) * 1000


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    binary = scaffold_binary()
    folder = make_project(n)
    timed([binary, "prebuild"], folder)
    noop = statistics.median(timed([binary, "prebuild"], folder) for _ in range(RUNS))
    forced = statistics.median(timed([binary, "prebuild", "--force", "--jobs", "1"], folder) for _ in range(3))
    start = time.perf_counter()
    for i in range(n):
        subprocess.run(["/bin/sh", "-c", f"cat Inputs/Step{i}/*.txt > Outputs/Step{i}.txt"], cwd=folder, check=True)
    commands = (time.perf_counter() - start) * 1000
    per_step = (forced - noop) / n
    print(f"prebuild, {n} steps: no-op median {noop:.0f} ms; forced one at a time {forced:.0f} ms, "
          f"{per_step:.2f} ms per executed step including its shell "
          f"(Python starting the same {n} commands: {commands / n:.2f} ms each)")


if __name__ == "__main__":
    main()
