#!/usr/bin/env bash
# Builds scaffold and installs it under a prefix:
#   PREFIX/bin/scaffold                            the tool
#   PREFIX/bin/scaffold_BuiltinTemplates.resources its built-in templates (read beside the binary)
#   PREFIX/lib/scaffold/                           ProjectDescription (library and module), which
#                                                  Project.swift manifests compile against
#
# Usage: scripts/install.sh [PREFIX] [-c debug|release]    (default: /usr/local, release)
set -euo pipefail
cd "$(dirname "$0")/.."

prefix="${PREFIX:-/usr/local}"
configuration=release
while [ $# -gt 0 ]; do
    case "$1" in
        -c) configuration="$2"; shift 2 ;;
        *) prefix="$1"; shift ;;
    esac
done

# A release build of the tool is linked as scripts/build-release.sh says (on Linux: the Swift
# runtime inside, hot functions together). ProjectDescription is linked into manifests built with
# the toolchain's own runtime, so it never links the runtime in.
swift build -c "$configuration" --product ProjectDescription
if [ "$configuration" = release ]; then
    tool="$(scripts/build-release.sh)"
else
    swift build -c "$configuration" --product scaffold
    tool="$(swift build -c "$configuration" --show-bin-path)/scaffold"
fi
bin="$(swift build -c "$configuration" --show-bin-path)"
case "$(uname -s)" in
    Darwin) library=libProjectDescription.dylib ;;
    *) library=libProjectDescription.so ;;
esac
modules="$bin/Modules"
[ -e "$modules/ProjectDescription.swiftmodule" ] || modules="$bin"

mkdir -p "$prefix/bin" "$prefix/lib/scaffold"
cp "$tool" "$prefix/bin/scaffold"
rm -rf "$prefix/bin/scaffold_BuiltinTemplates.resources" "$prefix/lib/scaffold/ProjectDescription.swiftmodule"
cp -R "$bin/scaffold_BuiltinTemplates.resources" "$prefix/bin/"
cp "$bin/$library" "$prefix/lib/scaffold/"
for file in "$modules"/ProjectDescription.swift*; do
    cp -R "$file" "$prefix/lib/scaffold/"
done
echo "installed scaffold in $prefix/bin and ProjectDescription in $prefix/lib/scaffold"
