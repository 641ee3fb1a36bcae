import Foundation

extension CGAffineTransform: Codable {
  /// Decodes a transform from an unkeyed container of six numbers in `[a b c d tx ty]` order.
  ///
  /// This is the layout Apple's Core Graphics overlay uses, so archives are interchangeable.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` if the container is not an array of at least six numbers.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    let a = try container.decode(CGFloat.self)
    let b = try container.decode(CGFloat.self)
    let c = try container.decode(CGFloat.self)
    let d = try container.decode(CGFloat.self)
    let tx = try container.decode(CGFloat.self)
    let ty = try container.decode(CGFloat.self)
    self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
  }

  /// Encodes the transform as an unkeyed container of six numbers in `[a b c d tx ty]` order.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: Whatever the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(a)
    try container.encode(b)
    try container.encode(c)
    try container.encode(d)
    try container.encode(tx)
    try container.encode(ty)
  }
}

extension CGAffineTransform: CustomStringConvertible {
  /// A textual form listing the six entries, such as
  /// `CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)`.
  public var description: String {
    "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
  }
}
