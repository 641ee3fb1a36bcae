/// Why an image could not be encoded, decoded or written; file errors name the path.
package enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be written; `reason` is the system's explanation.
  case cannotWrite(path: String, reason: String)
  /// libpng could not encode the canvas; `reason` is libpng's message.
  case pngEncodingFailed(reason: String)
  /// libpng could not decode the data; `reason` is libpng's message.
  case pngDecodingFailed(reason: String)
  /// libjpeg could not encode the canvas; `reason` is libjpeg's message.
  case jpegEncodingFailed(reason: String)
  /// libjpeg could not decode the data; `reason` is libjpeg's message.
  case jpegDecodingFailed(reason: String)
  /// The image declares a size above ``ImageLimits`` (decision PX4).
  case imageTooLarge(width: Int, height: Int)

  /// A one-line message naming the file or the library's reason.
  package var description: String {
    switch self {
    case .cannotWrite(let path, let reason): "Cannot write \(path): \(reason)"
    case .pngEncodingFailed(let reason): "PNG encoding failed: \(reason)"
    case .pngDecodingFailed(let reason): "PNG decoding failed: \(reason)"
    case .jpegEncodingFailed(let reason): "JPEG encoding failed: \(reason)"
    case .jpegDecodingFailed(let reason): "JPEG decoding failed: \(reason)"
    case .imageTooLarge(let width, let height):
      "The image is too large to decode (\(width)×\(height) pixels)"
    }
  }
}
