#!/usr/bin/env bash
# One command: install kiwisolver if missing, build solver-bench in release mode, and compare
# it with Kiwi on Benchmarks/Workloads/workloads/*.json (or the workloads named on the command line).
#
#   Benchmarks/run-solver-bench.sh                               # everything, defaults
#   Benchmarks/run-solver-bench.sh --budget 4 kiwi-bench chain-100
#   Benchmarks/run-solver-bench.sh --json results.jsonl
#
# Arguments are passed to Benchmarks/compare.py (see `python3 Benchmarks/compare.py --help`).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(dirname "$here")"
python="${PYTHON:-python3}"

kiwi_flag=()
if ! "$python" -c 'import kiwisolver' >/dev/null 2>&1; then
  echo "run-solver-bench: installing kiwisolver (pip)..." >&2
  if ! "$python" -m pip install --quiet kiwisolver >&2; then
    echo "run-solver-bench: pip install kiwisolver failed: running ours alone" >&2
    kiwi_flag=(--no-kiwi)
  fi
fi

(cd "$repo" && swift build -c release --product solver-bench)

exec "$python" "$here/compare.py" \
  --binary "$repo/.build/release/solver-bench" ${kiwi_flag[@]+"${kiwi_flag[@]}"} "$@"
