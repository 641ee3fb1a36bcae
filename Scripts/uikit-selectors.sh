#!/usr/bin/env bash
# Rewrites the tables of UIKit's own selectors (decision MK3) from HeadlessUIKit's declarations:
# Sources/HeadlessUIKit/Runtime/UIKitSelectors+Classes.swift (each class's instance methods and
# properties, which `responds(to:)` answers for) and
# Sources/UIKitSourceTransform/UIKitProtocolSelectors.swift (each UIKit protocol's requirements,
# which the transform registers apps' implementations of). Run it after adding UIKit API, then
# build again and commit both files; UIKitSelectorTableTests fails while they are out of date.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests >&2
UIKIT_SELECTORS_WRITE=1 swift test --skip-build --filter UIKitSelectorTableTests >&2 || true
swift build --build-tests >&2
swift test --skip-build --filter UIKitSelectorTableTests
