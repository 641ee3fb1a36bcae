#!/usr/bin/env python3
"""Writes the PNG seeds of the image decoder fuzzer: small images of every colour type and bit
depth, with and without tRNS transparency, gAMA, and Adam7 interlacing, plus truncated and
oversized-header variants. Usage: make-image-seeds.py OUTPUT_DIRECTORY"""
import os
import struct
import sys
import zlib


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def scanlines(width, height, bits_per_pixel, value):
    """Rows of filter byte 0 and packed samples from value(x, y) (an int of bits_per_pixel bits)."""
    rows = b""
    for y in range(height):
        bits = 0
        count = 0
        row = bytearray()
        for x in range(width):
            bits = (bits << bits_per_pixel) | value(x, y)
            count += bits_per_pixel
            while count >= 8:
                count -= 8
                row.append((bits >> count) & 0xFF)
        if count:
            row.append((bits << (8 - count)) & 0xFF)
        rows += b"\x00" + bytes(row)
    return rows


ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def png(width, height, depth, color, value, extra=b"", interlaced=False):
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[color]
    bpp = depth * channels
    if interlaced:
        data = b""
        for x0, y0, dx, dy in ADAM7:
            w = len(range(x0, width, dx))
            h = len(range(y0, height, dy))
            if w and h:
                data += scanlines(w, h, bpp, lambda x, y: value(x0 + x * dx, y0 + y * dy))
    else:
        data = scanlines(width, height, bpp, value)
    header = struct.pack(">IIBBBBB", width, height, depth, color, 0, 0, 1 if interlaced else 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + extra
            + chunk(b"IDAT", zlib.compress(data)) + chunk(b"IEND", b""))


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    seeds = {}
    for depth in (1, 2, 4, 8, 16):
        top = (1 << depth) - 1
        seeds[f"gray{depth}"] = png(7, 5, depth, 0, lambda x, y: (x * y) & top)
    for depth in (8, 16):
        top = (1 << depth) - 1
        pack = lambda *v: sum(c << (depth * (len(v) - 1 - i)) for i, c in enumerate(v))
        seeds[f"rgb{depth}"] = png(6, 4, depth, 2, lambda x, y: pack(x * 40 & top, y * 60 & top, top))
        seeds[f"graya{depth}"] = png(6, 4, depth, 4, lambda x, y: pack(x * 40 & top, y * 60 & top))
        seeds[f"rgba{depth}"] = png(6, 4, depth, 6, lambda x, y: pack(255, x * 40 & top, 0, y * 60 & top))
    palette = chunk(b"PLTE", bytes([255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255]))
    alphas = chunk(b"tRNS", bytes([255, 128, 0]))
    for depth in (1, 2, 4, 8):
        seeds[f"palette{depth}"] = png(9, 3, depth, 3, lambda x, y: (x + y) % min(4, 1 << depth),
                                       palette + alphas)
    seeds["rgb-trns"] = png(4, 4, 8, 2, lambda x, y: (x * 80) << 16, chunk(b"tRNS", bytes(6)))
    seeds["gamma"] = png(4, 4, 8, 2, lambda x, y: x * 0x404040, chunk(b"gAMA", struct.pack(">I", 100000)))
    seeds["interlaced-rgba"] = png(13, 11, 8, 6, lambda x, y: (x * 19) << 24 | (y * 23) << 16 | 0xFF, interlaced=True)
    seeds["interlaced-palette"] = png(10, 9, 2, 3, lambda x, y: (x ^ y) % 4, palette + alphas, interlaced=True)
    whole = seeds["rgba8"]
    seeds["truncated"] = whole[: len(whole) - 20]
    seeds["huge-header"] = png(1, 1, 8, 0, lambda x, y: 0).replace(
        struct.pack(">II", 1, 1), struct.pack(">II", 100000, 100000), 1)
    for name, data in seeds.items():
        with open(os.path.join(out, name + ".png"), "wb") as f:
            f.write(data)


if __name__ == "__main__":
    main()
