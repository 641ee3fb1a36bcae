#!/usr/bin/env bash
# Fuzzes the uikit-sources transform (Sources/UIKitSourceTransform) with mutated corpus files.
#
#   Fuzz/run-transform-fuzzer.sh                 # 4 x 2,000 mutated files, seed base 1
#   Fuzz/run-transform-fuzzer.sh 20000 7         # 4 x 20,000, seed base 7
#
# Runs the test "mutated corpus files never crash the transform" (UIKitSourceTransformTests)
# with UIKIT_SOURCES_FUZZ_ITERATIONS mutations per seed: each a file of Tests/Fixtures/UIKitSwift
# with lines deleted, duplicated, swapped or cut short, brackets dropped, and the tokens the
# transform looks for (`@objc`, `#selector(`, `optional`, `override`, `?.m?(`, `#if`...) inserted
# at random places. The transform must never crash or hang, and every refusal must name a line;
# a crash stops the test process with its backtrace. The mutations are seeded (SplitMix64), so a
# failing seed base repeats. See Fuzz/README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
iterations="${1:-2000}"
seed="${2:-1}"
swift build --build-tests >&2
UIKIT_SOURCES_FUZZ_ITERATIONS="$iterations" UIKIT_SOURCES_FUZZ_SEED="$seed" \
  swift test --skip-build --filter "CorpusTests/mutations"
