#!/usr/bin/env bash
# One command: build storyboard-bench in release mode and time parsing, laying out and rendering
# (to PNG bytes in memory) every Interface Builder document of the corpus on the document's own
# device: one JSON line per document and a summary line on standard output, machine information
# on standard error.
#
#   Benchmarks/run-storyboard-bench.sh                               # Tests/Fixtures/InterfaceBuilder, 1 s each
#   Benchmarks/run-storyboard-bench.sh --budget 5                    # steadier medians
#   Benchmarks/run-storyboard-bench.sh DIR --document Main.storyboard
#
# Arguments are passed to storyboard-bench (see `.build/release/storyboard-bench --help`).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(dirname "$here")"

(cd "$repo" && swift build -c release --product storyboard-bench >&2)

exec "$repo/.build/release/storyboard-bench" "$@"
