import Foundation

/// How a layer's contents image is sampled when it is drawn larger or smaller than its pixels.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
  /// The filter's name.
  public var rawValue: String

  /// Creates a filter from its name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Linear interpolation between the nearest pixels (the default).
  public static let linear = CALayerContentsFilter(rawValue: "linear")
  /// The nearest pixel, which keeps pixel art sharp.
  public static let nearest = CALayerContentsFilter(rawValue: "nearest")
  /// Linear interpolation between mipmap levels (minification only).
  public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

extension CALayer {
  /// The filter used when the contents are drawn larger than their pixels; `.linear` by default.
  ///
  /// Stored for the app; headless contents are drawn as a placeholder, which no filter changes.
  public var magnificationFilter: CALayerContentsFilter {
    get { extras.magnificationFilter }
    set { extras.magnificationFilter = newValue }
  }

  /// The filter used when the contents are drawn smaller than their pixels; `.linear` by default.
  ///
  /// Stored for the app; headless contents are drawn as a placeholder, which no filter changes.
  public var minificationFilter: CALayerContentsFilter {
    get { extras.minificationFilter }
    set { extras.minificationFilter = newValue }
  }

  /// The bias the trilinear minification filter adds to its mipmap level; `0` by default.
  public var minificationFilterBias: Float {
    get { extras.minificationFilterBias }
    set { extras.minificationFilterBias = newValue }
  }
}
