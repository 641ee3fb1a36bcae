import Foundation

extension UIColor {
  /// Creates a colour from hue, saturation, brightness and opacity values.
  ///
  /// The colour is stored as extended sRGB red, green and blue, as UIKit does. The hue wraps
  /// around (`1.0` is red again); saturation and brightness are not clamped.
  ///
  /// - Parameters:
  ///   - hue: The hue, where `0`, `1/3` and `2/3` are red, green and blue.
  ///   - saturation: The saturation, from `0` (grey) to `1` (pure hue).
  ///   - brightness: The brightness, from `0` (black) to `1`.
  ///   - alpha: The opacity, clamped to `0...1`.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let rgb = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
    self.init(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
  }

  /// Returns a colour with the same colour space and components and a different opacity.
  ///
  /// The alpha replaces the colour's own. A dynamic colour stays dynamic: the new alpha applies to
  /// each of its appearance variants.
  ///
  /// - Parameter alpha: The new opacity, clamped to `0...1`.
  /// - Returns: The new colour.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    switch storage {
    case .fixed(let color):
      return UIColor(storage: .fixed(color.replacingAlpha(alpha)))
    case .system, .provider:
      return UIColor(storage: .alphaModified(base: self, alpha: alpha))
    case .alphaModified(let base, _):
      return UIColor(storage: .alphaModified(base: base, alpha: alpha))
    }
  }

  /// Returns the colour's red, green, blue and opacity components.
  ///
  /// A grey colour converts to three equal components. A dynamic colour gives the components of
  /// its light variant. Pass `nil` for a component you do not need.
  ///
  /// - Parameters:
  ///   - red: On return, the red component (extended range).
  ///   - green: On return, the green component (extended range).
  ///   - blue: On return, the blue component (extended range).
  ///   - alpha: On return, the opacity.
  /// - Returns: `true`: every colour HeadlessUIKit models converts to RGB.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let rgba = cgColor.rgba
    red?.pointee = rgba.red
    green?.pointee = rgba.green
    blue?.pointee = rgba.blue
    alpha?.pointee = rgba.alpha
    return true
  }

  /// Returns the colour's grey level and opacity.
  ///
  /// Only grey colours convert: for an RGB colour the method leaves the pointees unchanged and
  /// returns `false`, as UIKit does for colours outside a compatible colour space.
  ///
  /// - Parameters:
  ///   - white: On return, the grey level (extended range).
  ///   - alpha: On return, the opacity.
  /// - Returns: `true` if the colour is grey, `false` otherwise.
  @discardableResult
  public func getWhite(
    _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let color = cgColor
    guard color.model == .monochrome else { return false }
    white?.pointee = color.values[0]
    alpha?.pointee = color.values[1]
    return true
  }

  /// Returns the colour's hue, saturation, brightness and opacity.
  ///
  /// A grey colour has hue and saturation `0` and its grey level as brightness.
  ///
  /// - Parameters:
  ///   - hue: On return, the hue, in `0..<1`.
  ///   - saturation: On return, the saturation.
  ///   - brightness: On return, the brightness.
  ///   - alpha: On return, the opacity.
  /// - Returns: `true`: every colour HeadlessUIKit models converts to HSB.
  @discardableResult
  public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let rgba = cgColor.rgba
    let hsb = Self.hsb(red: rgba.red, green: rgba.green, blue: rgba.blue)
    hue?.pointee = hsb.hue
    saturation?.pointee = hsb.saturation
    brightness?.pointee = hsb.brightness
    alpha?.pointee = rgba.alpha
    return true
  }

  /// Converts hue, saturation and brightness to red, green and blue (the hexcone model).
  ///
  /// The hue circle is cut into six sectors; within a sector one channel is at the brightness `v`,
  /// one at `v·(1 − s)`, and the third moves linearly between them.
  static func rgb(
    hue: CGFloat, saturation: CGFloat, brightness: CGFloat
  ) -> (red: CGFloat, green: CGFloat, blue: CGFloat) {
    let position = (hue - hue.rounded(.down)) * 6
    let sector = Int(position.rounded(.down)) % 6
    let fraction = position - position.rounded(.down)
    let value = brightness
    let low = value * (1 - saturation)
    let falling = value * (1 - saturation * fraction)
    let rising = value * (1 - saturation * (1 - fraction))
    switch sector {
    case 0: return (value, rising, low)
    case 1: return (falling, value, low)
    case 2: return (low, value, rising)
    case 3: return (low, falling, value)
    case 4: return (rising, low, value)
    default: return (value, low, falling)
    }
  }

  /// Converts red, green and blue to hue, saturation and brightness; the inverse of
  /// `rgb(hue:saturation:brightness:)` for hues in `0..<1`.
  static func hsb(
    red: CGFloat, green: CGFloat, blue: CGFloat
  ) -> (hue: CGFloat, saturation: CGFloat, brightness: CGFloat) {
    let maximum = Swift.max(red, green, blue)
    let spread = maximum - Swift.min(red, green, blue)
    let saturation = maximum == 0 ? 0 : spread / maximum
    guard spread != 0 else { return (0, saturation, maximum) }
    var sixths: CGFloat
    if maximum == red {
      sixths = (green - blue) / spread
    } else if maximum == green {
      sixths = (blue - red) / spread + 2
    } else {
      sixths = (red - green) / spread + 4
    }
    if sixths < 0 { sixths += 6 }
    return (sixths / 6, saturation, maximum)
  }
}
