#!/usr/bin/env bash
# Fuzzes the PNG and JPEG decoders (PNGCodec, JPEGCodec and its C shim, JPEGOrientation) with
# libFuzzer.
#
#   Fuzz/run-image-fuzzer.sh                 # 1,000,000 executions, at most 3600 s
#   Fuzz/run-image-fuzzer.sh 0 300           # time-boxed only (0 = no execution limit)
#
# Compiles the C shim (Sources/CJPEGShim) with clang and the codec sources of
# Sources/Raster/Codecs with Fuzz/ImageDecoderFuzzer/main.swift into one module with
# -sanitize=fuzzer,address, builds the seed corpus (PNG files of every colour type, bit depth and
# interlacing from make-image-seeds.py; baseline, progressive, grey, CMYK and EXIF-oriented JPEG
# files from make-image-seeds.c) and runs libFuzzer with a 10 s timeout per input and a 2 GiB RSS
# limit (the decoders refuse images above ImageLimits, 256 MiB of pixels). Everything goes to
# Fuzz/work/images/ (git-ignored; override with IMAGE_FUZZ_WORK): build/, seeds/, corpus/,
# artifacts/ (crash-*, timeout-*, oom-* reproducers) and fuzz.log. Exits with libFuzzer's status.
#
# Environment: IMAGE_FUZZ_SANITIZERS (default fuzzer,address), IMAGE_FUZZ_MAX_LEN (largest input,
# default 65536).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(dirname "$here")"
runs="${1:-1000000}"
seconds="${2:-3600}"
work="${IMAGE_FUZZ_WORK:-$here/work/images}"
max_len="${IMAGE_FUZZ_MAX_LEN:-65536}"
if ((runs == 0)); then runs=-1; fi # no execution limit

mkdir -p "$work/build" "$work/seeds" "$work/corpus" "$work/artifacts"

# 1. The fuzzer binary (and the JPEG seed maker), rebuilt when a source is newer.
sanitizers="${IMAGE_FUZZ_SANITIZERS:-fuzzer,address}"
csanitizers="${sanitizers//fuzzer/fuzzer-no-link}"
binary="$work/build/image-fuzzer-${sanitizers//,/-}"
codecs="$repo/Sources/Raster/Codecs"
sources=(
  "$codecs/PNGCodec.swift" "$codecs/JPEGCodec.swift" "$codecs/JPEGOrientation.swift"
  "$codecs/ImageLimits.swift" "$codecs/RenderError.swift" "$here/ImageDecoderFuzzer/main.swift"
)
shim="$repo/Sources/CJPEGShim"
rebuild=0
[[ -x "$binary" ]] || rebuild=1
for source in "${sources[@]}" "$shim/CJPEGShim.c"; do [[ "$source" -nt "$binary" ]] && rebuild=1; done
if ((rebuild)); then
  echo "run-image-fuzzer: compiling ${#sources[@]} Swift files and the C shim" >&2
  clang -O2 -g -fsanitize="$csanitizers" -I "$shim/include" -c "$shim/CJPEGShim.c" \
    -o "$work/build/CJPEGShim.o"
  swiftc -O -sanitize="$sanitizers" -parse-as-library -use-ld=lld \
    -package-name HeadlessUIKit -module-name ImageDecoderFuzzer \
    -module-cache-path "$work/build/module-cache" \
    -I "$repo/Sources/CLibPNG" -I "$shim/include" \
    "${sources[@]}" "$work/build/CJPEGShim.o" -lpng16 -ljpeg -o "$binary"
  clang -O2 -I "$shim/include" "$here/ImageDecoderFuzzer/make-image-seeds.c" "$shim/CJPEGShim.c" \
    -ljpeg -o "$work/build/make-image-seeds"
fi

# 2. The seed corpus.
python3 "$here/make-image-seeds.py" "$work/seeds"
"$work/build/make-image-seeds" "$work/seeds"

# 3. libFuzzer. Crashes, traps, ASan errors, timeouts and out-of-memory stop the run.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="detect_leaks=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
echo "run-image-fuzzer: $(basename "$binary") runs=$runs max_total_time=$seconds work=$work" >&2
set +e
"$binary" \
  -runs="$runs" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
  -max_len="$max_len" -print_final_stats=1 -artifact_prefix="$work/artifacts/" \
  "$work/corpus" "$work/seeds" >"$work/fuzz.log" 2>&1
status=$?
set -e
grep -E '^(#[0-9]+\s+(INITED|DONE)|stat::|==[0-9]+==|SUMMARY|artifact_prefix)' "$work/fuzz.log" >&2 || true
echo "run-image-fuzzer: libFuzzer exited with $status; log in $work/fuzz.log" >&2
exit "$status"
