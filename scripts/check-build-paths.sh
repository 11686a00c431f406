#!/usr/bin/env bash
# Fails when a binary holds a path of the machine it was built on — the checkout it was built
# in, its SwiftPM build folder and dependency checkouts included — which error text could show a user (a Bundle.module accessor's
# fatalError, a #file or #filePath in a message). The installed binary is stripped, so what is
# left is text the program can print.
#
# Usage: scripts/check-build-paths.sh BINARY [BUILD_ROOT]   (default root: this checkout)
set -euo pipefail
binary="${1:?usage: scripts/check-build-paths.sh BINARY [BUILD_ROOT]}"
root="${2:-$(cd "$(dirname "$0")/.." && pwd)}"
found="$(strings -n 6 "$binary" | grep -F -e "$root/" | sort -u || true)"
if [ -n "$found" ]; then
    echo "error: $binary holds paths of the machine it was built on:" >&2
    printf '%s\n' "$found" | head -20 >&2
    exit 1
fi
echo "$binary holds no path of the build machine (none under $root/)"
