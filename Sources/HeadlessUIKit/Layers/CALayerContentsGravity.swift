import Foundation

/// How a layer's contents are positioned or scaled within its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  /// The gravity's name.
  public var rawValue: String

  /// Creates a gravity from its name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Centred, not scaled.
  public static let center = CALayerContentsGravity(rawValue: "center")
  /// Centred along the top edge.
  public static let top = CALayerContentsGravity(rawValue: "top")
  /// Centred along the bottom edge.
  public static let bottom = CALayerContentsGravity(rawValue: "bottom")
  /// Centred along the left edge.
  public static let left = CALayerContentsGravity(rawValue: "left")
  /// Centred along the right edge.
  public static let right = CALayerContentsGravity(rawValue: "right")
  /// In the top-left corner.
  public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
  /// In the top-right corner.
  public static let topRight = CALayerContentsGravity(rawValue: "topRight")
  /// In the bottom-left corner.
  public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
  /// In the bottom-right corner.
  public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
  /// Stretched to fill the bounds (the default).
  public static let resize = CALayerContentsGravity(rawValue: "resize")
  /// Scaled to fit the bounds, keeping its aspect ratio.
  public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
  /// Scaled to fill the bounds, keeping its aspect ratio.
  public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}
