#!/usr/bin/env bash
# Fuzzes one reader of untrusted text with libFuzzer and AddressSanitizer:
#
#   scripts/fuzz.sh manifest   [seconds]   # the manifest loader (YAML, include:, ${VAR}, decoding)
#   scripts/fuzz.sh openstep   [seconds]   # the OpenStep reader of a referenced project.pbxproj
#   scripts/fuzz.sh sourcescan [seconds]   # check di's Swift source scan (swift-syntax, the DI graph)
#   scripts/fuzz.sh template   [seconds]   # template rendering (Stencil, include/extends, filters)
#   scripts/fuzz.sh graphql    [seconds]   # the GraphQL check (parser, nesting guard, schema builder, rules)
#   scripts/fuzz.sh xcscheme   [seconds]   # scaffold import's XML reader and scheme reading (.xcscheme)
#
# Default 600 seconds; exits non-zero on a crash. Builds Fuzz/ScaffoldFuzz (one harness per kind,
# chosen by SCAFFOLD_FUZZ_KIND) into .build-fuzz (never touching .build), seeded with the
# repository's own inputs of that kind and Fuzz/seeds/<kind> (inputs that once found a bug). New
# inputs that reach new code collect in .build-fuzz/corpus-<kind>; a crash is saved as
# .build-fuzz/crashes/<kind>-crash-<sha1>, which
# `SCAFFOLD_FUZZ_KIND=<kind> .build-fuzz/debug/ScaffoldFuzz <file>` replays.
set -euo pipefail
cd "$(dirname "$0")/.."
kind="${1:?usage: scripts/fuzz.sh manifest|openstep|sourcescan|template|graphql|xcscheme [seconds]}"
seconds="${2:-600}"

seeds=".build-fuzz/seeds-$kind"
rm -rf "$seeds"
mkdir -p "$seeds" ".build-fuzz/corpus-$kind" .build-fuzz/crashes
# Copies the files under the folders before `--` whose names match a pattern after it into the
# seed folder, each named by its path.
seed() {
    local folders=() names=()
    while [[ "$1" != "--" ]]; do folders+=("$1"); shift; done
    shift
    for pattern in "$@"; do names+=(-o -name "$pattern"); done
    find "${folders[@]}" -type f \( -false "${names[@]}" \) -print0 |
        while IFS= read -r -d '' file; do cp "$file" "$seeds/$(printf '%s' "$file" | tr '/' '_')"; done
}
dictionary=()
case "$kind" in
    manifest)
        max_len=16384
        seed Project.yml Example Tests/Fixtures Templates -- '*.yml' '*.yaml'
        dictionary=(-dict=Fuzz/manifest.dict) ;;
    openstep)
        max_len=65536
        seed Tests/Fixtures -- '*.pbxproj'
        # Other people's projects, read in place when the compat corpus is beside the checkout.
        if [[ -d ../shared/compat/xcodeproj ]]; then seed ../shared/compat/xcodeproj -- '*.pbxproj'; fi ;;
    sourcescan)
        max_len=16384
        seed Example Tests/Fixtures/DependencyCheck -- '*.swift' ;;
    template)
        max_len=8192
        seed Templates Tests/Fixtures/Templates Tests/Fixtures/TuistTemplates -- '*.stencil' ;;
    graphql)
        max_len=8192
        seed Example Tests/Fixtures/GraphQL Templates -- '*.graphql' '*.graphqls' '*.graphql.stencil' ;;
    xcscheme)
        max_len=16384
        seed Tests/Fixtures -- '*.xcscheme'
        # Other people's schemes, read in place when the compat corpus is beside the checkout.
        if [[ -d ../shared/compat/xcodeproj ]]; then seed ../shared/compat/xcodeproj -- '*.xcscheme'; fi ;;
    *) echo "fuzz.sh: unknown kind '$kind' (manifest, openstep, sourcescan, template, graphql, xcscheme)" >&2; exit 2 ;;
esac
[[ -d "Fuzz/seeds/$kind" ]] && cp Fuzz/seeds/"$kind"/* "$seeds/" 2>/dev/null || true

# A debug build: the optimizer hides some out-of-bounds reads from ASan (a whole `dirent`
# copied where only its name is used), and debug builds keep them. It also lets the OpenStep
# harness reach the reader with @testable import.
# The coverage is named explicitly: swiftc given -sanitize=fuzzer together with
# -sanitize=address instruments no Swift code for coverage (only the C of LibYAML and
# BoringSSL was), which left libFuzzer blind to everything scaffold itself does.
SCAFFOLD_FUZZ=1 swift build -c debug --build-path .build-fuzz --product ScaffoldFuzz \
    --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp

# A timeout or a leak is a finding too; -rss_limit_mb bounds what one input may make scaffold
# allocate (an input that needs more is itself a bug).
SCAFFOLD_FUZZ_KIND="$kind" ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}" .build-fuzz/debug/ScaffoldFuzz \
    -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 -max_len="$max_len" \
    ${dictionary[@]+"${dictionary[@]}"} -artifact_prefix=".build-fuzz/crashes/$kind-" -print_final_stats=1 \
    ".build-fuzz/corpus-$kind" "$seeds"
