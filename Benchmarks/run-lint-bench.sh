#!/usr/bin/env bash
# One command: build lint-bench in release mode and time the static layout checker over the
# corpus of real UIKit files (Tests/Fixtures/UIKitSwift, stubs skipped): one JSON line per run
# and a summary line with lines per second on standard output, machine information on standard
# error.
#
#   Benchmarks/run-lint-bench.sh                 # the corpus, 10 runs
#   Benchmarks/run-lint-bench.sh DIR --runs 20
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(dirname "$here")"

(cd "$repo" && swift build -c release --product lint-bench >&2)

cd "$repo"
exec "$repo/.build/release/lint-bench" "$@"
