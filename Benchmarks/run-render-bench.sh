#!/usr/bin/env bash
# One command: build render-bench in release mode and time the rendering of every bundled
# example on iPhone 15 Pro at 3x (1179 x 2556 pixels): one JSON line per example on standard
# output, machine information on standard error.
#
#   Benchmarks/run-render-bench.sh                          # every example, 2 s each
#   Benchmarks/run-render-bench.sh --budget 10              # steadier medians
#   Benchmarks/run-render-bench.sh --example preview-cap    # one example
#
# Arguments are passed to render-bench (see `.build/release/render-bench --help`).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(dirname "$here")"

(cd "$repo" && swift build -c release --product render-bench >&2)

exec "$repo/.build/release/render-bench" "$@"
