#!/usr/bin/env bash
# Runs every command of README.md, as a new reader would, and fails when one fails — so the
# README cannot drift from the tool.
#
# Every ```sh block of the README runs, in order, in one bash session (`set -euo pipefail`) at
# the repository root, with HOME set to a fresh temporary folder (the README installs into
# ~/.local). A block is left out only when the line just above it says so, visibly:
#   <!-- readme-commands: skip (reason) -->           cannot run here (package managers, network);
#                                                      at most MAX_SKIPPED such blocks
#   <!-- readme-commands: run by .ci/run (reason) --> each of its commands must be a line of .ci/run
# Any other fenced block that looks like commands (```bash, ```shell, ```console, or no language)
# is an error: commands go in ```sh blocks.
#
# The README's commands change the Example (a new feature, generated files). Files that were
# clean before the run are put back afterwards (`git checkout`, new files removed); files that
# were already changed are never touched. What git ignores (Example.xcodeproj, .scaffold/) stays as
# the commands left it: `scaffold generate` makes the project match the Example again.
#
# Usage: scripts/readme-commands.sh [--list]   (--list prints the blocks and what happens to each)
set -euo pipefail
cd "$(dirname "$0")/.."

MAX_SKIPPED=1
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 - "$MAX_SKIPPED" "$work/commands.sh" "${1:-}" <<'PY'
import re
import sys

max_skipped, script_path, mode = int(sys.argv[1]), sys.argv[2], sys.argv[3]
lines = open("README.md", encoding="utf-8").read().split("\n")
ci = {line.strip() for line in open(".ci/run", encoding="utf-8").read().split("\n")}
marker = re.compile(r"^<!-- readme-commands: (skip|run by \.ci/run) \((.+)\) -->$")
problems, skipped, blocks = [], [], []
i = 0
while i < len(lines):
    fence = re.match(r"^```(\S*)\s*$", lines[i])
    if not fence:
        if lines[i].startswith("<!-- readme-commands:") and not marker.match(lines[i].strip()):
            problems.append(f"README.md:{i + 1}: unknown readme-commands marker: {lines[i]}")
        i += 1
        continue
    language, start = fence.group(1), i + 1
    end = start
    while end < len(lines) and lines[end].strip() != "```":
        end += 1
    body = lines[start:end]
    above = next((lines[k].strip() for k in range(i - 1, -1, -1) if lines[k].strip()), "")
    found = marker.match(above)
    if language in ("bash", "shell", "console", "zsh", ""):
        problems.append(f"README.md:{i + 1}: a ```{language} block: write commands in a ```sh block")
    elif language == "sh":
        commands = [line for line in body if line.strip() and not line.strip().startswith("#")]
        if found and found.group(1) == "skip":
            skipped.append(f"README.md:{i + 1}: skipped ({found.group(2)})")
        elif found:
            for command in commands:
                if command.split(" #")[0].strip() not in ci:
                    problems.append(f"README.md:{start + 1}: '{command.strip()}' is marked as run by .ci/run, which does not run it")
            if mode == "--list":
                print(f"README.md:{i + 1}: run by .ci/run ({found.group(2)})")
        else:
            blocks.append((i + 1, body))
            if mode == "--list":
                print(f"README.md:{i + 1}: runs {len(commands)} command(s)")
    i = end + 1
for line in skipped:
    print(line)
if len(skipped) > max_skipped:
    problems.append(f"{len(skipped)} blocks are skipped, more than {max_skipped}: run them, or mark them run by .ci/run")
if not blocks:
    problems.append("README.md has no ```sh block to run")
if problems:
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    sys.exit(1)
with open(script_path, "w", encoding="utf-8") as script:
    script.write("set -euo pipefail\n")
    for line_number, body in blocks:
        script.write(f"echo '--- README.md:{line_number}' >&2\n")
        script.write("set -x\n" + "\n".join(body) + "\n{ set +x; } 2>/dev/null\n")
PY
[ "${1:-}" = --list ] && exit 0

# What was already changed before the run is left alone afterwards.
before="$work/before"
git status --porcelain --untracked-files=all > "$before"
find . -path ./.build -prune -o -path ./.git -prune -o -type d -print | sort > "$work/folders"
restore() {
    git status --porcelain --untracked-files=all | while IFS= read -r entry; do
        path="${entry:3}"
        cut -c4- "$before" | grep -qxF -- "$path" && continue
        case "$entry" in
            "??"*) rm -f -- "$path" ;;
            *) git checkout -q -- "$path" ;;
        esac
    done
    # Folders the run created, deepest first, if nothing is left in them.
    find . -path ./.build -prune -o -path ./.git -prune -o -type d -print | sort | comm -13 "$work/folders" - | sort -r |
        while IFS= read -r folder; do rmdir -- "$folder" 2>/dev/null || true; done
    rm -rf "$work"
}
trap restore EXIT

mkdir -p "$work/home"
HOME="$work/home" bash "$work/commands.sh"
echo "every command of README.md ran"
