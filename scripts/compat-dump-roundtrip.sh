#!/usr/bin/env bash
# `scaffold dump` is a manifest that gives the same project: for every generate case of the
# XcodeGen corpus in ../shared/compat (used in place, never copied into the repository), this
# generates the case's spec, dumps it, generates the dump (in the spec's place) in a second copy
# of the case, and
# compares the two projects byte for byte (project.pbxproj and shared schemes). A key the dump
# leaves out, or spells so that it loads differently, shows up as a difference.
# Usage: scripts/compat-dump-roundtrip.sh [SCAFFOLD_BINARY]   (COMPAT_ONLY=a,b limits the cases; COMPAT_CASES=DIR takes another folder of cases)
set -uo pipefail
cd "$(dirname "$0")/.."
scaffold="$(cd "$(dirname "${1:-.build/debug/scaffold}")" && pwd)/$(basename "${1:-.build/debug/scaffold}")"
cases="${COMPAT_CASES:-../shared/compat/xcodegen}"
if [[ ! -d "$cases" ]]; then
    if [[ "${SCAFFOLD_SKIP_COMPAT:-}" == 1 ]]; then echo "compat-dump-roundtrip: no corpus; skipped" >&2; exit 0; fi
    echo "compat-dump-roundtrip: $cases not found beside the checkout" >&2; exit 1
fi
work="$(mktemp -d "${TMPDIR:-/tmp}/scaffold-dump-roundtrip.XXXXXX")"
trap 'rm -rf "$work"' EXIT
field() { sed -n "s/^$1: //p" "$2" | head -n 1; }
run() { (cd "$1" && shift && env -i HOME="$work/home" PATH=/usr/local/bin:/usr/bin:/bin LANG=C.UTF-8 "$scaffold" "$@"); }

failed=0; passed=0
for case_txt in $(find "$cases" -mindepth 2 -maxdepth 2 -name CASE.txt | LC_ALL=C sort); do
    src="$(dirname "$case_txt")"; name="$(basename "$src")"
    if [[ -n "${COMPAT_ONLY:-}" && ",$COMPAT_ONLY," != *",$name,"* ]]; then continue; fi
    [[ "$(field mode "$case_txt")" == "validate-only" ]] && continue
    spec="$(field spec "$case_txt")"
    for side in original dumped; do
        mkdir -p "$work/$side/$name" && cp -R "$src/." "$work/$side/$name/"
        for prep in $(sed -n 's/^prepare: //p' "$case_txt"); do
            run "$work/$side/$name" generate --quiet --spec "$prep" >/dev/null 2>&1
        done
    done
    spec_dir="$(dirname "$spec")"
    if ! run "$work/original/$name" dump --spec "$spec" > "$work/dump.yml" 2>"$work/dump.err"; then
        echo "FAIL $name: dump failed: $(head -1 "$work/dump.err")"; failed=$((failed + 1)); continue
    fi
    # The dump takes the spec's place (same name: a source folder holding the spec lists it).
    cp "$work/dump.yml" "$work/dumped/$name/$spec"
    run "$work/original/$name" generate --quiet --spec "$spec" >"$work/gen1.log" 2>&1
    if ! run "$work/dumped/$name" generate --quiet --spec "$spec" >"$work/gen2.log" 2>&1; then
        echo "FAIL $name: the dump does not generate: $(grep -m1 error "$work/gen2.log")"; failed=$((failed + 1)); continue
    fi
    differences=""
    for project in "$work/original/$name/$spec_dir"/*.xcodeproj; do
        other="$work/dumped/$name/$spec_dir/$(basename "$project")"
        differences+="$(diff -r -x '*.scaffold*' -x 'xcuserdata' "$project" "$other" 2>&1 | head -8)"
    done
    if [[ -n "$differences" ]]; then
        echo "FAIL $name: the dump generates another project:"; echo "$differences" | sed 's/^/    /'
        failed=$((failed + 1))
    else
        passed=$((passed + 1))
    fi
done
echo "compat-dump-roundtrip: $passed case(s) give the same project from their dump, $failed do not"
[[ $failed -eq 0 ]]
