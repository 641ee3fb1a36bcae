#!/usr/bin/env bash
# Rewrites Tests/Fixtures/UIKitSwift/compatibility-baseline.tsv from this build: the number of
# errors of each corpus repository in Swift 5 and Swift 6 modes; and
# compatibility-baseline-transform.tsv, the same for the files rewritten by the uikit-sources
# transform (`compat --transform`, what the UIKitSourcesPlugin compiles). SourceCompatibilityTests
# fail when a repository has more errors than recorded (and a clean one must stay clean), so run
# this after making more of the corpus compile, and commit the lower numbers.
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=Tests/Fixtures/UIKitSwift
swift build --product headless-uikit >&2
for variant in plain transform; do
  options=()
  file="$corpus/compatibility-baseline.tsv"
  if [ "$variant" = transform ]; then
    options=(--transform)
    file="$corpus/compatibility-baseline-transform.tsv"
  fi
  {
    echo "# repository	swift	errors (most allowed; written by Scripts/compatibility-baseline.sh)"
    .build/debug/headless-uikit compat "$corpus" --group-by prefix --stubs "$corpus/stubs" \
      --swift-version both --json "${options[@]}" |
      python3 -c '
import json, sys
for line in sys.stdin:
    row = json.loads(line)
    if "group" in row:
        print("\t".join(str(row[key]) for key in ("group", "swift", "errors")))
'
  } > "$file.new"
  mv "$file.new" "$file"
  echo "wrote $file" >&2
done
