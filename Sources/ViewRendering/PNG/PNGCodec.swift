import CLibPNG

/// PNG encoding and decoding with libpng's simplified API (`png_image`).
///
/// The simplified API reports errors through the `png_image` it is given instead of
/// `longjmp`, which is not safe across Swift frames. Images are 8-bit RGBA, straight
/// (non-premultiplied) alpha, sRGB; the encoder writes no time stamp or text chunk, so the
/// bytes depend only on the pixels (decision R8).
package enum PNGCodec {
  /// The PNG bytes of `canvas`.
  ///
  /// - Throws: ``RenderError/pngEncodingFailed(reason:)`` with libpng's message.
  package static func encode(_ canvas: Canvas) throws(RenderError) -> [UInt8] {
    guard canvas.width > 0, canvas.height > 0 else {
      throw .pngEncodingFailed(reason: "the image is empty (\(canvas.width)×\(canvas.height))")
    }
    let rgba = canvas.isOpaque ? canvas.pixels : canvas.unpremultipliedBytes
    let stride = Int32(canvas.width * 4)
    // One pass into a buffer of libpng's worst-case size (`PNG_IMAGE_PNG_SIZE_MAX`); a second
    // only if libpng reports that it needed more.
    var capacity = maximumSize(width: canvas.width, height: canvas.height)
    for _ in 0..<2 {
      var image = newImage(width: canvas.width, height: canvas.height)
      image.flags = UInt32(PNG_IMAGE_FLAG_FAST)
      var size = capacity
      var reason = ""
      let output = [UInt8](unsafeUninitializedCapacity: capacity) { memory, count in
        let written = rgba.withUnsafeBytes { pixels in
          png_image_write_to_memory(
            &image, memory.baseAddress, &size, 0, pixels.baseAddress, stride, nil)
        }
        count = written != 0 ? size : 0
        if written == 0 { reason = message(of: image) }
      }
      if !output.isEmpty { return output }
      guard size > capacity else { throw .pngEncodingFailed(reason: reason) }
      capacity = size
    }
    throw .pngEncodingFailed(reason: "libpng asked for more memory twice")
  }

  /// libpng's bound on the size of an 8-bit RGBA PNG (`PNG_IMAGE_PNG_SIZE_MAX`).
  static func maximumSize(width: Int, height: Int) -> Int {
    let data = height * (width * 4 + 1)
    let compressed = data + (data + 7) >> 3 + (data + 63) >> 6 + 11
    return 8 + 25 + 16 + 44 + 12 + 12 + 12 * (compressed / 8192) + compressed
  }

  /// Decodes PNG bytes to 8-bit straight RGBA: the width, the height and 4 bytes per pixel.
  ///
  /// - Throws: ``RenderError/pngDecodingFailed(reason:)`` with libpng's message.
  package static func decode(_ data: [UInt8]) throws(RenderError) -> (
    width: Int, height: Int, rgba: [UInt8]
  ) {
    var image = newImage(width: 0, height: 0)
    let begun = data.withUnsafeBytes { bytes in
      png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count)
    }
    guard begun != 0 else { throw .pngDecodingFailed(reason: message(of: image)) }
    image.format = rgbaFormat
    let width = Int(image.width)
    let height = Int(image.height)
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    let finished = rgba.withUnsafeMutableBytes { buffer in
      png_image_finish_read(&image, nil, buffer.baseAddress, 0, nil)
    }
    guard finished != 0 else {
      let reason = message(of: image)
      png_image_free(&image)
      throw .pngDecodingFailed(reason: reason)
    }
    return (width, height, rgba)
  }

  /// `PNG_FORMAT_RGBA`: colour with alpha, 8 bits per channel, straight alpha, sRGB.
  static let rgbaFormat = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)

  private static func newImage(width: Int, height: Int) -> png_image {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    image.width = UInt32(width)
    image.height = UInt32(height)
    image.format = rgbaFormat
    return image
  }

  /// The error message libpng left in the image.
  private static func message(of image: png_image) -> String {
    var message = image.message
    let text = withUnsafeBytes(of: &message) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
    return text.isEmpty ? "libpng reported an error without a message" : text
  }
}
