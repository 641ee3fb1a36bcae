import Foundation

/// A two-dimensional vector: a velocity, an offset or a direction.
///
/// Foundation on Linux does not have Core Graphics' `CGVector`; this is it, with the same
/// members.
public struct CGVector: Hashable, Sendable, Codable {
  /// The horizontal component.
  public var dx: CGFloat
  /// The vertical component.
  public var dy: CGFloat

  /// Creates a vector from its components.
  ///
  /// - Parameters:
  ///   - dx: The horizontal component.
  ///   - dy: The vertical component.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// Creates a vector from integer components.
  ///
  /// - Parameters:
  ///   - dx: The horizontal component.
  ///   - dy: The vertical component.
  public init(dx: Int, dy: Int) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// Creates a vector from double-precision components.
  ///
  /// - Parameters:
  ///   - dx: The horizontal component.
  ///   - dy: The vertical component.
  public init(dx: Double, dy: Double) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// Creates the zero vector.
  public init() {
    self.init(dx: CGFloat(0), dy: CGFloat(0))
  }

  /// The zero vector.
  public static let zero = CGVector()
}
