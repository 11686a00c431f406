#!/bin/sh
# Type-checks the Example app, as it is on disk, on any platform with a Swift toolchain:
#   1. builds the API stubs (SwiftUI, Combine, NeedleFoundation, IMVVM) into a temp dir,
#   2. emits each feature module (Example/Features/<F>/Sources/<M>, a local package's or a
#      framework's sources) as the module <M>, Debug (-D DEBUG, -enable-testing) and Release,
#   3. type-checks Example/App + Example/Features (less every module's Sources/, Tests/ and
#      Package.swift) + the NeedleGenerated.swift and GraphQLAPI.swift the needle and graphql
#      steps wrote, as the ExampleApp module against those modules, in Debug (previews
#      included) and Release,
#   4. type-checks the app's tests (Example/Tests, and Example/Features/<F>/Tests/<X>Tests of a
#      feature in the app) against an -enable-testing ExampleApp module, and each module's
#      Example/Features/<F>/Tests/<M>Tests against its module (needs XCTest/Testing).
# Usage: Tests/Fixtures/typecheck-example.sh [PROJECT_ROOT]
#   PROJECT_ROOT holds Project.yml and Example/ (default: this repository's root); run
#   `scaffold prebuild` there first: it writes Example/App/Generated/NeedleGenerated.swift and
#   Example/App/Generated/GraphQLAPI.swift.
#   SWIFTC and SWIFT_VERSIONS="5 6" are optional. Modules are emitted in name order, so a
#   module may import only feature modules whose names sort before its own.
# Exits non-zero on the first failure.
set -eu

fixtures=$(cd "$(dirname "$0")" && pwd)
root=$(cd "${1:-$fixtures/../..}" && pwd) || {
    printf 'typecheck-example: no folder %s\n' "$1" >&2
    exit 1
}
cd "$root"
SWIFTC=${SWIFTC:-swiftc}
export SWIFTC

fail() {
    printf 'typecheck-example: %s\n' "$*" >&2
    exit 1
}

needle=Example/App/Generated/NeedleGenerated.swift
graphql=Example/App/Generated/GraphQLAPI.swift
[ -f "$needle" ] || fail "$root/$needle is missing: run \`scaffold prebuild\` in $root first (its needle step writes it)"
[ -f "$graphql" ] || fail "$root/$graphql is missing: run \`scaffold prebuild\` in $root first (its graphql step writes it)"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/typecheck-example.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
trap 'rm -rf "$tmp"; exit 1' INT TERM

"$fixtures/Stubs/build-stubs.sh" "$tmp/stubs" || fail "building the API stubs failed"

# The feature modules, one Example/Features/<F>/Sources/<M> folder per line.
find Example/Features -path 'Example/Features/*/Sources/*' -prune -type d | LC_ALL=C sort > "$tmp/module-folders"

# Emits the module whose sources are in the folder $1 into $tmp/modules/$2 (Debug, with
# -enable-testing, or Release), in the Swift language mode $3.
emit_module() {
    module_folder=$1 module_config=$2 module_version=$3
    module=$(basename "$module_folder")
    find "$module_folder" -name '*.swift' | LC_ALL=C sort > "$tmp/module-sources"
    [ -s "$tmp/module-sources" ] || fail "$module_folder holds no Swift file"
    mkdir -p "$tmp/modules/$module_config"
    if [ "$module_config" = Debug ]; then flags="-D DEBUG -enable-testing"; else flags=""; fi
    set --
    while IFS= read -r source; do set -- "$@" "$source"; done < "$tmp/module-sources"
    printf 'emitting %s (%s, Swift %s): %s files\n' "$module" "$module_config" "$module_version" "$#"
    # shellcheck disable=SC2086 # $flags is empty or whole flags
    "$SWIFTC" -emit-module -parse-as-library -swift-version "$module_version" $flags \
        -I "$tmp/stubs" -I "$tmp/modules/$module_config" -module-name "$module" \
        -emit-module-path "$tmp/modules/$module_config/$module.swiftmodule" "$@" ||
        fail "the module $module ($module_folder) does not type-check ($module_config, Swift $module_version)"
}

# The app's sources, one per line: Example/App/Generated is left out (the files the steps wrote
# are added below, a placeholder is not), and so is every module.
find Example/App Example/Features -name '*.swift' ! -path 'Example/App/Generated/*' \
    ! -path 'Example/Features/*/Sources/*' ! -path 'Example/Features/*/Tests/*' \
    ! -path 'Example/Features/*/Package.swift' | LC_ALL=C sort > "$tmp/sources"
set --
while IFS= read -r source; do
    set -- "$@" "$source"
done < "$tmp/sources"
set -- "$@" "$graphql" "$needle"

for version in ${SWIFT_VERSIONS:-5}; do
    for config in Debug Release; do
        rm -rf "$tmp/modules/$config"
        while IFS= read -r folder; do
            emit_module "$folder" "$config" "$version"
        done < "$tmp/module-folders"
        if [ "$config" = Debug ]; then defines="-D DEBUG"; else defines=""; fi
        printf 'type-checking ExampleApp (%s, Swift %s): %s files\n' "$config" "$version" "$#"
        # shellcheck disable=SC2086 # $defines is empty or one flag and its argument
        "$SWIFTC" -typecheck -parse-as-library -swift-version "$version" $defines \
            -I "$tmp/stubs" -I "$tmp/modules/$config" -module-name ExampleApp "$@" ||
            fail "ExampleApp does not type-check ($config, Swift $version)"
    done
done

# Type-checks the test files listed in $1 as the module $2, against the modules in $tmp/app
# and $tmp/modules/Debug (both -enable-testing).
typecheck_tests() {
    tests_list=$1 tests_module=$2
    set --
    while IFS= read -r source; do set -- "$@" "$source"; done < "$tests_list"
    [ "$#" -gt 0 ] || return 0
    printf 'type-checking %s: %s files\n' "$tests_module" "$#"
    "$SWIFTC" -typecheck -parse-as-library -swift-version 5 -I "$tmp/stubs" -I "$tmp/app" \
        -I "$tmp/modules/Debug" -module-name "$tests_module" "$@" ||
        fail "the tests $tests_module do not type-check"
}

mkdir -p "$tmp/app"
"$SWIFTC" -emit-module -enable-testing -parse-as-library -swift-version 5 -D DEBUG \
    -I "$tmp/stubs" -I "$tmp/modules/Debug" -module-name ExampleApp \
    -emit-module-path "$tmp/app/ExampleApp.swiftmodule" "$@" ||
    fail "emitting the ExampleApp module failed"

# A feature's tests are in Example/Features/<F>/Tests/<X>Tests: a module's own tests when
# Example/Features/<F>/Sources/<X> is a module, else tests of the app (as Example/Tests are).
find Example/Tests -name '*.swift' > "$tmp/tests"
find Example/Features -path 'Example/Features/*/Tests/*' -prune -type d | LC_ALL=C sort > "$tmp/test-folders"
: > "$tmp/module-test-folders"
while IFS= read -r folder; do
    name=$(basename "$folder" Tests)
    if [ -d "$(dirname "$(dirname "$folder")")/Sources/$name" ]; then
        printf '%s\n' "$folder" >> "$tmp/module-test-folders"
    else
        find "$folder" -name '*.swift' >> "$tmp/tests"
    fi
done < "$tmp/test-folders"
LC_ALL=C sort -o "$tmp/tests" "$tmp/tests"
typecheck_tests "$tmp/tests" ExampleAppTests
while IFS= read -r folder; do
    find "$folder" -name '*.swift' | LC_ALL=C sort > "$tmp/module-tests"
    typecheck_tests "$tmp/module-tests" "$(basename "$folder")"
done < "$tmp/module-test-folders"

printf 'ok: the Example app type-checks\n'
