/// Why an image could not be encoded, decoded or written; file errors name the path.
package enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be written; `reason` is the system's explanation.
  case cannotWrite(path: String, reason: String)
  /// libpng could not encode the canvas; `reason` is libpng's message.
  case pngEncodingFailed(reason: String)
  /// libpng could not decode the data; `reason` is libpng's message.
  case pngDecodingFailed(reason: String)

  /// A one-line message naming the file or the library's reason.
  package var description: String {
    switch self {
    case .cannotWrite(let path, let reason): "Cannot write \(path): \(reason)"
    case .pngEncodingFailed(let reason): "PNG encoding failed: \(reason)"
    case .pngDecodingFailed(let reason): "PNG decoding failed: \(reason)"
    }
  }
}
