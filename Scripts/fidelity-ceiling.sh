#!/usr/bin/env bash
# Prints, for each fidelity report given (default: both corpora's reports), how many views of the Auto Layout
# documents each known-mismatch tag explains, and the ceiling: the share of views that could match with stored
# text sizes if every [few-documents] and [fixable] cause were resolved. The tags are the first word of each cause in
# known-mismatches.tsv; views of the other tags cannot be reproduced from the document alone.
# Usage: Scripts/fidelity-ceiling.sh [REPORT.md ...]   (reports written by `headless-uikit fidelity DIR --known ...`)
set -euo pipefail
cd "$(dirname "$0")/.."
articles=Sources/HeadlessUIKit/HeadlessUIKit.docc/Articles
if [ $# -eq 0 ]; then set -- "$articles/StoryboardFidelity.md" "$articles/StoryboardFidelitySecondCorpus.md"; fi
for report in "$@"; do
  awk -F'|' -v report="$report" '
    function trim(s) { gsub(/^[ \t`]+|[ \t`]+$/, "", s); return s }
    # Summary rows: | `doc` | yes/no | views | matched | font metrics | other | skipped | % | % |
    NF == 11 && $2 ~ /`/ { doc = trim($2); autolayout[doc] = trim($3)
      if (trim($3) == "yes") { total += trim($4); stored += trim($5) + trim($6) } }
    # Mismatch rows: | `doc` | scene | view | class | stored | computed | cause |
    NF == 9 && $2 ~ /`/ { doc = trim($2); if (autolayout[doc] != "yes") next
      cause = trim($8); tag = "untagged"
      if (match(cause, /^\[[a-z-]+\]/)) tag = substr(cause, RSTART + 1, RLENGTH - 2)
      views[tag]++; other++ }
    END {
      printf "%s\n", report
      printf "  %-16s %6d views (%.1f %%)\n", "matched", stored, 100 * stored / total
      n = split("stale ambiguous app-class sf-symbol font-baseline hand-edited few-documents fixable untagged", order, " ")
      for (i = 1; i <= n; i++) if (views[order[i]] > 0)
        printf "  %-16s %6d views (%.1f %%)\n", "[" order[i] "]", views[order[i]], 100 * views[order[i]] / total
      reach = stored + views["few-documents"] + views["fixable"] + views["untagged"]
      printf "  %-16s %6d views\n", "total", total
      if (stored + other != total) printf "  (warning: matched + listed = %d, not %d)\n", stored + other, total
      printf "  ceiling          %6d of %d (%.1f %%) = matched + [few-documents] + [fixable]\n", reach, total, 100 * reach / total
    }' "$report"
done
