#!/usr/bin/env bash
# Fuzzes the manifest loader: libFuzzer with AddressSanitizer, seeded with every manifest of the
# repository (Project.yml, the Example's module.yml files, the test fixtures, the templates) and
# Fuzz/seeds (inputs that once found a bug).
#
#   scripts/fuzz-manifest.sh [seconds]     # default 600; exits non-zero on a crash
#
# Builds Fuzz/ManifestFuzz into .build-fuzz (never touching .build). New inputs that reach new
# code collect in .build-fuzz/corpus; a crash is saved as .build-fuzz/crashes/crash-<sha1>, which
# `.build-fuzz/debug/ManifestFuzz <file>` replays.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"

# A debug build: the optimizer hides some out-of-bounds reads from ASan (a whole `dirent`
# copied where only its name is used), and debug builds keep them.
SCAFFOLD_FUZZ=1 swift build -c debug --build-path .build-fuzz --product ManifestFuzz \
    --sanitize=fuzzer --sanitize=address

seeds=.build-fuzz/seeds
rm -rf "$seeds"
mkdir -p "$seeds" .build-fuzz/corpus .build-fuzz/crashes
find Project.yml Example Tests/Fixtures Templates Fuzz/seeds -type f \( -name '*.yml' -o -name '*.yaml' \) -print0 |
    while IFS= read -r -d '' file; do cp "$file" "$seeds/$(printf '%s' "$file" | tr '/' '_')"; done

# A timeout or a leak is a finding too; -rss_limit_mb bounds what one input may make scaffold
# allocate (a manifest that needs more is itself a bug).
ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}" .build-fuzz/debug/ManifestFuzz \
    -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 -max_len=16384 \
    -dict=Fuzz/manifest.dict -artifact_prefix=.build-fuzz/crashes/ -print_final_stats=1 \
    .build-fuzz/corpus "$seeds"
