// libhyphen for the TextLayout module: hyphenation points from TeX-style patterns (decision TX15).
// Install with: apt-get install libhyphen-dev hyphen-en-us
#if !__has_include(<hyphen.h>)
#error "libhyphen headers not found: install the libhyphen-dev package (apt-get install libhyphen-dev hyphen-en-us)"
#endif
#include <stdlib.h>
#include <hyphen.h>
