#!/usr/bin/env bash
# Makes sure the system libraries and fonts the build and the tests need are installed, and
# installs the missing ones with apt-get when run as root. The README's two commands and .ci/run
# go through it; it prints nothing when everything is there.
#
#   Scripts/setup.sh            # check, install what is missing (as root), or say what to run
#   Scripts/setup.sh --list     # print the Debian packages, one line, and exit
#
# Exit status: 0 when everything is present (or was just installed); 1 when something is
# missing and could not be installed (not root, no apt-get, or apt-get failed): the message
# names each missing piece and gives the exact command.
#
# The same list is in the README (the apt-get line) and in Package.swift (the system-library
# targets' providers). Add a library here, there and in the README together.
set -euo pipefail

# Each requirement: Debian package | what it is for | shell test that succeeds when present.
requirements=(
  "pkg-config|finds the C libraries for SwiftPM's system-library targets|command -v pkg-config"
  "libfreetype-dev|FreeType: glyph metrics and rasterising (TextLayout, ViewRendering)|pkg-config --exists freetype2"
  "libfontconfig-dev|fontconfig: finding font files by family (TextLayout)|pkg-config --exists fontconfig"
  "libharfbuzz-dev|HarfBuzz: shaping, kerning and ligatures (TextLayout)|pkg-config --exists harfbuzz"
  "libicu-dev|ICU: Unicode line breaking and bidi (TextLayout)|pkg-config --exists icu-uc"
  "libhyphen-dev|libhyphen: hyphenation points (TextLayout)|test -f /usr/include/hyphen.h"
  "hyphen-en-us|the US English hyphenation patterns libhyphen reads (TextLayout)|test -f /usr/share/hyphen/hyph_en_US.dic"
  "libpng-dev|libpng: reading and writing PNG files (Raster)|pkg-config --exists libpng"
  "libjpeg62-turbo-dev|libjpeg-turbo: reading and writing JPEG files (Raster)|pkg-config --exists libjpeg"
  "fonts-inter|Inter, nine weights with italics: the stand-in for the system font (San Francisco)|font_present Inter-Regular.otf"
  "fonts-dejavu-core|DejaVu Sans, Sans Mono and Serif: the monospaced system font, and the system font without Inter|font_present DejaVuSans.ttf"
  "fonts-dejavu-extra|DejaVu Sans Oblique and ExtraLight: the tests that name DejaVu's faces|font_present DejaVuSans-Oblique.ttf"
  "fonts-noto-core|Noto Sans Arabic, Hebrew, Devanagari, Thai...: scripts the system face lacks (shaping tests)|font_present NotoSansArabic-Regular.ttf"
  "fonts-noto-cjk|Noto Sans CJK: the stand-in for Chinese, Japanese and Korean text (fallback tests)|font_present NotoSansCJK-Regular.ttc"
  "fonts-noto-color-emoji|Noto Color Emoji: the stand-in for Apple Color Emoji (fallback tests)|font_present NotoColorEmoji.ttf"
)

# Succeeds when a font file of this name is known to fontconfig (or, without fontconfig's
# tools, lies in one of the usual font folders).
font_present() {
  if command -v fc-list >/dev/null 2>&1; then
    # grep -c reads all of fc-list's output: grep -q would stop early and, under pipefail,
    # fc-list's broken pipe would fail the check when many fonts are installed.
    fc-list : file | grep -c "/$1:" >/dev/null
  else
    find /usr/share/fonts /usr/local/share/fonts "$HOME/.local/share/fonts" -name "$1" \
      -print -quit 2>/dev/null | grep -q .
  fi
}

all_packages() {
  local entry
  for entry in "${requirements[@]}"; do printf '%s ' "${entry%%|*}"; done
}

if [[ "${1:-}" == "--list" ]]; then
  all_packages
  echo
  exit 0
fi

missing=()
reasons=()
for entry in "${requirements[@]}"; do
  IFS='|' read -r package purpose check <<<"$entry"
  if ! eval "$check" >/dev/null 2>&1; then
    missing+=("$package")
    reasons+=("  $package: $purpose")
  fi
done

((${#missing[@]} == 0)) && exit 0

command_line="apt-get install -y --no-install-recommends ${missing[*]}"
{
  echo "setup: missing system packages:"
  printf '%s\n' "${reasons[@]}"
} >&2

if ! command -v apt-get >/dev/null 2>&1; then
  echo "setup: no apt-get on this system; install the equivalents of the packages above" >&2
  exit 1
fi
if [[ "$(id -u)" != "0" ]]; then
  echo "setup: not root; run this, then try again:" >&2
  echo "  sudo apt-get update && sudo $command_line" >&2
  exit 1
fi

echo "setup: installing them: apt-get update && $command_line" >&2
export DEBIAN_FRONTEND=noninteractive
if ! { apt-get update -qq >&2 && $command_line >&2; }; then
  echo "setup: apt-get failed; the command was: apt-get update && $command_line" >&2
  exit 1
fi

# Check again: a package that installed but does not provide what is needed is an error too.
for entry in "${requirements[@]}"; do
  IFS='|' read -r package _ check <<<"$entry"
  if ! eval "$check" >/dev/null 2>&1; then
    echo "setup: $package is installed but its check still fails: $check" >&2
    exit 1
  fi
done
echo "setup: done" >&2
