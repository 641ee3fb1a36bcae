/// Canvases made from and turned into other pixel layouts.
extension Canvas {
  /// A canvas holding premultiplied RGBA bytes as they are.
  ///
  /// - Precondition: `premultiplied.count == width × height × 4`.
  package init(width: Int, height: Int, premultiplied: [UInt8]) {
    precondition(
      width >= 0 && height >= 0 && premultiplied.count == width * height * 4,
      "Pixel count mismatch")
    self.init(storage: premultiplied, width: width, height: height)
  }

  /// A canvas from straight (non-premultiplied) RGBA bytes, premultiplied and rounded to
  /// nearest.
  ///
  /// - Precondition: `straightRGBA.count == width × height × 4`.
  package init(width: Int, height: Int, straightRGBA: [UInt8]) {
    var bytes = straightRGBA
    bytes.withUnsafeMutableBufferPointer { bytes in
      var index = 0
      while index < bytes.count {
        let alpha = UInt32(bytes[index + 3])
        if alpha != 255 {
          bytes[index] = UInt8(truncatingIfNeeded: divide255(UInt32(bytes[index]) * alpha))
          bytes[index + 1] = UInt8(
            truncatingIfNeeded: divide255(UInt32(bytes[index + 1]) * alpha))
          bytes[index + 2] = UInt8(
            truncatingIfNeeded: divide255(UInt32(bytes[index + 2]) * alpha))
        }
        index += 4
      }
    }
    self.init(width: width, height: height, premultiplied: bytes)
  }

  /// A copy with every pixel's colour composited over an opaque background (alpha 255).
  package func flattened(over background: RenderColor) -> Canvas {
    var result = Canvas(width: width, height: height, background: background)
    result.composite(self, opacity: 1, in: bounds)
    return result
  }
}
