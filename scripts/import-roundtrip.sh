#!/usr/bin/env bash
# import-roundtrip.sh -- the `scaffold import` round trip over the corpus of hand-kept Xcode
# projects in ../shared/compat/xcodeproj/ (beside the checkout), scored like the XcodeGen kit.
#
# Usage: scripts/import-roundtrip.sh [BINARY] [--min-mean N] [--min-case N]
#   BINARY        the scaffold to test (default: .build/debug/scaffold of this checkout)
#   --min-mean N  fail when the mean match over the cases is below N % (default: MIN_MEAN)
#   --min-case N  fail when any case's match is below N % (default: MIN_CASE)
#   (and always when a case's targets, deps or packages do not match in full: WHOLE_CATEGORIES)
#
# For each case (a folder with a CASE.txt; its `project:` names the .xcodeproj, relative to
# the case folder): copy the case to a temporary folder (symlinks kept as they are, without
# expected.json); `BINARY import <project> --output Project.yml` in the project's folder;
# delete the original .xcodeproj from the copy (so that nothing of it, e.g. its shared
# schemes, is read back); `BINARY generate --spec Project.yml` there; inspect.py on the
# .xcodeproj that generate wrote; compare.py against the case's expected.json. A case that
# does not import or does not generate scores 0. Every scaffold command runs in the copy with
# the fixed environment of run.sh (env -i USER=root HOME=<tmp> PATH=/usr/local/bin:/usr/bin:/bin
# LANG=C.UTF-8), under `timeout`.
#
# Prints one line per case:
#   CASE  IMPORT  GENERATE  MATCH  SPEC/PBXPROJ  DETAIL
# IMPORT and GENERATE are `ok` or `rc=N` (`-` when not run); MATCH is compare.py's overall
# figure; SPEC/PBXPROJ the lines of the written Project.yml over those of the original
# project.pbxproj; DETAIL the first error line of the step that failed, else compare.py's
# summary (per-category figures). Then:
#   TOTAL: import X/N, generate Y/N, mean match Z%, lowest W% (case)
#
# Environment:
#   IMPORT_OUT      folder for per-case logs (import.log, generate.log, Project.yml,
#                   actual.json, report.txt); default: a new temporary folder, printed
#   IMPORT_ONLY     comma-separated case names to run (default: all)
#   IMPORT_KEEP     1: keep the case copies (under IMPORT_OUT/work)
#   IMPORT_TIMEOUT  seconds allowed per scaffold command (default 300)
#   PYTHON          interpreter for inspect.py and compare.py (default python3); it needs
#                   openstep-parser==2.0.3, which is pip-installed quietly when missing
#   SCAFFOLD_SKIP_COMPAT=1  exit 0 when the corpus is not beside the checkout
#
# Exit status: 0 when the run meets the minimums; 1 when the mean or a case is below them, or
# the corpus is missing (unless SCAFFOLD_SKIP_COMPAT=1); 2 on bad usage or a missing
# prerequisite.
set -uo pipefail

# The ratchet: raise these as the importer improves (never lower them to make CI pass).
MIN_MEAN=98.5
MIN_CASE=96
# The categories that must match in full on every case (issue 32's aim).
WHOLE_CATEGORIES="targets deps packages"

me=import-roundtrip
caller_pwd=$(pwd)
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
kit="$root/../shared/compat"
corpus="$kit/xcodeproj"
python=${PYTHON:-python3}
timeout_s=${IMPORT_TIMEOUT:-300}

usage() { sed -n '2,/^set -uo/p' "${BASH_SOURCE[0]}" | sed '$d' | sed 's/^# \{0,1\}//'; }
die_usage() { echo "$me: $*" >&2; echo "usage: scripts/import-roundtrip.sh [BINARY] [--min-mean N] [--min-case N]" >&2; exit 2; }

# --- arguments -------------------------------------------------------------------------------

binary=""
while [ $# -gt 0 ]; do
  case "$1" in
    -h|--help) usage; exit 0 ;;
    --min-mean|--min-case)
      [ $# -ge 2 ] || die_usage "$1 needs a number"
      [[ "$2" =~ ^[0-9]+(\.[0-9]+)?$ ]] || die_usage "$1: not a number: $2"
      if [ "$1" = --min-mean ]; then MIN_MEAN=$2; else MIN_CASE=$2; fi
      shift 2 ;;
    --min-mean=*|--min-case=*)
      value=${1#*=}
      [[ "$value" =~ ^[0-9]+(\.[0-9]+)?$ ]] || die_usage "${1%%=*}: not a number: $value"
      if [[ "$1" == --min-mean=* ]]; then MIN_MEAN=$value; else MIN_CASE=$value; fi
      shift ;;
    -*) die_usage "unknown option: $1" ;;
    *)
      [ -z "$binary" ] || die_usage "more than one binary: $binary, $1"
      binary=$1; shift ;;
  esac
done
[[ "$timeout_s" =~ ^[0-9]+$ ]] || die_usage "IMPORT_TIMEOUT: not a whole number of seconds: $timeout_s"

# --- prerequisites ---------------------------------------------------------------------------

# The corpus lives beside the checkout, never in it; CI always has it, so missing is a failure.
if [ ! -d "$corpus" ]; then
  if [ "${SCAFFOLD_SKIP_COMPAT:-}" = 1 ]; then
    echo "$me: $corpus not found beside the checkout; skipped (SCAFFOLD_SKIP_COMPAT=1)" >&2
    exit 0
  fi
  echo "$me: $corpus not found beside the checkout (set SCAFFOLD_SKIP_COMPAT=1 to skip on purpose)" >&2
  exit 1
fi
corpus=$(cd "$corpus" && pwd)
kit=$(cd "$kit" && pwd)
for tool in inspect.py compare.py; do
  [ -f "$kit/$tool" ] || { echo "$me: $kit/$tool not found" >&2; exit 2; }
done

# The binary: given on the command line, relative to the caller's folder (or found on PATH);
# by default this checkout's debug build.
if [ -z "$binary" ]; then
  binary="$root/.build/debug/scaffold"
elif [[ "$binary" != */* ]]; then
  found=$(command -v "$binary" 2>/dev/null) || { echo "$me: scaffold binary not found on PATH: $binary" >&2; exit 2; }
  binary=$found
elif [[ "$binary" != /* ]]; then
  binary="$caller_pwd/$binary"
fi
if [ ! -f "$binary" ] || [ ! -x "$binary" ]; then
  echo "$me: scaffold binary not found or not executable: $binary (build it, or pass BINARY)" >&2
  exit 2
fi

# inspect.py reads project.pbxproj with openstep-parser 2.0.3, as compat-ratchet.sh installs it.
command -v "$python" >/dev/null 2>&1 || { echo "$me: $python not found (set PYTHON)" >&2; exit 2; }
has_parser() {
  "$python" -c 'import importlib.metadata as m, openstep_parser, sys; sys.exit(m.version("openstep-parser") != "2.0.3")' 2>/dev/null
}
if ! has_parser; then
  "$python" -m pip install --quiet --disable-pip-version-check "openstep-parser==2.0.3" >&2
  has_parser || { echo "$me: $python lacks openstep-parser==2.0.3 and pip could not install it" >&2; exit 2; }
fi

# --- the cases -------------------------------------------------------------------------------

# field NAME FILE: the first value of "NAME: value" in a CASE.txt
field() { sed -n "s/^$1: //p" "$2" | head -n 1; }

mapfile -t case_files < <(find "$corpus" -mindepth 2 -maxdepth 2 -name CASE.txt | LC_ALL=C sort)
[ ${#case_files[@]} -gt 0 ] || { echo "$me: no CASE.txt under $corpus" >&2; exit 2; }

case_name() { local n; n=$(field case "$1"); [ -n "$n" ] || n=$(basename "$(dirname "$1")"); printf '%s' "$n"; }

# The cases to run: all, or those IMPORT_ONLY names, which must all exist (a typo would
# otherwise pass as a smaller run).
selected=()
for c in "${case_files[@]}"; do
  if [ -z "${IMPORT_ONLY:-}" ] || [[ ",$IMPORT_ONLY," == *",$(case_name "$c"),"* ]]; then selected+=("$c"); fi
done
if [ -n "${IMPORT_ONLY:-}" ]; then
  known=","
  for c in "${case_files[@]}"; do known="$known$(case_name "$c"),"; done
  IFS=, read -ra wanted <<<"$IMPORT_ONLY"
  for w in "${wanted[@]}"; do
    [ -z "$w" ] || [[ "$known" == *",$w,"* ]] || die_usage "IMPORT_ONLY: no case named $w in $corpus"
  done
fi
[ ${#selected[@]} -gt 0 ] || die_usage "IMPORT_ONLY=${IMPORT_ONLY:-} selects no case"

out=${IMPORT_OUT:-$(mktemp -d "${TMPDIR:-/tmp}/scaffold-import.XXXXXX")}
mkdir -p "$out" || { echo "$me: cannot create $out" >&2; exit 2; }
out=$(cd "$out" && pwd)
work="$out/work"
rm -rf "$work"; mkdir -p "$work/home"

# --- helpers ---------------------------------------------------------------------------------

# run_scaffold LOG CWD ARGS...: runs the binary in CWD with run.sh's fixed environment and a
# time limit; its output goes to LOG; returns its status (124 when the time ran out)
run_scaffold() {
  local log=$1 cwd=$2; shift 2
  local limit=()
  command -v timeout >/dev/null 2>&1 && limit=(timeout "$timeout_s")
  (cd "$cwd" && env -i USER=root HOME="$work/home" PATH=/usr/local/bin:/usr/bin:/bin LANG=C.UTF-8 \
    "${limit[@]}" "$binary" "$@") >"$log" 2>&1 </dev/null
}

# status RC: "ok", or "rc=N"
status() { if [ "$1" -eq 0 ]; then printf ok; else printf 'rc=%s' "$1"; fi; }

# first_error LOG RC COPY: the first `error:` line of LOG (else any line that looks like one,
# else the first non-empty line), with paths made relative to the case folder (COPY/ dropped)
# and shortened; says so when the time limit ran out
first_error() {
  local log=$1 rc=$2 copy=$3 line
  line=$(grep -m1 -E 'error:' "$log" 2>/dev/null)
  [ -n "$line" ] || line=$(grep -m1 -iE 'error|fatal|invalid|unknown|not found|cannot|failed|unsupported' "$log" 2>/dev/null)
  [ -n "$line" ] || line=$(grep -m1 -v '^[[:space:]]*$' "$log" 2>/dev/null)
  [ "$rc" -eq 124 ] && line="timed out after ${timeout_s}s${line:+; $line}"
  [ -n "$line" ] || line="exit $rc, no output"
  line=${line//"$copy/"/}
  printf '%s' "$line" | tr '\t' ' ' | cut -c1-200
}

# spec_name SPEC: the top-level `name:` of a Project.yml (quotes and a trailing comment removed)
spec_name() {
  sed -nE 's/^name:[[:space:]]*//p' "$1" 2>/dev/null | head -n 1 \
    | sed -E 's/[[:space:]]+#.*$//; s/[[:space:]]+$//; s/^"(.*)"$/\1/; s/^'"'"'(.*)'"'"'$/\1/'
}

# lines FILE: its line count, or "-" when it is absent
lines() { if [ -f "$1" ]; then wc -l <"$1" | tr -d ' '; else printf -- -; fi; }

# --- the round trip --------------------------------------------------------------------------

printf '%s\n' "scaffold: $binary" "corpus:   $corpus" "logs:     $out"
# row CASE IMPORT GENERATE MATCH SPEC/PBXPROJ DETAIL: one line of the table
row() { printf '%-27s %-7s %-9s %-6s %-13s %s\n' "$@"; }
row CASE IMPORT GENERATE MATCH SPEC/PBXPROJ DETAIL
: >"$out/report.txt"

n_cases=0; n_imported=0; n_generated=0; sum_match=0
lowest=""; lowest_case=""; below_case=(); partial=()

# round_trip CASE_TXT: runs one case; prints its line and sets IMPORT, GENERATE, MATCH
round_trip() {
  local case_txt=$1 src name project logs copy proj_dir spec orig_lines spec_lines
  src=$(dirname "$case_txt")
  name=$(case_name "$case_txt")
  project=$(field project "$case_txt")
  logs="$out/$name"; rm -rf "$logs"; mkdir -p "$logs"
  copy="$work/$name"; rm -rf "$copy"; mkdir -p "$copy"
  IMPORT="-"; GENERATE="-"; MATCH=0
  local detail="" note=""

  orig_lines=$(lines "$src/$project/project.pbxproj")
  if [ -z "$project" ] || [ ! -f "$src/$project/project.pbxproj" ]; then
    emit "$name" "-/$orig_lines" "CASE.txt names no readable project: '${project}'"
    return
  fi

  # 1. the copy: -P keeps symlinks as links; the corpus is read-only, the copy must not be
  cp -R -P "$src/." "$copy/"
  chmod -R u+w "$copy"
  rm -f "$copy/expected.json"
  proj_dir=$(dirname "$copy/$project")
  spec="$proj_dir/Project.yml"
  [ -e "$spec" ] && note="the case already holds $(basename "$spec") (import may refuse it); "

  # 2. import, in the project's folder
  run_scaffold "$logs/import.log" "$proj_dir" import "$copy/$project" --output "$spec"
  local irc=$?
  IMPORT=$(status $irc)
  [ -f "$spec" ] && cp "$spec" "$logs/Project.yml"
  spec_lines=$(lines "$spec")
  if [ $irc -ne 0 ] || [ ! -f "$spec" ]; then
    detail=$(first_error "$logs/import.log" $irc "$copy")
    [ $irc -eq 0 ] && { IMPORT="rc=0*"; detail="exit 0 but no $(basename "$spec") written; $detail"; }
    emit "$name" "$spec_lines/$orig_lines" "$note$detail"
    return
  fi

  # 3. generate from the spec alone: the original project goes first
  rm -rf "${copy:?}/${project:?}"
  local before
  before=$(cd "$proj_dir" && ls -d ./*.xcodeproj 2>/dev/null)
  run_scaffold "$logs/generate.log" "$proj_dir" generate --spec Project.yml
  local grc=$?
  GENERATE=$(status $grc)
  if [ $grc -ne 0 ]; then
    emit "$name" "$spec_lines/$orig_lines" "$note$(first_error "$logs/generate.log" $grc "$copy")"
    return
  fi

  # the project generate wrote: <name>.xcodeproj beside the spec, else any new .xcodeproj there
  local wanted proj="" p
  wanted=$(spec_name "$spec")
  if [ -n "$wanted" ] && [ -f "$proj_dir/$wanted.xcodeproj/project.pbxproj" ]; then
    proj="$proj_dir/$wanted.xcodeproj"
  else
    for p in "$proj_dir"/*.xcodeproj; do
      [ -f "$p/project.pbxproj" ] || continue
      printf '%s\n' "$before" | grep -qxF "./$(basename "$p")" && continue
      proj=$p; break
    done
  fi
  if [ -z "$proj" ]; then
    GENERATE="rc=0*"
    emit "$name" "$spec_lines/$orig_lines" "${note}exit 0 but no new .xcodeproj beside the spec (name: '${wanted}')"
    return
  fi
  [ "$(basename "$proj")" = "$(basename "$project")" ] \
    || note="${note}wrote $(basename "$proj"), the original is $(basename "$project"); "

  # 4. score: inspect.py on the written project, compare.py against expected.json
  if ! "$python" "$kit/inspect.py" --pretty "$proj" >"$logs/actual.json" 2>"$logs/inspect.log"; then
    emit "$name" "$spec_lines/$orig_lines" "${note}inspect.py cannot read $(basename "$proj"): $(head -n 1 "$logs/inspect.log" | cut -c1-150)"
    return
  fi
  "$python" "$kit/compare.py" --name "$name" "$src/expected.json" "$logs/actual.json" >"$logs/report.txt" 2>&1
  local summary pct
  summary=$(tail -n 1 "$logs/report.txt")
  pct=$(printf '%s' "$summary" | sed -nE 's/.*overall ([0-9]+)%.*/\1/p')
  if [ -z "$pct" ]; then
    emit "$name" "$spec_lines/$orig_lines" "${note}compare.py gave no score: $(head -n 1 "$logs/report.txt" | cut -c1-150)"
    return
  fi
  MATCH=$pct
  local category counts
  for category in $WHOLE_CATEGORIES; do
    counts=$(printf '%s' "$summary" | sed -nE "s/.* $category ([0-9]+)\/([0-9]+),.*/\1 \2/p")
    # A category compare.py no longer reports counts as not matching: the check must not pass unseen.
    if [ -z "$counts" ]; then partial+=("$name $category (not in compare.py's summary)")
    elif [ "${counts% *}" != "${counts#* }" ]; then partial+=("$name $category ${counts/ //}"); fi
  done
  emit "$name" "$spec_lines/$orig_lines" "${note}${summary#"$name: "}"
}

# emit NAME LINES DETAIL: the case's line, on stdout and in the report
emit() {
  row "$1" "$IMPORT" "$GENERATE" "$MATCH%" "$2" "$3" | tee -a "$out/report.txt" | tee "$out/$1/summary.txt"
}

for case_txt in "${selected[@]}"; do
  name=$(case_name "$case_txt")
  round_trip "$case_txt"
  n_cases=$((n_cases + 1))
  [ "$IMPORT" = ok ] && n_imported=$((n_imported + 1))
  [ "$GENERATE" = ok ] && n_generated=$((n_generated + 1))
  sum_match=$((sum_match + MATCH))
  if [ -z "$lowest" ] || [ "$MATCH" -lt "$lowest" ]; then lowest=$MATCH; lowest_case=$name; fi
  awk -v m="$MATCH" -v t="$MIN_CASE" 'BEGIN { exit !(m < t) }' && below_case+=("$name $MATCH%")
  [ "${IMPORT_KEEP:-0}" = 1 ] || rm -rf "${work:?}/${name:?}"
done

# --- totals and the ratchet ------------------------------------------------------------------

mean=$(awk -v s=$sum_match -v n=$n_cases 'BEGIN { printf "%.1f", s / n }')
echo
echo "TOTAL: import $n_imported/$n_cases, generate $n_generated/$n_cases, mean match $mean%, lowest $lowest% ($lowest_case)" \
  | tee -a "$out/report.txt"
echo "logs: $out"
[ "${IMPORT_KEEP:-0}" = 1 ] || rm -rf "$work"

failed=0
if awk -v m="$mean" -v t="$MIN_MEAN" 'BEGIN { exit !(m < t) }'; then
  echo "$me: mean match $mean% is below the minimum $MIN_MEAN% (MIN_MEAN)" >&2
  failed=1
fi
if [ ${#partial[@]} -gt 0 ]; then
  echo "$me: ${#partial[@]} categor(ies) that must match in full do not ($WHOLE_CATEGORIES): $(IFS=,; list="${partial[*]}"; echo "${list//,/, }")" >&2
  failed=1
fi
if [ ${#below_case[@]} -gt 0 ]; then
  echo "$me: ${#below_case[@]} case(s) below the minimum $MIN_CASE% (MIN_CASE): $(IFS=,; list="${below_case[*]}"; echo "${list//,/, }")" >&2
  failed=1
fi
[ $failed -eq 0 ] && echo "$me: mean $mean% (at least $MIN_MEAN%), every case at least $MIN_CASE%, $WHOLE_CATEGORIES in full"
exit $failed
