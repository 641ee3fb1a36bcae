#!/usr/bin/env bash
# Fails when the repository depends on anything beside it. Run by .ci/run.
#
# 1. No file under Sources/, Tests/, Benchmarks/, Scripts/, Examples/ or Fuzz/ may refer to the
#    team's shared folder (the sibling folder `shared` by a relative path, `/work/shared`, `shared/corpus`, `shared/bench`,
#    `shared/spec`): a clone of the repository has no such folder, so fixtures, corpora and
#    workloads are copied in with their licences and sources.
# 2. The solver workloads in Benchmarks/Workloads/workloads/ are exactly what the generator
#    beside them writes, so the copy and its generator cannot drift apart.
set -euo pipefail
cd "$(dirname "$0")/.."

pattern='\.\./shared|/work/shared|shared/(corpus|bench|spec)'
self="Scripts/check-self-contained.sh"
hits=$(grep -rInE "$pattern" Sources Tests Benchmarks Scripts Examples Fuzz \
  --exclude-dir=.build --exclude-dir=work | grep -v "^$self:" || true)
if [[ -n "$hits" ]]; then
  echo "check-self-contained: these lines refer to the shared folder beside the repository;" >&2
  echo "copy what they need into the repository (with its licence and sources) instead:" >&2
  echo "$hits" >&2
  exit 1
fi

if command -v python3 >/dev/null 2>&1; then
  scratch=$(mktemp -d)
  trap 'rm -rf "$scratch"' EXIT
  cp Benchmarks/Workloads/gen_workloads.py "$scratch/"
  python3 "$scratch/gen_workloads.py" >/dev/null
  if ! diff -r -q "$scratch/workloads" Benchmarks/Workloads/workloads >&2; then
    echo "check-self-contained: Benchmarks/Workloads/workloads differs from what" >&2
    echo "gen_workloads.py writes; run python3 Benchmarks/Workloads/gen_workloads.py" >&2
    exit 1
  fi
else
  echo "check-self-contained: no python3, the workload files were not compared" >&2
fi
echo "check-self-contained: no references to the shared folder; workloads match their generator"
