// libpng for the ViewRendering module. Install with: apt-get install libpng-dev
#if !__has_include(<png.h>)
#error "libpng headers not found: install the libpng-dev package (apt-get install libpng-dev)"
#endif
#include <png.h>
