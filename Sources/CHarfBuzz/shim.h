// HarfBuzz for the TextLayout module: shaping (glyph runs, advances, GPOS kerning, ligatures).
// Install with: apt-get install libharfbuzz-dev
#if !__has_include(<hb.h>) && !__has_include(<harfbuzz/hb.h>)
#error "HarfBuzz headers not found: install the libharfbuzz-dev package (apt-get install libharfbuzz-dev)"
#endif
#include <hb.h>
#include <hb-ft.h>
#include <hb-ot.h>
