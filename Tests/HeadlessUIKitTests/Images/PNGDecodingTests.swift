import Foundation
import HeadlessUIKit
import Testing

/// PNG files decode to the pixels their encoders wrote (decision PX2).
@Suite struct PNGDecodingTests {
  @Test("8-bit grey decodes to equal red, green and blue")
  func grey8() throws {
    let pixels = try #require(try ImageFixtures.image("gray8.png")?.headlessPixels)
    #expect(pixels.width == 7 && pixels.height == 5 && pixels.bytesPerRow == 28)
    #expect(pixels.rgba(6, 4) == [24, 24, 24, 255])
    #expect(pixels.rgba(3, 2) == [6, 6, 6, 255])
  }

  @Test("1-bit grey expands its samples to 0 and 255")
  func grey1() throws {
    let pixels = try #require(try ImageFixtures.image("gray1.png")?.headlessPixels)
    #expect(pixels.rgba(1, 1) == [255, 255, 255, 255])
    #expect(pixels.rgba(2, 1) == [0, 0, 0, 255])
  }

  @Test("16-bit channels are reduced to 8 bits, read as sRGB when the file names no gamma")
  func sixteenBit() throws {
    let pixels = try #require(try ImageFixtures.image("rgb16.png")?.headlessPixels)
    // Red 40x, green 60y and blue 65535 of 65535: the top byte, rounded.
    #expect(pixels.pixel(5, 3, isNear: [1, 1, 255, 255], tolerance: 1))
    let grey = try #require(try ImageFixtures.image("rgba16.png")?.headlessPixels)
    #expect(grey.width == 6 && grey.height == 4)
  }

  @Test("A palette with tRNS gives each entry its alpha, premultiplied or straight")
  func paletteTransparency() throws {
    let image = try #require(try ImageFixtures.image("palette8.png"))
    let premultiplied = try #require(image.headlessPixels)
    #expect(premultiplied.alphaFormat == .premultiplied)
    #expect(premultiplied.rgba(0, 0) == [255, 0, 0, 255])  // index 0: red
    #expect(premultiplied.rgba(1, 0) == [0, 128, 0, 128])  // index 1: green at 128
    #expect(premultiplied.rgba(2, 0) == [0, 0, 0, 0])  // index 2: blue at 0
    #expect(premultiplied.rgba(3, 0) == [255, 255, 255, 255])  // index 3: no tRNS entry
    let straight = try #require(image.headlessPixels(alphaFormat: .straight))
    #expect(straight.rgba(1, 0) == [0, 255, 0, 128])
    for depth in [2, 4] {
      let small = try #require(try ImageFixtures.image("palette\(depth).png")?.headlessPixels)
      #expect(small.rgba(0, 0) == [255, 0, 0, 255])
      #expect(small.rgba(1, 0) == [0, 128, 0, 128])
    }
    // (The 1-bit file's palette and tRNS are longer than 1 bit can index: libpng drops the
    // invalid tRNS, as decoders may, and the image still decodes.)
    let oneBit = try #require(try ImageFixtures.image("palette1.png")?.headlessPixels)
    #expect(oneBit.rgba(0, 0) == [255, 0, 0, 255])
  }

  @Test("An Adam7-interlaced file decodes to the same pixels as a plain one")
  func interlaced() throws {
    let pixels = try #require(try ImageFixtures.image("interlaced-rgba.png")?.headlessPixels)
    #expect(pixels.width == 13 && pixels.height == 11)
    for (x, y) in [(0, 0), (1, 0), (4, 4), (12, 10), (7, 3), (5, 9)] {
      #expect(pixels.rgba(x, y) == [x * 19, y * 23, 0, 255])
    }
    let palette = try #require(try ImageFixtures.image("interlaced-palette.png")?.headlessPixels)
    #expect(palette.rgba(0, 0) == [255, 0, 0, 255])  // (0 xor 0) mod 4 = 0
    #expect(palette.rgba(3, 0) == [255, 255, 255, 255])  // 3: white
  }

  @Test("tRNS on an RGB file makes its key colour transparent")
  func rgbColourKey() throws {
    let pixels = try #require(try ImageFixtures.image("rgb-trns.png")?.headlessPixels)
    #expect(pixels.rgba(0, 0) == [0, 0, 0, 0])
    #expect(pixels.rgba(1, 0) == [80, 0, 0, 255])
  }

  @Test("A gAMA chunk is honoured: linear values become sRGB")
  func gamma() throws {
    let pixels = try #require(try ImageFixtures.image("gamma.png")?.headlessPixels)
    // Linear 64/255 is sRGB 137/255.
    #expect(pixels.pixel(1, 0, isNear: [137, 137, 137, 255], tolerance: 2))
  }

  @Test("Grey with alpha keeps the alpha")
  func greyAlpha() throws {
    let pixels = try #require(try ImageFixtures.image("graya8.png")?.headlessPixels)
    let grey = (40 * 60 + 127) / 255  // grey 40 at alpha 60, premultiplied
    #expect(pixels.rgba(1, 1) == [grey, grey, grey, 60])
  }

  @Test("A file cut short still has its size but no pixels, and is never a crash")
  func truncated() throws {
    let image = try #require(try ImageFixtures.image("truncated.png"))
    #expect(image.size == CGSize(width: 6, height: 4))
    #expect(image.headlessPixels == nil)
    #expect(image.pngData() == nil)
  }

  @Test("A PNG too short for its declared size has no pixels, without allocating them")
  func tooShortForItsSize() throws {
    // 8,192 × 8,192 declared in a 33-byte header: within the limits, but no deflate stream
    // of this length could hold it.
    let image = try #require(UIImage(data: ImageBytes.png(width: 8_192, height: 8_192)))
    #expect(image.size == CGSize(width: 8_192, height: 8_192))
    #expect(image.headlessPixels == nil)
  }

  @Test("pngData round-trips the pixels exactly")
  func pngRoundTrip() throws {
    for name in ["rgba8.png", "palette8.png", "interlaced-rgba.png", "graya8.png"] {
      let image = try #require(try ImageFixtures.image(name))
      let data = try #require(image.pngData())
      #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
      let again = try #require(UIImage(data: data))
      #expect(again.headlessPixels == image.headlessPixels, "\(name)")
    }
  }

  @Test("A GIF keeps its size but has no pixels headless")
  func gifHasNoPixels() throws {
    let image = try #require(UIImage(data: ImageBytes.gif(width: 3, height: 2)))
    #expect(image.size == CGSize(width: 3, height: 2))
    #expect(image.headlessPixels == nil)
  }
}
