"""The scaffold binary a benchmark times: $SCAFFOLD_BINARY when set (to compare builds), else
the release build, linked as `scripts/install.sh` links it (`scripts/build-release.sh`: on
Linux, with the Swift runtime and Foundation inside and the functions a run calls laid out
together)."""
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def scaffold_binary(product="scaffold"):
    """Builds `product` (quietly) and returns the path of the scaffold binary."""
    if os.environ.get("SCAFFOLD_BINARY"):
        return os.environ["SCAFFOLD_BINARY"]
    if product != "scaffold":
        # ProjectDescription is a library manifests link against the toolchain's runtime: never static.
        subprocess.run(["swift", "build", "-c", "release", "--product", product], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
    return subprocess.run([os.path.join(ROOT, "scripts", "build-release.sh")], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout.strip()
