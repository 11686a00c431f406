#!/usr/bin/env bash
# The manifest loader under libFuzzer: `scripts/fuzz.sh manifest [seconds]` (kept for the
# commands and notes that name this script).
exec "$(dirname "$0")/fuzz.sh" manifest "$@"
