// fontconfig for the TextLayout module. Install with: apt-get install libfontconfig1-dev
#if !__has_include(<fontconfig/fontconfig.h>)
#error "fontconfig headers not found: install the libfontconfig1-dev package (apt-get install libfontconfig1-dev)"
#endif
#include <fontconfig/fontconfig.h>
