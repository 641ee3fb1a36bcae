@_implementationOnly import CLibPNG

/// Canvases to and from PNG bytes.
extension PNGCodec {
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

  /// Decodes PNG bytes to a premultiplied canvas; see `decode(_:)` of an array.
  package static func decodeCanvas(_ bytes: UnsafeRawBufferPointer) throws(RenderError)
    -> Canvas
  {
    let (width, height, rgba) = try decode(bytes)
    return Canvas(width: width, height: height, straightRGBA: rgba)
  }
}
