// libjpeg-turbo for the Raster module. Install with: apt-get install libjpeg62-turbo-dev
#if !__has_include(<jpeglib.h>)
#error "libjpeg headers not found: install the libjpeg62-turbo-dev package (apt-get install libjpeg62-turbo-dev)"
#endif
#include <stddef.h>
#include <stdio.h>
#include <jpeglib.h>
