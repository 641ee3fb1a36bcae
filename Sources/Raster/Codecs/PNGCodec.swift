@_implementationOnly import CLibPNG

/// PNG encoding and decoding with libpng's simplified API (`png_image`).
///
/// The simplified API reports errors through the `png_image` it is given instead of
/// `longjmp`, which is not safe across Swift frames. Images are 8-bit RGBA, straight
/// (non-premultiplied) alpha, sRGB; the encoder writes no time stamp or text chunk, so the
/// bytes depend only on the pixels (decision R8).
package enum PNGCodec {
  /// libpng's bound on the size of an 8-bit RGBA PNG (`PNG_IMAGE_PNG_SIZE_MAX`).
  static func maximumSize(width: Int, height: Int) -> Int {
    let data = height * (width * 4 + 1)
    let compressed = data + (data + 7) >> 3 + (data + 63) >> 6 + 11
    return 8 + 25 + 16 + 44 + 12 + 12 + 12 * (compressed / 8192) + compressed
  }

  /// Decodes PNG bytes to 8-bit straight RGBA: the width, the height and 4 bytes per pixel.
  ///
  /// Every colour type and bit depth is read: grey, palette (with `tRNS` transparency), RGB,
  /// with or without alpha, interlaced or not; 16-bit channels are reduced to 8, read as sRGB
  /// when the file names no gamma (as Apple's decoder does) and corrected to sRGB when it
  /// does. The size is checked against ``ImageLimits`` before any pixel memory is allocated.
  ///
  /// - Throws: ``RenderError/pngDecodingFailed(reason:)`` with libpng's message, or
  ///   ``RenderError/imageTooLarge(width:height:)``.
  package static func decode(_ data: [UInt8]) throws(RenderError) -> (
    width: Int, height: Int, rgba: [UInt8]
  ) {
    let result = data.withUnsafeBytes { bytes in
      Result { () throws(RenderError) in try decode(bytes) }
    }
    return try result.get()
  }

  /// Decodes PNG bytes in memory; see `decode(_:)` of an array.
  package static func decode(_ bytes: UnsafeRawBufferPointer) throws(RenderError) -> (
    width: Int, height: Int, rgba: [UInt8]
  ) {
    var image = newImage(width: 0, height: 0)
    let begun = png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count)
    guard begun != 0 else { throw .pngDecodingFailed(reason: message(of: image)) }
    let width = Int(image.width)
    let height = Int(image.height)
    guard ImageLimits.accepts(width: width, height: height) else {
      png_image_free(&image)
      throw .imageTooLarge(width: width, height: height)
    }
    // Deflate expands at most 1,032 times, and a pixel takes at least one bit: a file too short
    // for its declared size cannot decode, so it is refused before the pixel buffer exists.
    guard width * height <= bytes.count * 8 * 1032 else {
      png_image_free(&image)
      throw .pngDecodingFailed(reason: "the data is too short for \(width)×\(height) pixels")
    }
    image.format = rgbaFormat
    image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
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

  static func newImage(width: Int, height: Int) -> png_image {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    image.width = UInt32(width)
    image.height = UInt32(height)
    image.format = rgbaFormat
    return image
  }

  /// The error message libpng left in the image.
  static func message(of image: png_image) -> String {
    var message = image.message
    let text = withUnsafeBytes(of: &message) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
    return text.isEmpty ? "libpng reported an error without a message" : text
  }
}
