#!/usr/bin/env python3
"""Writes scripts/scaffold.order: the functions scaffold's common runs call, which
scripts/build-release.sh asks lld to lay out next to each other (see there for why).

Usage: python3 scripts/order-file.py     (needs valgrind: apt-get install valgrind)

It builds the release binary, runs it under callgrind (which records every function a run
enters) for `--version`, `validate`, a cold and a no-op `generate` of the realistic 300-feature
project of Benchmarks/generate.py, and writes the functions found in the binary in the order
callgrind first lists them. Rerun it after large changes; a stale list only orders less (names
it lists that no longer exist are ignored).
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "Benchmarks"))
from generate import make_project, move_away  # noqa: E402
from release_binary import scaffold_binary  # noqa: E402

ORDER = os.path.join(ROOT, "scripts", "scaffold.order")
RUNS = [["--version"], ["validate"], ["generate", "--quiet"], ["generate", "--quiet"]]


def called_functions(binary, folder, scratch):
    """The (mangled) names of the functions each run enters, first-listed first, no repeats."""
    # Valgrind cannot read the DWARF of a binary this size; the symbol table is all it needs.
    stripped = os.path.join(scratch, "scaffold")
    shutil.copy(binary, stripped)
    subprocess.run(["strip", "--strip-debug", stripped], check=True)
    names, seen = [], set()
    for index, arguments in enumerate(RUNS):
        output = os.path.join(scratch, f"callgrind.{index}")
        subprocess.run(["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={output}", stripped]
                       + arguments, cwd=folder, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        with open(output) as records:
            for line in records:
                match = re.match(r"c?fn=\(\d+\) (.+)", line)
                if match and match.group(1) not in seen:
                    seen.add(match.group(1))
                    names.append(match.group(1))
    return names


def defined_functions(binary):
    """The names of the functions the binary defines."""
    listing = subprocess.run(["nm", "--defined-only", binary], check=True, capture_output=True, text=True).stdout
    return {fields[2] for fields in (line.split() for line in listing.splitlines())
            if len(fields) == 3 and fields[1] in "tTwW"}


def main():
    binary = scaffold_binary()
    folder = make_project(300, realistic=True)
    move_away(os.path.join(folder, "Synthetic.xcodeproj"))
    move_away(os.path.join(folder, ".scaffold"))
    with tempfile.TemporaryDirectory() as scratch:
        names = called_functions(binary, folder, scratch)
    defined = defined_functions(binary)
    ordered = [name for name in names if name in defined]
    with open(ORDER, "w") as order:
        order.write("".join(name + "\n" for name in ordered))
    # SwiftPM does not know the binary depends on the list: without the binary, the next build relinks.
    os.remove(binary)
    print(f"{ORDER}: {len(ordered)} functions ({len(names) - len(ordered)} called outside the binary)")


if __name__ == "__main__":
    main()
