#!/usr/bin/env python3
"""Times the Needle DI check (scan + validate + generate) on a synthetic app.

Usage: python3 Benchmarks/dicheck.py [N ...]   (default: 1000)

Each app has N components in a tree (component i is built by component (i - 1) // 3, so the
tree is about seven levels deep) spread over 3N files: one file per component (its dependency
protocol and class), N / 2 files of component extensions that provide extra properties, and
3N / 2 unrelated Swift files (views and models that mention neither "Component" nor
"Dependency", so the text prefilter skips them). Every component needs a property of its
parent, one of the root, and some need one that their parent's extension provides;
the graph is valid, so the run includes generating NeedleGenerated.swift.

From the release build, reports the median of 7 runs and the peak memory (max RSS) of:
- `scaffold check di --format json <folder>`: scan + validate;
- `scaffold prebuild --force` with the app's pipeline of `di-check` then `needle` (each step
  scans on its own, as when Xcode runs them as separate phases) writing NeedleGenerated.swift:
  check and generate, the aim being under 1 s.
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


def parent(i):
    return (i - 1) // 3


def has_extension(i):
    """The even components get an extension file (N/2 files in all)."""
    return i % 2 == 0


def component_file(i, n):
    children = [c for c in (3 * i + 1, 3 * i + 2, 3 * i + 3) if c < n]
    lines = ["import NeedleFoundation", "", f"public final class Service{i} {{}}", ""]
    if i == 0:
        lines.append("final class Component0: BootstrapComponent {")
    else:
        needs = [f"service{parent(i)}: Service{parent(i)}"]
        if parent(i) != 0:
            needs.append("service0: Service0")
        ancestor = parent(i)
        if i % 4 == 1 and ancestor != 0 and has_extension(ancestor):
            needs.append(f"extra{ancestor}: Extra{ancestor}")
        lines += [f"protocol Dependency{i}: Dependency {{"] + [f"    var {need} {{ get }}" for need in needs] + ["}", ""]
        lines.append(f"final class Component{i}: Component<Dependency{i}> {{")
    # Public: Needle sees only public properties of a component's body (scaffold reports others).
    lines += [f"    public var service{i}: Service{i} {{", f"        shared {{ Service{i}() }}", "    }"]
    for c in children:
        lines += ["", f"    var component{c}: Component{c} {{", f"        Component{c}(parent: self)", "    }"]
    lines += ["}", ""]
    return "\n".join(lines)


def extension_file(i):
    return "\n".join([
        "import NeedleFoundation", "", f"final class Extra{i} {{}}", "",
        f"extension Component{i} {{", f"    var extra{i}: Extra{i} {{", f"        shared {{ Extra{i}() }}", "    }", "}", "",
    ])


def unrelated_file(i):
    return "\n".join([
        "import SwiftUI", "", f"struct Model{i}: Identifiable {{", "    let id: Int", "    var title: String", "}", "",
        f"struct Row{i}: View {{", f"    let model: Model{i}", "", "    var body: some View {",
        "        HStack {", "            Text(model.title)", "            Spacer()", "        }", "    }", "}", "",
    ])


def make_app(n):
    folder = os.path.join(WORK, f"dicheck-{n}")
    shutil.rmtree(folder, ignore_errors=True)
    extensions = [i for i in range(n) if has_extension(i)]
    for i in range(n):
        write(os.path.join(folder, "Components", f"Feature{i // 50}", f"Component{i}.swift"), component_file(i, n))
    for i in extensions:
        write(os.path.join(folder, "Extensions", f"Component{i}+Extra.swift"), extension_file(i))
    for i in range(3 * n // 2):
        write(os.path.join(folder, "Views", f"Group{i // 100}", f"Row{i}.swift"), unrelated_file(i))
    write(os.path.join(folder, "Project.yml"), "\n".join([
        "name: Synthetic", "pipeline:",
        "  di-check:", "    run: di-check", "    inputs: [\"**/*.swift\"]",
        "  needle:", "    run: needle", "    dependsOn: [di-check]", "    inputs: [\"**/*.swift\"]",
        "    outputs: [Generated/NeedleGenerated.swift]", "",
    ]))
    return folder, n + len(extensions) + 3 * n // 2


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


CHECK = ["check", "di", "--format", "json", "."]
PREBUILD = ["prebuild", "--force", "--format", "json"]


def run(binary, folder, arguments):
    start = time.perf_counter()
    result = subprocess.run([binary] + arguments, cwd=folder, capture_output=True, text=True)
    elapsed = (time.perf_counter() - start) * 1000
    if result.returncode != 0:
        sys.exit(f"scaffold {' '.join(arguments)} failed ({result.returncode}):\n{result.stdout}{result.stderr}")
    return elapsed


def peak_memory_kb(binary, folder, arguments):
    result = subprocess.run(["/usr/bin/time", "-f", "%M", binary] + arguments, cwd=folder,
                            check=True, capture_output=True, text=True)
    return int(result.stderr.strip().splitlines()[-1])


def main():
    sizes = [int(a) for a in sys.argv[1:]] or [1000]
    apps = [(n,) + make_app(n) for n in sizes]
    binary = scaffold_binary()
    for n, folder, files in apps:
        for name, arguments in (("check di", CHECK), ("prebuild di-check + needle", PREBUILD)):
            times = [run(binary, folder, arguments) for _ in range(RUNS)]
            memory = peak_memory_kb(binary, folder, arguments) / 1024
            print(f"{name}, {n} components ({files} files): median {statistics.median(times):.0f} ms, "
                  f"peak memory {memory:.0f} MB")


if __name__ == "__main__":
    main()
