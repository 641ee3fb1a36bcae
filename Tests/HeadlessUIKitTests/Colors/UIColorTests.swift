import Foundation
import HeadlessUIKit
import Testing

/// The red, green, blue and alpha that `getRed(_:green:blue:alpha:)` reports.
private func rgba(_ color: UIColor) -> [CGFloat] {
  var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (-9, -9, -9, -9)
  color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
  return [red, green, blue, alpha]
}

/// The hue, saturation, brightness and alpha that `getHue(_:saturation:brightness:alpha:)` reports.
private func hsba(_ color: UIColor) -> [CGFloat] {
  var (hue, saturation, brightness, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (-9, -9, -9, -9)
  color.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
  return [hue, saturation, brightness, alpha]
}

/// Whether two component lists agree to within `tolerance`.
private func close(_ lhs: [CGFloat], _ rhs: [CGFloat], tolerance: CGFloat = 1e-9) -> Bool {
  lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { abs($0 - $1) <= tolerance }
}

@Suite struct UIColorTests {
  @Test func rgbInitializerKeepsExtendedComponentsAndClampsAlpha() {
    #expect(rgba(UIColor(red: 1.25, green: -0.5, blue: 0.5, alpha: 2)) == [1.25, -0.5, 0.5, 1])
    #expect(rgba(UIColor(red: 0, green: 0, blue: 0, alpha: -1))[3] == 0)
  }

  @Test func getRedOnGrayColorGivesThreeEqualComponents() {
    #expect(rgba(UIColor.gray) == [0.5, 0.5, 0.5, 1])
    #expect(rgba(UIColor(white: 0.2, alpha: 0.4)) == [0.2, 0.2, 0.2, 0.4])
  }

  @Test func getRedAcceptsNilPointers() {
    var green: CGFloat = -1
    #expect(UIColor.yellow.getRed(nil, green: &green, blue: nil, alpha: nil))
    #expect(green == 1)
  }

  @Test func whiteRoundTrips() {
    var (white, alpha): (CGFloat, CGFloat) = (-1, -1)
    #expect(UIColor(white: 0.25, alpha: 0.5).getWhite(&white, alpha: &alpha))
    #expect(white == 0.25)
    #expect(alpha == 0.5)
  }

  @Test func getWhiteFailsOnRGBColorAndLeavesOutputsAlone() {
    var (white, alpha): (CGFloat, CGFloat) = (-1, -1)
    #expect(!UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1).getWhite(&white, alpha: &alpha))
    #expect(white == -1)
    #expect(alpha == -1)
  }

  @Test(arguments: [
    [0.0, 1.0, 1.0], [1.0 / 3, 1.0, 1.0], [2.0 / 3, 1.0, 1.0], [0.1, 0.5, 0.8],
    [0.45, 0.25, 0.6], [0.7, 0.9, 0.3], [0.95, 0.6, 1.0], [0.5, 1.0, 0.5],
  ])
  func hueSaturationBrightnessRoundTrips(hsb: [Double]) {
    let components = hsb.map { CGFloat($0) }
    let color = UIColor(
      hue: components[0], saturation: components[1], brightness: components[2], alpha: 0.7)
    #expect(close(hsba(color), components + [0.7]))
  }

  @Test(arguments: [
    [1.0, 0.0, 0.0], [0.2, 0.4, 0.6], [0.9, 0.1, 0.5], [0.3, 0.8, 0.1], [0.05, 0.05, 0.95],
    [0.6, 0.6, 0.2],
  ])
  func rgbRoundTripsThroughHueSaturationBrightness(rgb: [Double]) {
    let components = rgb.map { CGFloat($0) }
    let hsb = hsba(UIColor(red: components[0], green: components[1], blue: components[2], alpha: 1))
    let back = UIColor(hue: hsb[0], saturation: hsb[1], brightness: hsb[2], alpha: hsb[3])
    #expect(close(rgba(back), components + [1]))
  }

  @Test func hueInitializerGivesPrimariesAndWrapsHue() {
    #expect(close(rgba(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)), [1, 0, 0, 1]))
    #expect(
      close(rgba(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)), [0, 1, 0, 1]))
    #expect(close(rgba(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1)), [1, 0, 0, 1]))
    #expect(
      close(rgba(UIColor(hue: 0.5, saturation: 0, brightness: 0.4, alpha: 1)), [0.4, 0.4, 0.4, 1]))
  }

  @Test func getHueOnGrayColorGivesZeroHueAndSaturation() {
    #expect(hsba(UIColor(white: 0.3, alpha: 0.9)) == [0, 0, 0.3, 0.9])
    #expect(hsba(UIColor.black) == [0, 0, 0, 1])
  }

  @Test func displayP3ColorConvertsToExtendedSRGBAsUIKitReportsIt() {
    // UIKit prints UIExtendedSRGBColorSpace -0.416964 0.838774 -0.249501 1 for this P3 green.
    let green = UIColor(displayP3Red: 0, green: 210.0 / 255, blue: 0, alpha: 1)
    #expect(close(rgba(green), [-0.416964, 0.838774, -0.249501, 1], tolerance: 5e-4))
    #expect(close(rgba(UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1)), [1, 1, 1, 1]))
    #expect(
      close(rgba(UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1)), [0.5, 0.5, 0.5, 1]))
  }

  @Test func withAlphaComponentReplacesAlphaOfFixedColor() {
    #expect(rgba(UIColor.red.withAlphaComponent(0.25)) == [1, 0, 0, 0.25])
    #expect(UIColor.white.withAlphaComponent(0.5) == UIColor(white: 1, alpha: 0.5))
    #expect(rgba(UIColor.blue.withAlphaComponent(4))[3] == 1)
  }

  @Test func cgColorOfDynamicColorIsItsLightVariant() throws {
    let components = try #require(UIColor.systemRed.cgColor.components)
    #expect(close(components, [1, 59.0 / 255, 48.0 / 255, 1]))
    #expect(UIColor.label.cgColor == CGColor(gray: 0, alpha: 1))
  }

  @Test func getRedOnDynamicColorReportsItsLightVariant() {
    #expect(close(rgba(UIColor.systemBlue), [0, 122.0 / 255, 1, 1]))
  }
}
