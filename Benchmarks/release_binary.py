"""The scaffold binary a benchmark times: $SCAFFOLD_BINARY when set (to compare builds), else
the release build, linked as `scripts/install.sh` links it (`scripts/build-release.sh`: on
Linux, with the Swift runtime and Foundation inside and the functions a run calls laid out
together)."""
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def scaffold_binary():
    """Builds scaffold's release binary (quietly) and returns its path."""
    if os.environ.get("SCAFFOLD_BINARY"):
        return os.environ["SCAFFOLD_BINARY"]
    return subprocess.run([os.path.join(ROOT, "scripts", "build-release.sh")], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout.strip()


def build_project_description():
    """Builds ProjectDescription in release, the library Swift manifests link against. It links
    the toolchain's runtime, as manifests do: never statically."""
    subprocess.run(["swift", "build", "-c", "release", "--product", "ProjectDescription"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
