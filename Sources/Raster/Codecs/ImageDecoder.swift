/// Decodes the image files UIKit reads into canvases (decisions PX2, PX4).
package enum ImageDecoder {
  /// The file formats the decoder reads.
  package enum Format: Sendable {
    /// PNG, through libpng.
    case png
    /// JPEG, through libjpeg-turbo.
    case jpeg
  }

  /// A decoded image: its pixels, premultiplied, and the EXIF orientation (1…8) its file
  /// records (always 1 for PNG).
  package struct Decoded: Sendable {
    /// The pixels as stored in the file, not yet turned by the orientation.
    package var canvas: Canvas
    /// The EXIF orientation, 1 for upright.
    package var exifOrientation: Int
  }

  /// The format the bytes' signature names, or `nil` for one the decoder cannot read.
  package static func format(of bytes: UnsafeRawBufferPointer) -> Format? {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    if bytes.count >= 8, (0..<8).allSatisfy({ bytes[$0] == png[$0] }) { return .png }
    if bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF { return .jpeg }
    return nil
  }

  /// Decodes PNG or JPEG bytes.
  ///
  /// - Throws: The codec's ``RenderError``, or
  ///   ``RenderError/imageTooLarge(width:height:)``; bytes of another format throw
  ///   ``RenderError/pngDecodingFailed(reason:)``.
  package static func decode(_ bytes: UnsafeRawBufferPointer) throws(RenderError) -> Decoded {
    switch format(of: bytes) {
    case .png:
      return Decoded(canvas: try PNGCodec.decodeCanvas(bytes), exifOrientation: 1)
    case .jpeg:
      let (width, height, rgba) = try JPEGCodec.decode(bytes)
      return Decoded(
        canvas: Canvas(width: width, height: height, premultiplied: rgba),
        exifOrientation: JPEGOrientation.exifOrientation(of: bytes))
    case nil:
      throw .pngDecodingFailed(reason: "not a PNG or JPEG file")
    }
  }
}
