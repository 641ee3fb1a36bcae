#!/usr/bin/env bash
# One command: build audit-bench in release mode and time a layout audit of typical screens (a
# sign-up form and two seed scenes) over 50 devices × portrait and landscape × 12 text sizes:
# one JSON line per screen on standard output, machine information on standard error.
#
#   Benchmarks/run-audit-bench.sh                      # every screen, light only (1,200 each)
#   Benchmarks/run-audit-bench.sh --dark               # light and dark (2,400 each)
#   Benchmarks/run-audit-bench.sh --screen form --repeat 5
#
# Arguments are passed to audit-bench (see `.build/release/audit-bench --help`).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(dirname "$here")"

(cd "$repo" && swift build -c release --product audit-bench >&2)

exec "$repo/.build/release/audit-bench" "$@"
