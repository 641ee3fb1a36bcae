import Foundation

extension UIColor {
  /// Creates a colour from red, green, blue and opacity values in the Display P3 colour space.
  ///
  /// The components are converted once, at creation, to extended sRGB, which is how UIKit stores
  /// the colour too: `getRed(_:green:blue:alpha:)` returns the sRGB values, with components of
  /// colours outside the sRGB gamut below `0` or above `1`. Unlike UIKit, the colour keeps no
  /// record of having been P3, so `description` prints `UIExtendedSRGBColorSpace` and the sRGB
  /// values where UIKit prints `UIDisplayP3ColorSpace` and the P3 values, and `cgColor` is an sRGB
  /// colour.
  ///
  /// - Parameters:
  ///   - displayP3Red: The red component in Display P3, usually from `0` to `1`.
  ///   - green: The green component in Display P3.
  ///   - blue: The blue component in Display P3.
  ///   - alpha: The opacity, clamped to `0...1`.
  public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    let srgb = DisplayP3.extendedSRGB(red: displayP3Red, green: green, blue: blue)
    self.init(red: srgb.red, green: srgb.green, blue: srgb.blue, alpha: alpha)
  }
}
