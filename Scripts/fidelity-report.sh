#!/usr/bin/env bash
# Regenerates the storyboard fidelity report: every corpus document laid out on its own device
# and compared with the frames Xcode stored, with the known mismatches and their causes.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product headless-uikit
.build/debug/headless-uikit fidelity Tests/Fixtures/InterfaceBuilder \
  --known Tests/Fixtures/InterfaceBuilder/known-mismatches.tsv \
  -o Sources/HeadlessUIKit/HeadlessUIKit.docc/Articles/StoryboardFidelity.md
echo "wrote Sources/HeadlessUIKit/HeadlessUIKit.docc/Articles/StoryboardFidelity.md"
