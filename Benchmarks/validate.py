#!/usr/bin/env python3
"""Times `scaffold validate` on synthetic projects of N modules, each in its own included file.

Usage: python3 Benchmarks/validate.py [N ...]   (default: 300 1000)

Builds scaffold in release mode, writes Benchmarks/.work/modules-N/ (a root Project.yml that
includes Modules/*/module.yml; every module a framework target with a source folder, a feature
entry and dependencies on two earlier modules), runs `scaffold validate` once to warm the file
cache, then reports the median and the fastest of 15 runs.
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
RUNS = 15


def make_project(n):
    folder = os.path.join(WORK, f"modules-{n}")
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    with open(os.path.join(folder, "Project.yml"), "w") as f:
        f.write("name: Synthetic\ninclude:\n  - Modules/*/module.yml\n"
                "options:\n  bundleIdPrefix: com.synthetic\n  deploymentTarget:\n    iOS: \"16.0\"\n"
                "targets:\n  App:\n    type: application\n    platform: iOS\n    sources: [App]\n"
                "    dependencies:\n" + "".join(f"      - target: Module{i}\n" for i in range(0, n, max(1, n // 20))) +
                "schemes:\n  App:\n    build:\n      targets:\n        App: all\n"
                "pipeline:\n  di-check:\n    run: di-check\n    inputs: [\"Modules/**/*.swift\"]\n")
    os.makedirs(os.path.join(folder, "App"))
    open(os.path.join(folder, "App", "App.swift"), "w").close()
    for i in range(n):
        module = os.path.join(folder, "Modules", f"Module{i}")
        os.makedirs(os.path.join(module, "Sources"))
        open(os.path.join(module, "Sources", f"Module{i}.swift"), "w").close()
        deps = [j for j in (i - 1, i // 2) if 0 <= j < i]
        deps = sorted(set(deps))
        with open(os.path.join(module, "module.yml"), "w") as f:
            f.write(f"targets:\n  Module{i}:\n    type: framework\n    platform: iOS\n"
                    f"    sources:\n      - path: Sources\n        excludes: [\"**/*.md\"]\n"
                    f"    settings:\n      base:\n        SWIFT_STRICT_CONCURRENCY: complete\n")
            if deps:
                f.write("    dependencies:\n" + "".join(f"      - target: Module{j}\n" for j in deps))
            f.write(f"features:\n  Feature{i}:\n    pattern: imvvm\n    target: Module{i}\n")
    return folder


def main():
    sizes = [int(a) for a in sys.argv[1:]] or [300, 1000]
    binary = scaffold_binary()
    for n in sizes:
        folder = make_project(n)
        subprocess.run([binary, "validate"], cwd=folder, check=True, stdout=subprocess.DEVNULL)
        times = []
        for _ in range(RUNS):
            start = time.perf_counter()
            subprocess.run([binary, "validate"], cwd=folder, check=True, stdout=subprocess.DEVNULL)
            times.append((time.perf_counter() - start) * 1000)
        print(f"validate, {n} modules in {n + 1} files: median {statistics.median(times):.0f} ms, "
              f"fastest {min(times):.0f} ms ({RUNS} runs)")


if __name__ == "__main__":
    main()
