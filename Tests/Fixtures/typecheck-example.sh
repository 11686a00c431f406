#!/bin/sh
# Type-checks the Example app on any platform with a Swift toolchain:
#   1. builds the API stubs (SwiftUI, Combine, NeedleFoundation, IMVVM) into a temp dir,
#   2. runs Example/Scripts/generate-graphql.sh into that temp dir (the tree is not touched),
#   3. type-checks Example/App + Example/Features + the NeedleGenerated.swift stand-in, as the
#      ExampleApp module, in the Debug (-D DEBUG, previews included) and Release configurations,
#   4. type-checks Example/Tests against an -enable-testing ExampleApp module (needs XCTest).
# Usage: Tests/Fixtures/typecheck-example.sh   (from anywhere; SWIFTC, SWIFT_VERSIONS="5 6" optional)
# Exits non-zero on the first failure.
set -eu

root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
SWIFTC=${SWIFTC:-swiftc}
export SWIFTC

tmp=$(mktemp -d "${TMPDIR:-/tmp}/typecheck-example.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
trap 'rm -rf "$tmp"; exit 1' INT TERM

fail() {
    printf 'typecheck-example: %s\n' "$*" >&2
    exit 1
}

Tests/Fixtures/Stubs/build-stubs.sh "$tmp/stubs" || fail "building the API stubs failed"

GQL_OUTPUT="$tmp/Generated/GraphQLOperations.swift" sh Example/Scripts/generate-graphql.sh >/dev/null ||
    fail "Example/Scripts/generate-graphql.sh failed"

# The sources, one per line (a checked-out Example/App/Generated is left out: its files come from $tmp).
find Example/App Example/Features -name '*.swift' ! -path 'Example/App/Generated/*' | LC_ALL=C sort > "$tmp/sources"
set --
while IFS= read -r source; do
    set -- "$@" "$source"
done < "$tmp/sources"
set -- "$@" "$tmp/Generated/GraphQLOperations.swift" Tests/Fixtures/ExampleGenerated/NeedleGenerated.swift

for version in ${SWIFT_VERSIONS:-5}; do
    for config in Debug Release; do
        if [ "$config" = Debug ]; then defines="-D DEBUG"; else defines=""; fi
        printf 'type-checking ExampleApp (%s, Swift %s): %s files\n' "$config" "$version" "$#"
        # shellcheck disable=SC2086 # $defines is empty or one flag and its argument
        "$SWIFTC" -typecheck -parse-as-library -swift-version "$version" $defines \
            -I "$tmp/stubs" -module-name ExampleApp "$@" ||
            fail "ExampleApp does not type-check ($config, Swift $version)"
    done
done

printf 'type-checking ExampleAppTests\n'
mkdir -p "$tmp/app"
"$SWIFTC" -emit-module -enable-testing -parse-as-library -swift-version 5 -D DEBUG \
    -I "$tmp/stubs" -module-name ExampleApp -emit-module-path "$tmp/app/ExampleApp.swiftmodule" "$@" ||
    fail "emitting the ExampleApp module failed"
find Example/Tests -name '*.swift' | LC_ALL=C sort > "$tmp/tests"
set --
while IFS= read -r source; do
    set -- "$@" "$source"
done < "$tmp/tests"
"$SWIFTC" -typecheck -swift-version 5 -I "$tmp/stubs" -I "$tmp/app" -module-name ExampleAppTests "$@" ||
    fail "Example/Tests does not type-check"

printf 'ok: the Example app type-checks\n'
