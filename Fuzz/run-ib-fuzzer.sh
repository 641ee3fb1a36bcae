#!/usr/bin/env bash
# Fuzzes the Interface Builder document parser (IBXMLReader + IBDocument) with libFuzzer.
#
#   Fuzz/run-ib-fuzzer.sh                    # 1,000,000 executions, at most 3600 s
#   Fuzz/run-ib-fuzzer.sh 5000000 7200       # more
#   Fuzz/run-ib-fuzzer.sh 0 600              # time-boxed only (0 = no execution limit)
#
# Compiles the sources of Sources/InterfaceBuilderDocuments together with Fuzz/IBParserFuzzer/main.swift into
# one module (so the parser's `package` API is visible) with -sanitize=fuzzer,address, builds the
# seed corpus (the 38 corpus documents and hand-made hostile ones) and runs libFuzzer with the
# Fuzz/ib.dict dictionary, a 10 s timeout per input and a 2 GiB RSS limit. Everything it writes
# goes to Fuzz/work/ (git-ignored; override with IB_FUZZ_WORK): build/ the binary, seeds/ the
# seed corpus, corpus/ the inputs libFuzzer found interesting, artifacts/ crash-*, timeout-*,
# oom-* reproducers, and fuzz.log the full libFuzzer output. Exits with libFuzzer's status
# (0 when nothing failed).
#
# Environment: IB_FUZZ_SANITIZERS (default fuzzer,address; `fuzzer` alone runs about four times
# faster, for long runs on a busy machine: the parser is safe Swift, whose traps libFuzzer catches
# either way), IB_FUZZ_SESSION (executions per libFuzzer session, default 100000), IB_CORPUS (default
# Tests/Fixtures/InterfaceBuilder of the repository), IB_FUZZ_WORK,
# IB_FUZZ_MAX_LEN (largest mutated input in bytes, default 16384: larger documents are read
# truncated to it; see Fuzz/README.md).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(dirname "$here")"
runs="${1:-1000000}"
seconds="${2:-3600}"
work="${IB_FUZZ_WORK:-$here/work}"
corpus_source="${IB_CORPUS:-$repo/Tests/Fixtures/InterfaceBuilder}"
max_len="${IB_FUZZ_MAX_LEN:-16384}"
if ((runs == 0)); then runs=-1; fi # no execution limit

mkdir -p "$work/build" "$work/seeds" "$work/corpus" "$work/artifacts"

# 1. The fuzzer binary, rebuilt when a source is newer.
sanitizers="${IB_FUZZ_SANITIZERS:-fuzzer,address}"
binary="$work/build/ib-fuzzer-${sanitizers//,/-}"
mapfile -t sources < <(find "$repo/Sources/InterfaceBuilderDocuments" -name '*.swift' | sort)
sources+=("$here/IBParserFuzzer/main.swift")
rebuild=0
[[ -x "$binary" ]] || rebuild=1
for source in "${sources[@]}"; do [[ "$source" -nt "$binary" ]] && rebuild=1; done
if ((rebuild)); then
  echo "run-ib-fuzzer: compiling ${#sources[@]} files" >&2
  swiftc -O -sanitize="$sanitizers" -parse-as-library -use-ld=lld \
    -package-name HeadlessUIKit -module-name IBParserFuzzer \
    -module-cache-path "$work/build/module-cache" \
    "${sources[@]}" -o "$binary"
fi

# 2. The seed corpus.
python3 "$here/make-seeds.py" "$corpus_source" "$work/seeds"

# 3. libFuzzer, in sessions of at most IB_FUZZ_SESSION executions that share the corpus
#    directory: FoundationXML leaks a few hundred bytes per XML error it reports (see
#    Fuzz/README.md), so one long session would reach the RSS limit on leaked memory alone.
#    Crashes, traps, ASan errors, timeouts and out-of-memory all stop the run.
# Swift's own crash handler would catch a trap first (and trip ASan reading the stack); libFuzzer
# must see the signal to write the reproducer.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
# (A session of 100,000 peaks at about 160 MB without AddressSanitizer and 700 MB with it.)
session_size="${IB_FUZZ_SESSION:-100000}"
echo "run-ib-fuzzer: $(basename "$binary") runs=$runs max_total_time=$seconds" \
  "session=$session_size work=$work" >&2
: >"$work/fuzz.log"
executed=0
sessions=0
started=$SECONDS
status=0
while :; do
  left=$((seconds - (SECONDS - started)))
  ((left > 0)) || break
  this=$session_size
  if ((runs >= 0)); then
    ((runs - executed > 0)) || break
    ((runs - executed < this)) && this=$((runs - executed))
  fi
  sessions=$((sessions + 1))
  set +e
  "$binary" \
    -runs="$this" -max_total_time="$left" -timeout=10 -rss_limit_mb=2048 \
    -max_len="$max_len" -dict="$here/ib.dict" -detect_leaks=0 -print_final_stats=1 \
    -artifact_prefix="$work/artifacts/" \
    "$work/corpus" "$work/seeds" >"$work/session.log" 2>&1
  status=$?
  set -e
  cat "$work/session.log" >>"$work/fuzz.log"
  grep -E '^(#[0-9]+\s+(INITED|DONE)|stat::|==[0-9]+==|SUMMARY|artifact_prefix)' \
    "$work/session.log" >&2 || true
  count="$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/session.log")"
  executed=$((executed + ${count:-0}))
  ((status == 0)) || break
done
echo "run-ib-fuzzer: $executed executions in $sessions sessions, $((SECONDS - started)) s;" \
  "libFuzzer exited with $status; log in $work/fuzz.log" >&2
exit "$status"
