#!/usr/bin/env bash
# Builds scaffold's release binary the way it is installed (scripts/install.sh) and timed
# (Benchmarks/), then prints its path. Extra arguments go to `swift build`.
#
# On Linux, three link-time choices cut start-up and memory; none changes what the code does:
# - the Swift runtime and Foundation are linked in (--static-swift-stdlib): no loading and
#   relocating of libFoundation and ICU at every start;
# - every function gets its own section and lld lays out the functions a run calls
#   (scripts/scaffold.order, written by scripts/order-file.py) next to each other, so a run
#   maps a few megabytes of code instead of most of the 25 MB text (the kernel maps a binary's
#   code 64 KB around each first touch);
# - with glibc 2.36 or later, relative relocations are packed (-z pack-relative-relocs): the
#   2.9 MB relocation table the loader reads at each start shrinks to a few kilobytes. The
#   binary stays position-independent (ASLR).
# - no symbol is exported (scripts/scaffold.exports): nothing loads symbols from the tool, and its
#   dynamic symbol table (the public API of swift-syntax and every other module) was 5 MB;
# - C sources name their files relative to the checkout (-ffile-prefix-map), so a C assertion
#   never prints a path of the machine the tool was built on (scripts/check-build-paths.sh).
# Without lld in the toolchain the binary is linked as before, unordered.
set -euo pipefail
cd "$(dirname "$0")/.."

flags=(-c release --product scaffold)
if [ "$(uname -s)" = Linux ]; then
    flags+=(--static-swift-stdlib -Xswiftc -Xfrontend -Xswiftc -function-sections -Xcc "-ffile-prefix-map=$PWD/="
            -Xlinker "--version-script=$PWD/scripts/scaffold.exports")
    toolchain="$(dirname "$(readlink -f "$(command -v swiftc)")")"
    if [ -x "$toolchain/ld.lld" ]; then
        flags+=(-Xswiftc -use-ld=lld
                -Xlinker "--symbol-ordering-file=$PWD/scripts/scaffold.order" -Xlinker --no-warn-symbol-ordering)
        glibc="$(getconf GNU_LIBC_VERSION 2>/dev/null | awk '{print $2}')"
        if [ -n "$glibc" ] && [ "$(printf '%s\n' 2.36 "$glibc" | sort -V | head -n1)" = 2.36 ]; then
            flags+=(-Xlinker -z -Xlinker pack-relative-relocs)
        fi
    fi
fi
swift build "${flags[@]}" "$@" >&2
echo "$(swift build "${flags[@]}" --show-bin-path)/scaffold"
