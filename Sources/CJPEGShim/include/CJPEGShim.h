// The JPEG codec's C side: every libjpeg call happens here, between a setjmp and the longjmp
// of the error manager, so that libjpeg's errors never unwind Swift frames (decision PX3).
#ifndef HK_JPEG_SHIM_H
#define HK_JPEG_SHIM_H

#include <stddef.h>
#include <stdint.h>

/// The length of the message buffers the functions fill on failure.
#define HK_JPEG_MESSAGE_LENGTH 200

/// What a JPEG's header says.
typedef struct {
  int width;
  int height;
  /// The number of colour components in the file (1 grey, 3 colour, 4 CMYK or YCCK).
  int components;
  /// Whether the file is progressive.
  int progressive;
} hk_jpeg_info;

/// Reads a JPEG's header. Returns 1, or 0 with a message.
int hk_jpeg_read_info(const uint8_t *data, size_t size, hk_jpeg_info *info, char *message);

/// Decodes a JPEG into straight RGBA bytes, 4 per pixel, rows `width * 4` bytes apart, alpha
/// 255. Grey and CMYK (Adobe-inverted or not) become RGB. `capacity` must be the header's
/// width * height * 4; `max_scans` bounds the scans of a progressive file. Returns 1, or 0 with
/// a message.
int hk_jpeg_decode_rgba(
    const uint8_t *data, size_t size, uint8_t *pixels, size_t capacity, int max_scans,
    char *message);

/// The colour spaces ``hk_jpeg_encode`` accepts.
typedef enum {
  /// 4 bytes a pixel, RGBA (alpha ignored): written as YCbCr.
  HK_JPEG_INPUT_RGBA = 0,
  /// 1 byte a pixel: written as greyscale.
  HK_JPEG_INPUT_GRAY = 1,
  /// 4 bytes a pixel, Adobe-inverted CMYK: written as YCCK with an Adobe marker.
  HK_JPEG_INPUT_CMYK = 2,
} hk_jpeg_input;

/// Encodes pixels as a baseline (or progressive) JPEG with 4:2:0 chroma subsampling at a
/// quality of 0...100. On success returns 1 and a buffer the caller frees with
/// ``hk_jpeg_free``; on failure returns 0 with a message.
int hk_jpeg_encode(
    const uint8_t *pixels, int width, int height, size_t stride, hk_jpeg_input input,
    int quality, int progressive, uint8_t **output, unsigned long *output_size, char *message);

/// Frees a buffer ``hk_jpeg_encode`` returned.
void hk_jpeg_free(uint8_t *buffer);

#endif
