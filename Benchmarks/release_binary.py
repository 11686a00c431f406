"""The scaffold binary a benchmark times: $SCAFFOLD_BINARY when set (to compare builds), else
the release build, linked as `scripts/install.sh` links it (on Linux, with the Swift runtime
and Foundation inside: `--static-swift-stdlib`, which halves start-up)."""
import os
import platform
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def release_flags():
    """The `swift build` flags of the installed binary."""
    return ["-c", "release"] + (["--static-swift-stdlib"] if platform.system() == "Linux" else [])


def scaffold_binary(product="scaffold"):
    """Builds `product` (quietly) and returns the path of the scaffold binary."""
    if os.environ.get("SCAFFOLD_BINARY"):
        return os.environ["SCAFFOLD_BINARY"]
    # ProjectDescription is a library manifests link against the toolchain's runtime: never static.
    flags = release_flags() if product == "scaffold" else ["-c", "release"]
    subprocess.run(["swift", "build"] + flags + ["--product", product], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    return os.path.join(subprocess.run(["swift", "build"] + release_flags() + ["--show-bin-path"], cwd=ROOT, check=True,
                                       capture_output=True, text=True).stdout.strip(), "scaffold")
