// Writes the JPEG seeds of the image decoder fuzzer with the codec's own C shim: baseline and
// progressive colour, grey, Adobe CMYK, an EXIF-oriented file and a truncated one.
// Usage: make-image-seeds OUTPUT_DIRECTORY
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "CJPEGShim.h"

static void write_file(const char *directory, const char *name, const uint8_t *bytes, size_t size) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", directory, name);
  FILE *file = fopen(path, "wb");
  if (file == NULL) {
    perror(path);
    exit(1);
  }
  fwrite(bytes, 1, size, file);
  fclose(file);
}

static void encode(const char *directory, const char *name, const uint8_t *pixels, int width,
                   int height, size_t stride, hk_jpeg_input input, int progressive,
                   size_t keep) {
  uint8_t *output = NULL;
  unsigned long size = 0;
  char message[HK_JPEG_MESSAGE_LENGTH];
  if (!hk_jpeg_encode(pixels, width, height, stride, input, 75, progressive, &output, &size,
                      message)) {
    fprintf(stderr, "%s: %s\n", name, message);
    exit(1);
  }
  write_file(directory, name, output, keep && keep < size ? keep : size);
  hk_jpeg_free(output);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: make-image-seeds OUTPUT_DIRECTORY\n");
    return 2;
  }
  enum { W = 19, H = 13 };
  uint8_t rgba[W * H * 4], gray[W * H];
  for (int y = 0; y < H; y++) {
    for (int x = 0; x < W; x++) {
      uint8_t *p = rgba + (y * W + x) * 4;
      p[0] = (uint8_t)(x * 13);
      p[1] = (uint8_t)(y * 19);
      p[2] = (uint8_t)((x ^ y) * 7);
      p[3] = 255;
      gray[y * W + x] = (uint8_t)(x * y);
    }
  }
  const char *out = argv[1];
  encode(out, "baseline.jpg", rgba, W, H, W * 4, HK_JPEG_INPUT_RGBA, 0, 0);
  encode(out, "progressive.jpg", rgba, W, H, W * 4, HK_JPEG_INPUT_RGBA, 1, 0);
  encode(out, "gray.jpg", gray, W, H, W, HK_JPEG_INPUT_GRAY, 0, 0);
  encode(out, "cmyk.jpg", rgba, W, H, W * 4, HK_JPEG_INPUT_CMYK, 0, 0);
  encode(out, "truncated.jpg", rgba, W, H, W * 4, HK_JPEG_INPUT_RGBA, 1, 290);
  // An EXIF block with orientation 6 after the start-of-image marker.
  static const uint8_t exif[] = {
      0xFF, 0xE1, 0x00, 0x22, 'E', 'x', 'i', 'f', 0, 0, 'M', 'M', 0x00, 0x2A, 0, 0, 0, 8,
      0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0, 0, 0, 1, 0x00, 0x06, 0, 0, 0, 0, 0, 0};
  uint8_t *output = NULL;
  unsigned long size = 0;
  char message[HK_JPEG_MESSAGE_LENGTH];
  if (!hk_jpeg_encode(rgba, W, H, W * 4, HK_JPEG_INPUT_RGBA, 75, 0, &output, &size, message)) {
    return 1;
  }
  uint8_t *oriented = malloc(size + sizeof exif);
  memcpy(oriented, output, 2);
  memcpy(oriented + 2, exif, sizeof exif);
  memcpy(oriented + 2 + sizeof exif, output + 2, size - 2);
  write_file(out, "exif-right.jpg", oriented, size + sizeof exif);
  free(oriented);
  hk_jpeg_free(output);
  return 0;
}
