#!/usr/bin/env bash
# Installs scaffold as Mint does — the product of `swift build -c release` and the resource
# bundles beside it, copied into a folder of their own, nothing else — and uses it from another
# folder: a copy of the Example, generated from Project.yml, checked against its Swift twin
# Project.swift (so ProjectDescription must be built from the sources scaffold carries, into an
# empty cache), and given a new feature from the built-in templates.
#
# Usage: scripts/mint-layout-check.sh [RELEASE_BIN_DIR]   (default: swift build -c release --show-bin-path)
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
built="${1:-$(swift build -c release --show-bin-path)}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/mint/bin" "$work/cache" "$work/project"
cp "$built/scaffold" "$work/mint/bin/"
for bundle in "$built"/*.resources "$built"/*.bundle; do
    [ -e "$bundle" ] && cp -R "$bundle" "$work/mint/bin/"
done
cp -R Project.yml Project.swift Example "$work/project/"
scaffold="$work/mint/bin/scaffold"
cd "$work/project"
export XDG_CACHE_HOME="$work/cache"

"$scaffold" --version
"$scaffold" generate
"$scaffold" generate --check --spec Project.swift
test -e "$work/cache/scaffold/ProjectDescription"/*/libProjectDescription.*
"$scaffold" new feature Search --parent LoggedIn
"$scaffold" generate
"$scaffold" generate --check
grep -q "case search" Example/App/Plugins/FeatureFlags.swift
"$scaffold" template list | grep -q feature-imvvm
cd "$root"
echo "a Mint-style installation (executable and resource bundles only) generates from Project.swift and scaffolds features"
