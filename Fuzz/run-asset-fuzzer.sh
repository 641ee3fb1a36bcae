#!/usr/bin/env bash
# Fuzzes the asset catalog readers (AssetColorSet, AssetImageSet) with libFuzzer.
#
#   Fuzz/run-asset-fuzzer.sh                 # 1,000,000 executions, at most 1800 s
#   Fuzz/run-asset-fuzzer.sh 0 300           # time-boxed only (0 = no execution limit)
#
# Compiles the sources of Sources/InterfaceBuilderDocuments together with Fuzz/AssetCatalogFuzzer/main.swift
# into one module (so the readers' `package` API is visible) with -sanitize=fuzzer,address,
# seeds libFuzzer with every Contents.json of Tests/Fixtures/AssetCatalogs and a few hand-made
# hostile ones, and runs it with a 10 s timeout per input and a 2 GiB RSS limit. Everything it
# writes goes to Fuzz/work/asset/ (git-ignored; override with ASSET_FUZZ_WORK): build/ the
# binary, seeds/, corpus/, artifacts/ (crash-*, timeout-*, oom-* reproducers) and fuzz.log.
# Exits with libFuzzer's status (0 when nothing failed). ASSET_FUZZ_SANITIZERS as
# IB_FUZZ_SANITIZERS in run-ib-fuzzer.sh.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(dirname "$here")"
runs="${1:-1000000}"
seconds="${2:-1800}"
work="${ASSET_FUZZ_WORK:-$here/work/asset}"
if ((runs == 0)); then runs=-1; fi

mkdir -p "$work/build" "$work/seeds" "$work/corpus" "$work/artifacts"

sanitizers="${ASSET_FUZZ_SANITIZERS:-fuzzer,address}"
binary="$work/build/asset-fuzzer-${sanitizers//,/-}"
mapfile -t sources < <(find "$repo/Sources/InterfaceBuilderDocuments" -name '*.swift' | sort)
sources+=("$here/AssetCatalogFuzzer/main.swift")
rebuild=0
[[ -x "$binary" ]] || rebuild=1
for source in "${sources[@]}"; do [[ "$source" -nt "$binary" ]] && rebuild=1; done
if ((rebuild)); then
  echo "run-asset-fuzzer: compiling ${#sources[@]} files" >&2
  swiftc -O -sanitize="$sanitizers" -parse-as-library -use-ld=lld \
    -package-name HeadlessUIKit -module-name AssetCatalogFuzzer \
    -module-cache-path "$work/build/module-cache" \
    "${sources[@]}" -o "$binary"
fi

# Seeds: the fixture catalog's files and hostile shapes.
n=0
while IFS= read -r -d '' file; do
  n=$((n + 1))
  cp "$file" "$work/seeds/fixture-$n.json"
done < <(find "$repo/Tests/Fixtures/AssetCatalogs" -name Contents.json -print0)
printf '%s' '{"colors":[{"color":{"components":{"red":"1e308","green":"0x","blue":-0.0}}}]}' \
  >"$work/seeds/extreme.json"
printf '%s' '{"images":[{"filename":"a","scale":"nanx","appearances":[{"appearance":1}]}]}' \
  >"$work/seeds/types.json"
printf '%s' '{"colors":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}' \
  >"$work/seeds/deep.json"

export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
echo "run-asset-fuzzer: $(basename "$binary") runs=$runs max_total_time=$seconds" >&2
set +e
"$binary" -runs="$runs" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
  -max_len=4096 -detect_leaks=0 -print_final_stats=1 -artifact_prefix="$work/artifacts/" \
  "$work/corpus" "$work/seeds" >"$work/fuzz.log" 2>&1
status=$?
set -e
grep -E '^(#[0-9]+\s+(INITED|DONE)|stat::|==[0-9]+==|SUMMARY)' "$work/fuzz.log" >&2 || true
echo "run-asset-fuzzer: libFuzzer exited with $status; log in $work/fuzz.log" >&2
exit "$status"
