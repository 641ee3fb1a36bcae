// ICU for the TextLayout module. Install with: apt-get install libicu-dev
#if !__has_include(<unicode/ubrk.h>)
#error "ICU headers not found: install the libicu-dev package (apt-get install libicu-dev)"
#endif
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>

#include "CICU.h"

void *cicu_line_break_open(void) {
  UErrorCode status = U_ZERO_ERROR;
  UBreakIterator *iterator = ubrk_open(UBRK_LINE, "", NULL, 0, &status);
  return U_SUCCESS(status) ? iterator : NULL;
}

int cicu_break_set_text(void *iterator, const uint16_t *text, int32_t length) {
  UErrorCode status = U_ZERO_ERROR;
  ubrk_setText((UBreakIterator *)iterator, (const UChar *)text, length, &status);
  return U_SUCCESS(status) ? 0 : -1;
}

int32_t cicu_break_first(void *iterator) { return ubrk_first((UBreakIterator *)iterator); }

int32_t cicu_break_next(void *iterator) { return ubrk_next((UBreakIterator *)iterator); }

void *cicu_bidi_open(void) { return ubidi_open(); }

int cicu_bidi_set_para(void *bidi, const uint16_t *text, int32_t length, uint8_t level) {
  UErrorCode status = U_ZERO_ERROR;
  ubidi_setPara((UBiDi *)bidi, (const UChar *)text, length, level, NULL, &status);
  return U_SUCCESS(status) ? 0 : -1;
}

uint8_t cicu_bidi_para_level(void *bidi) { return ubidi_getParaLevel((UBiDi *)bidi); }

int cicu_bidi_set_line(void *para, int32_t start, int32_t limit, void *line) {
  UErrorCode status = U_ZERO_ERROR;
  ubidi_setLine((UBiDi *)para, start, limit, (UBiDi *)line, &status);
  return U_SUCCESS(status) ? 0 : -1;
}

uint8_t cicu_bidi_level_at(void *bidi, int32_t index) {
  return ubidi_getLevelAt((UBiDi *)bidi, index);
}

int cicu_bidi_visual_map(void *bidi, int32_t *map) {
  UErrorCode status = U_ZERO_ERROR;
  ubidi_getVisualMap((UBiDi *)bidi, map, &status);
  return U_SUCCESS(status) ? 0 : -1;
}

int32_t cicu_bidi_count_runs(void *bidi) {
  UErrorCode status = U_ZERO_ERROR;
  int32_t count = ubidi_countRuns((UBiDi *)bidi, &status);
  return U_SUCCESS(status) ? count : -1;
}

int cicu_bidi_visual_run(void *bidi, int32_t index, int32_t *start, int32_t *length) {
  return ubidi_getVisualRun((UBiDi *)bidi, index, start, length) == UBIDI_RTL ? 1 : 0;
}
