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

# On Linux the tool links the Swift runtime and Foundation statically: it starts in half the
# time (no loading and relocating of libFoundation and ICU) and uses 5 MB less. ProjectDescription
# is linked into manifests built with the toolchain's own runtime, so it never is.
static=()
if [ "$(uname -s)" = Linux ] && [ "$configuration" = release ]; then static=(--static-swift-stdlib); fi
swift build -c "$configuration" --product ProjectDescription
swift build -c "$configuration" ${static[@]+"${static[@]}"} --product scaffold
bin="$(swift build -c "$configuration" --show-bin-path)"
case "$(uname -s)" in
    Darwin) library=libProjectDescription.dylib ;;
    *) library=libProjectDescription.so ;;
esac
modules="$bin/Modules"
[ -e "$modules/ProjectDescription.swiftmodule" ] || modules="$bin"

mkdir -p "$prefix/bin" "$prefix/lib/scaffold"
cp "$bin/scaffold" "$prefix/bin/scaffold"
rm -rf "$prefix/bin/scaffold_BuiltinTemplates.resources" "$prefix/lib/scaffold/ProjectDescription.swiftmodule"
cp -R "$bin/scaffold_BuiltinTemplates.resources" "$prefix/bin/"
cp "$bin/$library" "$prefix/lib/scaffold/"
for file in "$modules"/ProjectDescription.swift*; do
    cp -R "$file" "$prefix/lib/scaffold/"
done
echo "installed scaffold in $prefix/bin and ProjectDescription in $prefix/lib/scaffold"
