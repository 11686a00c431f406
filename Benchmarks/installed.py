#!/usr/bin/env python3
"""The installed scaffold: its size and how long it takes to start.

Usage: python3 Benchmarks/installed.py [--prefix PREFIX] [--runs N] [--max-mb MB] [--max-ms MS]

Without --prefix, installs with `scripts/install.sh` (the release build, stripped) into a
temporary prefix. Reports the size of PREFIX/bin/scaffold, of the whole installation, and of the
built binary with its symbols, then the median (and fastest) wall-clock time of
`scaffold --version` over N runs (default 200), from spawn to exit, so Python's own fork and
wait are included. With --max-mb or --max-ms, exits 1 when the binary is larger or the median
slower (.ci/run: 80 MB, 10 ms).
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def tree_size(folder):
    """Bytes of every regular file under `folder`."""
    total = 0
    for dirpath, _, files in os.walk(folder):
        for name in files:
            path = os.path.join(dirpath, name)
            if os.path.isfile(path) and not os.path.islink(path):
                total += os.path.getsize(path)
    return total


def start_times(binary, runs):
    """Seconds each of `runs` runs of `binary --version` took, from spawn to exit."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([binary, "--version"], stdout=subprocess.DEVNULL, check=True)
        times.append(time.perf_counter() - start)
    return times


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--prefix")
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--max-mb", type=float)
    parser.add_argument("--max-ms", type=float)
    options = parser.parse_args()

    temporary = None
    prefix = options.prefix
    if not prefix:
        temporary = tempfile.mkdtemp(prefix="scaffold-installed-")
        prefix = temporary
        subprocess.run([os.path.join(ROOT, "scripts", "install.sh"), prefix], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    try:
        binary = os.path.join(prefix, "bin", "scaffold")
        version = subprocess.run([binary, "--version"], capture_output=True, text=True, check=True).stdout.strip()
        size = os.path.getsize(binary)
        built = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, capture_output=True,
                               text=True).stdout.strip()
        built_binary = os.path.join(built, "scaffold")
        times = start_times(binary, max(options.runs, 1))
        median = statistics.median(times) * 1000
        print(f"scaffold {version}")
        print(f"installed binary          {size / 1e6:6.1f} MB  ({binary})")
        print(f"installation              {tree_size(prefix) / 1e6:6.1f} MB  (bin, lib/scaffold, share)")
        if os.path.isfile(built_binary):
            print(f"built binary, symbols in  {os.path.getsize(built_binary) / 1e6:6.1f} MB  ({built_binary})")
        print(f"scaffold --version        {median:6.2f} ms median, {min(times) * 1000:.2f} ms fastest, {len(times)} runs")
        failed = False
        if options.max_mb is not None and size > options.max_mb * 1e6:
            print(f"error: the installed binary is {size / 1e6:.1f} MB, over {options.max_mb:g} MB", file=sys.stderr)
            failed = True
        if options.max_ms is not None and median > options.max_ms:
            print(f"error: scaffold --version takes {median:.2f} ms, over {options.max_ms:g} ms", file=sys.stderr)
            failed = True
        return 1 if failed else 0
    finally:
        if temporary:
            shutil.rmtree(temporary, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
