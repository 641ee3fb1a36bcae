#!/usr/bin/env python3
"""Builds the seed corpus of the Interface Builder parser fuzzer.

    Fuzz/make-seeds.py CORPUS_DIR SEED_DIR

Copies every .storyboard and .xib of CORPUS_DIR into SEED_DIR and adds small hand-made documents
that reach the parser's refusals: an empty file, the pre-Xcode-5 archive format, nesting deeper
than the 256-level limit, a DTD, an internal entity, an external entity, a huge attribute, a
non-UTF-8 byte and a minimal valid storyboard and xib. Files are written only when missing or
changed, so the directory can be reused between runs.
"""

import pathlib
import sys

HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n'
STORYBOARD = (
    '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" '
    'toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" '
    'useAutolayout="YES" useSafeAreas="YES" initialViewController="vc-1">'
)
XIB = (
    '<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" '
    'toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">'
)
SCENE = (
    '<scenes><scene sceneID="s-1"><objects>'
    '<viewController id="vc-1" sceneMemberID="viewController">'
    '<view key="view" contentMode="scaleToFill" id="v-1">'
    '<rect key="frame" x="0.0" y="0.0" width="393" height="852"/>'
    '<subviews><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" '
    'id="v-2"><rect key="frame" x="16" y="59" width="361" height="44"/></view></subviews>'
    '<constraints>'
    '<constraint firstItem="v-2" firstAttribute="leading" secondItem="v-1" '
    'secondAttribute="leading" constant="16" id="c-1"/>'
    '<constraint firstAttribute="height" constant="44" multiplier="1" id="c-2" '
    'firstItem="v-2"/>'
    '</constraints></view></viewController></objects></scene></scenes>'
)


def hand_made() -> dict[str, bytes]:
    """The hand-made seeds by file name."""
    deep = "<view>" * 300 + "</view>" * 300
    return {
        "hand-empty.xib": b"",
        "hand-whitespace.xib": b" \n\t\r\n",
        "hand-archive.xib": (
            HEADER
            + '<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">'
            + '<data><int key="IBDocument.SystemTarget">1536</int></data></archive>\n'
        ).encode(),
        "hand-deep.storyboard": (HEADER + STORYBOARD + deep + "</document>\n").encode(),
        "hand-dtd.storyboard": (
            HEADER + '<!DOCTYPE document SYSTEM "file:///etc/passwd">\n' + STORYBOARD
            + "</document>\n"
        ).encode(),
        "hand-entity.storyboard": (
            HEADER + '<!DOCTYPE d [<!ENTITY a "aaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>\n'
            + STORYBOARD + "&b;</document>\n"
        ).encode(),
        "hand-external-entity.xib": (
            HEADER + '<!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/hostname">]>\n' + XIB
            + "&x;</document>\n"
        ).encode(),
        "hand-huge-attribute.xib": (
            HEADER + XIB + '<objects><view id="' + "x" * 200_000 + '"/></objects></document>\n'
        ).encode(),
        "hand-not-utf8.xib": (HEADER + XIB).encode() + b"<objects>\xff\xfe\xc3(</objects></document>\n",
        "hand-minimal.storyboard": (HEADER + STORYBOARD + SCENE + "</document>\n").encode(),
        "hand-minimal.xib": (
            HEADER + XIB + '<objects><view contentMode="scaleToFill" id="v-1">'
            '<rect key="frame" x="0.0" y="0.0" width="320" height="44"/></view></objects>'
            "</document>\n"
        ).encode(),
    }


def main() -> int:
    if len(sys.argv) != 3:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    corpus, seeds = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    seeds.mkdir(parents=True, exist_ok=True)
    files = {p.name: p.read_bytes() for p in sorted(corpus.iterdir())
             if p.suffix in (".storyboard", ".xib")}
    if not files:
        print(f"make-seeds: no .storyboard or .xib in {corpus}", file=sys.stderr)
        return 1
    files.update(hand_made())
    for name, data in files.items():
        target = seeds / name
        if not target.exists() or target.read_bytes() != data:
            target.write_bytes(data)
    print(f"make-seeds: {len(files)} seeds in {seeds}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
