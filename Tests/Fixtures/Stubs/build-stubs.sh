#!/bin/sh
# Compiles the API stubs in this folder into Swift modules in OUTDIR, so that code written
# for Apple platforms can be type-checked on Linux:
#   Tests/Fixtures/Stubs/build-stubs.sh OUTDIR
#   swiftc -typecheck -I OUTDIR ...
# Modules: Combine, SwiftUI (imports Combine), NeedleFoundation, IMVVM (imports SwiftUI, Combine).
# A module is its <Module>.swift plus any <Module>+<Topic>.swift beside it.
set -eu

if [ "$#" -ne 1 ]; then
    echo "usage: $0 OUTDIR" >&2
    exit 2
fi

stubs_dir=$(cd "$(dirname "$0")" && pwd)
out_dir=$1
mkdir -p "$out_dir"
SWIFTC=${SWIFTC:-swiftc}

# Order matters: each module may import only the ones built before it.
for module in Combine SwiftUI NeedleFoundation IMVVM; do
    "$SWIFTC" -emit-module -parse-as-library -swift-version 5 \
        -module-name "$module" \
        -I "$out_dir" \
        -emit-module-path "$out_dir/$module.swiftmodule" \
        "$stubs_dir/$module.swift" $(ls "$stubs_dir/$module"+*.swift 2>/dev/null) || {
        echo "error: failed to build the $module stub module" >&2
        exit 1
    }
done
