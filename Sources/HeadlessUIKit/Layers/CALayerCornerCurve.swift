import Foundation

/// The curve used to round a layer's corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  /// The curve's name.
  public var rawValue: String

  /// Creates a corner curve from its name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// A quarter circle (the default).
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// A continuous curvature curve, as app icons use (drawn as a circle by HeadlessUIKit).
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")

  /// The expansion factor of a curve: how far beyond the corner radius its curvature reaches.
  ///
  /// - Parameter curve: The curve.
  /// - Returns: 1 for a circular curve, about 1.528665 for a continuous one.
  public static func expansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
    curve == .continuous ? 1.528665 : 1
  }
}
