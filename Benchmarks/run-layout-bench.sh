#!/usr/bin/env bash
# One command: build layout-bench in release mode and run every scene (or the scenes named with
# --scene), one JSON line per scene on standard output, machine information on standard error.
#
#   Benchmarks/run-layout-bench.sh                         # every scene, default budget (2 s)
#   Benchmarks/run-layout-bench.sh --budget 10             # steadier medians
#   Benchmarks/run-layout-bench.sh --scene form --check    # only check frames, time nothing
#
# Arguments are passed to layout-bench (see `.build/release/layout-bench --help`).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(dirname "$here")"

(cd "$repo" && swift build -c release --product layout-bench >&2)

exec "$repo/.build/release/layout-bench" "$@"
