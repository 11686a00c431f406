#!/usr/bin/env bash
# Builds scaffold and installs it under a prefix:
#   PREFIX/bin/scaffold                            the tool, stripped (its symbols stay in the
#                                                  build folder: scaffold.debug, see below)
#   PREFIX/bin/scaffold_BuiltinTemplates.resources its built-in templates (read beside the binary)
#   PREFIX/lib/scaffold/                           ProjectDescription (library and module), which
#                                                  Project.swift manifests compile against
#   PREFIX/share/man/man1/scaffold.1               the manual page (docs/scaffold.1, made by
#                                                  scripts/man-page.sh from the command line)
#   PREFIX/share/bash-completion/completions/scaffold, PREFIX/share/zsh/site-functions/_scaffold,
#   PREFIX/share/fish/vendor_completions.d/scaffold.fish   shell completions
# Everything is found relative to the binary, so the prefix can be anywhere (~/.local, a
# mise/asdf install folder, a Homebrew keg).
#
# Usage: scripts/install.sh [PREFIX] [-c debug|release] [--debug-symbols] [--disable-sandbox]
#   (default: /usr/local, release; --debug-symbols also installs PREFIX/lib/scaffold/scaffold.debug;
#   --disable-sandbox is passed to swift build, for package managers that sandbox the build)
set -euo pipefail
cd "$(dirname "$0")/.."

prefix="${PREFIX:-/usr/local}"
configuration=release
debug_symbols=0
swift_flags=()
while [ $# -gt 0 ]; do
    case "$1" in
        -c) configuration="$2"; shift 2 ;;
        --debug-symbols) debug_symbols=1; shift ;;
        --disable-sandbox) swift_flags+=(--disable-sandbox); shift ;;
        *) prefix="$1"; shift ;;
    esac
done

# A release build of the tool is linked as scripts/build-release.sh says (on Linux: the Swift
# runtime inside, hot functions together). ProjectDescription is linked into manifests built with
# the toolchain's own runtime, so it never links the runtime in.
swift build -c "$configuration" --product ProjectDescription ${swift_flags[@]+"${swift_flags[@]}"}
if [ "$configuration" = release ]; then
    tool="$(scripts/build-release.sh ${swift_flags[@]+"${swift_flags[@]}"})"
else
    swift build -c "$configuration" --product scaffold ${swift_flags[@]+"${swift_flags[@]}"}
    tool="$(swift build -c "$configuration" --show-bin-path)/scaffold"
fi
bin="$(swift build -c "$configuration" --show-bin-path)"
case "$(uname -s)" in
    Darwin) library=libProjectDescription.dylib ;;
    *) library=libProjectDescription.so ;;
esac
modules="$bin/Modules"
[ -e "$modules/ProjectDescription.swiftmodule" ] || modules="$bin"

mkdir -p "$prefix/bin" "$prefix/lib/scaffold" "$prefix/share/man/man1" "$prefix/share/bash-completion/completions" \
    "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d"
rm -f "$prefix/bin/scaffold"
# A release binary is installed without its debug information and symbol table (most of its
# size); on Linux they are kept apart in the build folder, linked by name (.gnu_debuglink) so a
# debugger finds them when they are put beside the binary.
if [ "$configuration" = release ] && command -v objcopy >/dev/null; then
    objcopy --only-keep-debug "$tool" "$bin/scaffold.debug"
    objcopy --strip-all --add-gnu-debuglink="$bin/scaffold.debug" "$tool" "$prefix/bin/scaffold"
    [ "$debug_symbols" = 0 ] || cp "$bin/scaffold.debug" "$prefix/lib/scaffold/scaffold.debug"
elif [ "$configuration" = release ] && command -v strip >/dev/null; then
    cp "$tool" "$prefix/bin/scaffold"
    strip -x "$prefix/bin/scaffold"
else
    cp "$tool" "$prefix/bin/scaffold"
fi
rm -rf "$prefix/bin/scaffold_BuiltinTemplates.resources" "$prefix/lib/scaffold/ProjectDescription.swiftmodule"
cp -R "$bin/scaffold_BuiltinTemplates.resources" "$prefix/bin/"
cp "$bin/$library" "$prefix/lib/scaffold/"
# Its debug information too (manifests link it; its symbols stay).
if [ "$configuration" = release ] && command -v objcopy >/dev/null; then
    objcopy --strip-debug "$prefix/lib/scaffold/$library"
fi
for file in "$modules"/ProjectDescription.swift*; do
    cp -R "$file" "$prefix/lib/scaffold/"
done

# The manual page (committed; CI checks it against the command line) and the shell completions,
# made by the installed binary from its own command-line interface (ArgumentParser).
cp docs/scaffold.1 "$prefix/share/man/man1/scaffold.1"
"$prefix/bin/scaffold" --generate-completion-script bash > "$prefix/share/bash-completion/completions/scaffold"
"$prefix/bin/scaffold" --generate-completion-script zsh > "$prefix/share/zsh/site-functions/_scaffold"
"$prefix/bin/scaffold" --generate-completion-script fish > "$prefix/share/fish/vendor_completions.d/scaffold.fish"
echo "installed scaffold $("$prefix/bin/scaffold" --version) in $prefix/bin, ProjectDescription in $prefix/lib/scaffold," \
    "the manual in $prefix/share/man/man1 and completions for bash, zsh and fish in $prefix/share"
