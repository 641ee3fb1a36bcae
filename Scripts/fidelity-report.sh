#!/usr/bin/env bash
# Regenerates the storyboard fidelity reports, one per corpus: every document laid out on its own device
# and compared with the frames Xcode stored, with the known mismatches and their causes.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product headless-uikit
articles=Sources/HeadlessUIKit/HeadlessUIKit.docc/Articles
.build/debug/headless-uikit fidelity Tests/Fixtures/InterfaceBuilder \
  --known Tests/Fixtures/InterfaceBuilder/known-mismatches.tsv \
  --title "Storyboard fidelity: the first corpus" \
  -o "$articles/StoryboardFidelity.md"
echo "wrote $articles/StoryboardFidelity.md"
.build/debug/headless-uikit fidelity Tests/Fixtures/InterfaceBuilder2 \
  --known Tests/Fixtures/InterfaceBuilder2/known-mismatches.tsv \
  --title "Storyboard fidelity: the second corpus" \
  -o "$articles/StoryboardFidelitySecondCorpus.md"
echo "wrote $articles/StoryboardFidelitySecondCorpus.md"
