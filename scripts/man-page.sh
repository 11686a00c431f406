#!/usr/bin/env bash
# Writes docs/scaffold.1, scaffold's manual page, with swift-argument-parser's generate-manual
# plugin (from the command-line interface itself: every command, option and help text), or with
# --check fails when the committed page differs from what the plugin makes now (CI runs it, so
# the page never drifts from the tool). scripts/install.sh installs the committed page, so an
# installation needs no second build.
#
# Usage: scripts/man-page.sh [--check]
set -euo pipefail
cd "$(dirname "$0")/.."

# The page's date: that of the version it documents (ScaffoldVersion.current); change both together.
date=2026-11-27
swift package plugin generate-manual --configuration debug --date "$date" >&2
made=.build/plugins/GenerateManual/outputs/scaffold/scaffold.1
if [ "${1:-}" = --check ]; then
    if ! cmp -s "$made" docs/scaffold.1; then
        diff -u docs/scaffold.1 "$made" | head -40 >&2 || true
        echo "error: docs/scaffold.1 is out of date; run scripts/man-page.sh" >&2
        exit 1
    fi
    echo "docs/scaffold.1 is up to date"
else
    cp "$made" docs/scaffold.1
    echo "wrote docs/scaffold.1"
fi
