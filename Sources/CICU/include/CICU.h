// ICU for the TextLayout module: UAX #14 line breaking and the bidi algorithm (UAX #9).
//
// The system ICU (libicu-dev) is wrapped in C so that no ICU type reaches Swift: Foundation on
// Linux carries its own ICU (module _FoundationICU) whose headers define the same C types, and
// the two definitions cannot meet in one Swift module. Handles are opaque pointers; UTF-16 text
// is passed as uint16_t. Functions returning int return 0 on success.
#ifndef CICU_H
#define CICU_H

#include <stdint.h>

/// Opens a line break iterator for the root locale (NULL when ICU cannot).
void *cicu_line_break_open(void);
/// Sets the text (not copied: it must outlive the next call).
int cicu_break_set_text(void *iterator, const uint16_t *text, int32_t length);
/// The first boundary (0).
int32_t cicu_break_first(void *iterator);
/// The next boundary, or -1 at the end.
int32_t cicu_break_next(void *iterator);

/// Opens a bidi object (NULL when ICU cannot).
void *cicu_bidi_open(void);
/// Resolves a paragraph: level 0 or 1, or 0xFE for the level of its first strong character.
int cicu_bidi_set_para(void *bidi, const uint16_t *text, int32_t length, uint8_t level);
/// The paragraph level.
uint8_t cicu_bidi_para_level(void *bidi);
/// Makes `line` the line [start, limit) of the paragraph `para`.
int cicu_bidi_set_line(void *para, int32_t start, int32_t limit, void *line);
/// The level of one unit.
uint8_t cicu_bidi_level_at(void *bidi, int32_t index);
/// The logical index of each visual position.
int cicu_bidi_visual_map(void *bidi, int32_t *map);
/// The number of visual runs (-1 on error).
int32_t cicu_bidi_count_runs(void *bidi);
/// Visual run `index`: its logical start and length; returns 1 when it runs right to left.
int cicu_bidi_visual_run(void *bidi, int32_t index, int32_t *start, int32_t *length);

#endif
