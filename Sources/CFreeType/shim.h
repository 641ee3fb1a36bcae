// FreeType for the TextLayout module. Install with: apt-get install libfreetype-dev
#if !__has_include(<ft2build.h>)
#error "FreeType headers not found: install the libfreetype-dev package (apt-get install libfreetype-dev)"
#endif
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include FT_OUTLINE_H
#include FT_STROKER_H
