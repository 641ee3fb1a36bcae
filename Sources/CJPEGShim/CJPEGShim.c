// The JPEG codec's C side (decision PX3). libjpeg reports fatal errors by calling the error
// manager's `error_exit`, which by default prints and calls `exit()`. Here it formats the
// message and `longjmp`s back to the `setjmp` in the same C function that called libjpeg, so no
// Swift frame is ever unwound; warnings (such as a truncated file, which libjpeg pads) are
// counted, not printed.
#include "CJPEGShim.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>

typedef struct {
  struct jpeg_error_mgr base;
  jmp_buf jump;
  char *message;
} hk_error_mgr;

typedef struct {
  struct jpeg_progress_mgr base;
  int max_scans;
} hk_progress_mgr;

static void hk_error_exit(j_common_ptr cinfo) {
  hk_error_mgr *errors = (hk_error_mgr *)cinfo->err;
  if (errors->message != NULL) {
    char buffer[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, buffer);
    snprintf(errors->message, HK_JPEG_MESSAGE_LENGTH, "%s", buffer);
  }
  longjmp(errors->jump, 1);
}

static void hk_output_message(j_common_ptr cinfo) { (void)cinfo; }

static void hk_emit_message(j_common_ptr cinfo, int level) {
  if (level < 0) cinfo->err->num_warnings++;
}

static void hk_fail(j_common_ptr cinfo, const char *reason) {
  hk_error_mgr *errors = (hk_error_mgr *)cinfo->err;
  if (errors->message != NULL) snprintf(errors->message, HK_JPEG_MESSAGE_LENGTH, "%s", reason);
  longjmp(errors->jump, 1);
}

// Stops progressive files with absurdly many scans, which cost time without end.
static void hk_progress(j_common_ptr cinfo) {
  hk_progress_mgr *progress = (hk_progress_mgr *)cinfo->progress;
  if (!cinfo->is_decompressor) return;
  j_decompress_ptr dinfo = (j_decompress_ptr)cinfo;
  if (dinfo->input_scan_number > progress->max_scans) {
    hk_fail(cinfo, "too many progressive scans");
  }
}

static void hk_install_errors(hk_error_mgr *errors, char *message) {
  jpeg_std_error(&errors->base);
  errors->base.error_exit = hk_error_exit;
  errors->base.output_message = hk_output_message;
  errors->base.emit_message = hk_emit_message;
  errors->message = message;
}

int hk_jpeg_read_info(const uint8_t *data, size_t size, hk_jpeg_info *info, char *message) {
  struct jpeg_decompress_struct cinfo;
  hk_error_mgr errors;
  memset(&cinfo, 0, sizeof cinfo);
  hk_install_errors(&errors, message);
  cinfo.err = &errors.base;
  if (setjmp(errors.jump)) {
    jpeg_destroy_decompress(&cinfo);
    return 0;
  }
  jpeg_create_decompress(&cinfo);
  jpeg_mem_src(&cinfo, data, (unsigned long)size);
  jpeg_read_header(&cinfo, TRUE);
  info->width = (int)cinfo.image_width;
  info->height = (int)cinfo.image_height;
  info->components = cinfo.num_components;
  info->progressive = cinfo.progressive_mode ? 1 : 0;
  jpeg_destroy_decompress(&cinfo);
  return 1;
}

int hk_jpeg_decode_rgba(
    const uint8_t *data, size_t size, uint8_t *pixels, size_t capacity, int max_scans,
    char *message) {
  struct jpeg_decompress_struct cinfo;
  hk_error_mgr errors;
  hk_progress_mgr progress;
  // Set after setjmp and read after a longjmp: volatile.
  JSAMPLE *volatile row = NULL;
  memset(&cinfo, 0, sizeof cinfo);
  hk_install_errors(&errors, message);
  cinfo.err = &errors.base;
  if (setjmp(errors.jump)) {
    free(row);
    jpeg_destroy_decompress(&cinfo);
    return 0;
  }
  jpeg_create_decompress(&cinfo);
  progress.base.progress_monitor = hk_progress;
  progress.max_scans = max_scans;
  cinfo.progress = &progress.base;
  jpeg_mem_src(&cinfo, data, (unsigned long)size);
  jpeg_read_header(&cinfo, TRUE);
  size_t width = cinfo.image_width;
  size_t height = cinfo.image_height;
  if (width == 0 || height == 0 || capacity / 4 / width < height) {
    hk_fail((j_common_ptr)&cinfo, "the pixel buffer does not match the header");
  }
  int cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
  int inverted = cmyk && cinfo.saw_Adobe_marker;
  cinfo.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
  jpeg_start_decompress(&cinfo);
  if (cinfo.output_width != width || cinfo.output_height != height) {
    hk_fail((j_common_ptr)&cinfo, "the decoded size does not match the header");
  }
  if (cmyk) {
    row = malloc(width * 4);
    if (row == NULL) hk_fail((j_common_ptr)&cinfo, "out of memory");
  }
  while (cinfo.output_scanline < cinfo.output_height) {
    uint8_t *target = pixels + (size_t)cinfo.output_scanline * width * 4;
    JSAMPROW rows[1] = {cmyk ? row : target};
    jpeg_read_scanlines(&cinfo, rows, 1);
    if (!cmyk) continue;
    for (size_t x = 0; x < width; x++) {
      unsigned c = row[x * 4], m = row[x * 4 + 1], y = row[x * 4 + 2], k = row[x * 4 + 3];
      if (!inverted) {
        c = 255 - c;
        m = 255 - m;
        y = 255 - y;
        k = 255 - k;
      }
      // (Inverted CMYK: each value is 255 minus the ink; the colour is the product.)
      target[x * 4] = (uint8_t)((c * k + 127) / 255);
      target[x * 4 + 1] = (uint8_t)((m * k + 127) / 255);
      target[x * 4 + 2] = (uint8_t)((y * k + 127) / 255);
      target[x * 4 + 3] = 255;
    }
  }
  jpeg_finish_decompress(&cinfo);
  free(row);
  jpeg_destroy_decompress(&cinfo);
  return 1;
}

int hk_jpeg_encode(
    const uint8_t *pixels, int width, int height, size_t stride, hk_jpeg_input input,
    int quality, int progressive, uint8_t **output, unsigned long *output_size, char *message) {
  struct jpeg_compress_struct cinfo;
  hk_error_mgr errors;
  // (libjpeg's memory destination owns the buffer until `jpeg_finish_compress` hands it over;
  // after an error, which only running out of memory can cause here, it is not freed, since
  // libjpeg may already have replaced it.)
  unsigned char *buffer = NULL;
  unsigned long buffer_size = 0;
  memset(&cinfo, 0, sizeof cinfo);
  hk_install_errors(&errors, message);
  cinfo.err = &errors.base;
  if (setjmp(errors.jump)) {
    jpeg_destroy_compress(&cinfo);
    return 0;
  }
  jpeg_create_compress(&cinfo);
  jpeg_mem_dest(&cinfo, &buffer, &buffer_size);
  cinfo.image_width = (JDIMENSION)width;
  cinfo.image_height = (JDIMENSION)height;
  switch (input) {
    case HK_JPEG_INPUT_GRAY:
      cinfo.input_components = 1;
      cinfo.in_color_space = JCS_GRAYSCALE;
      break;
    case HK_JPEG_INPUT_CMYK:
      cinfo.input_components = 4;
      cinfo.in_color_space = JCS_CMYK;
      break;
    default:
      cinfo.input_components = 4;
      cinfo.in_color_space = JCS_EXT_RGBA;
      break;
  }
  jpeg_set_defaults(&cinfo);
  jpeg_set_quality(&cinfo, quality < 0 ? 0 : (quality > 100 ? 100 : quality), TRUE);
  if (progressive) jpeg_simple_progression(&cinfo);
  jpeg_start_compress(&cinfo, TRUE);
  while (cinfo.next_scanline < cinfo.image_height) {
    JSAMPROW rows[1] = {(JSAMPROW)(pixels + (size_t)cinfo.next_scanline * stride)};
    jpeg_write_scanlines(&cinfo, rows, 1);
  }
  jpeg_finish_compress(&cinfo);
  jpeg_destroy_compress(&cinfo);
  *output = buffer;
  *output_size = buffer_size;
  return 1;
}

void hk_jpeg_free(uint8_t *buffer) { free(buffer); }
