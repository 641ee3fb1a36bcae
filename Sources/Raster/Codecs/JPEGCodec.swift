@_implementationOnly import CJPEGShim

/// JPEG encoding and decoding with libjpeg-turbo (decision PX3).
///
/// Every libjpeg call runs in the C shim (`CJPEGShim`), whose error manager turns libjpeg's
/// fatal errors into a return value (it `longjmp`s only within its own C function, never
/// through a Swift frame) and counts warnings instead of printing them. Decoding gives 8-bit
/// RGB with opaque alpha for baseline and progressive files, grey and CMYK/YCCK (Adobe-inverted
/// or not) included; a truncated file decodes as far as its data goes, the rest grey, as
/// libjpeg pads it.
package enum JPEGCodec {
  /// What a JPEG's header says.
  package struct Info: Equatable, Sendable {
    /// The width in pixels.
    package var width: Int
    /// The height in pixels.
    package var height: Int
    /// The colour components in the file: 1 grey, 3 colour, 4 CMYK or YCCK.
    package var components: Int
    /// Whether the file is progressive.
    package var isProgressive: Bool
  }

  /// What the pixels handed to ``encode(_:width:height:kind:quality:progressive:)`` are.
  package enum InputKind: Sendable {
    /// RGBA, 4 bytes a pixel (alpha ignored).
    case rgba
    /// Grey, 1 byte a pixel.
    case gray
    /// Adobe-inverted CMYK, 4 bytes a pixel (each byte 255 minus the ink).
    case invertedCMYK
  }

  /// Reads a JPEG's header.
  ///
  /// - Throws: ``RenderError/jpegDecodingFailed(reason:)`` with libjpeg's message.
  package static func info(_ bytes: UnsafeRawBufferPointer) throws(RenderError) -> Info {
    var info = hk_jpeg_info()
    var message = [CChar](repeating: 0, count: Int(HK_JPEG_MESSAGE_LENGTH))
    let read = message.withUnsafeMutableBufferPointer { text in
      hk_jpeg_read_info(
        bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, &info,
        text.baseAddress)
    }
    guard read != 0 else { throw .jpegDecodingFailed(reason: reason(message)) }
    return Info(
      width: Int(info.width), height: Int(info.height), components: Int(info.components),
      isProgressive: info.progressive != 0)
  }

  /// Decodes a JPEG to RGBA bytes (alpha 255, so premultiplied and straight alike), checking
  /// its size against ``ImageLimits`` first.
  ///
  /// - Throws: ``RenderError/jpegDecodingFailed(reason:)`` with libjpeg's message, or
  ///   ``RenderError/imageTooLarge(width:height:)``.
  package static func decode(_ bytes: UnsafeRawBufferPointer) throws(RenderError) -> (
    width: Int, height: Int, rgba: [UInt8]
  ) {
    let header = try info(bytes)
    guard ImageLimits.accepts(width: header.width, height: header.height) else {
      throw .imageTooLarge(width: header.width, height: header.height)
    }
    var message = [CChar](repeating: 0, count: Int(HK_JPEG_MESSAGE_LENGTH))
    var pixels = [UInt8](repeating: 0, count: header.width * header.height * 4)
    let decoded = pixels.withUnsafeMutableBufferPointer { pixels in
      message.withUnsafeMutableBufferPointer { text in
        hk_jpeg_decode_rgba(
          bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count,
          pixels.baseAddress, pixels.count, Int32(ImageLimits.maximumJPEGScans),
          text.baseAddress)
      }
    }
    guard decoded != 0 else { throw .jpegDecodingFailed(reason: reason(message)) }
    return (header.width, header.height, pixels)
  }

  /// Encodes pixels as a JPEG (4:2:0, libjpeg's quality scale 0…100).
  ///
  /// - Parameters:
  ///   - pixels: The pixels, rows packed (`width × bytes per pixel` apart).
  ///   - width: The width in pixels.
  ///   - height: The height in pixels.
  ///   - kind: What the bytes are.
  ///   - quality: 0 (smallest) to 100 (best).
  ///   - progressive: Whether to write a progressive file.
  /// - Returns: The JPEG file's bytes.
  /// - Throws: ``RenderError/jpegEncodingFailed(reason:)``.
  package static func encode(
    _ pixels: [UInt8], width: Int, height: Int, kind: InputKind = .rgba, quality: Int,
    progressive: Bool = false
  ) throws(RenderError) -> [UInt8] {
    let bytesPerPixel = kind == .gray ? 1 : 4
    guard width > 0, height > 0, pixels.count == width * height * bytesPerPixel else {
      throw .jpegEncodingFailed(reason: "the image is empty or its bytes do not match its size")
    }
    let input: hk_jpeg_input =
      switch kind {
      case .rgba: HK_JPEG_INPUT_RGBA
      case .gray: HK_JPEG_INPUT_GRAY
      case .invertedCMYK: HK_JPEG_INPUT_CMYK
      }
    var message = [CChar](repeating: 0, count: Int(HK_JPEG_MESSAGE_LENGTH))
    var output: UnsafeMutablePointer<UInt8>?
    var size: UInt = 0
    let encoded = pixels.withUnsafeBufferPointer { pixels in
      message.withUnsafeMutableBufferPointer { text in
        hk_jpeg_encode(
          pixels.baseAddress, Int32(width), Int32(height), width * bytesPerPixel, input,
          Int32(min(max(quality, 0), 100)), progressive ? 1 : 0, &output, &size,
          text.baseAddress)
      }
    }
    guard encoded != 0, let output else { throw .jpegEncodingFailed(reason: reason(message)) }
    defer { hk_jpeg_free(output) }
    return Array(UnsafeBufferPointer(start: output, count: Int(size)))
  }

  /// The text of a message buffer, or a stand-in when libjpeg left none.
  private static func reason(_ message: [CChar]) -> String {
    let bytes = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    guard !bytes.isEmpty else { return "libjpeg reported an error without a message" }
    return String(decoding: bytes, as: UTF8.self)
  }
}
