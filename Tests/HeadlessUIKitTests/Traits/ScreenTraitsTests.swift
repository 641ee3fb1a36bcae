import HeadlessUIKit
import Testing

/// The traits of each simulated device in each orientation (spec 14.1–14.4).
@MainActor
@Suite struct ScreenTraitsTests {
  /// Device, orientation, expected horizontal and vertical size class, idiom, scale.
  nonisolated static let cases:
    [(
      String, UIInterfaceOrientation, UIUserInterfaceSizeClass, UIUserInterfaceSizeClass,
      UIUserInterfaceIdiom, CGFloat
    )] = [
      ("iPhone 15 Pro", .portrait, .compact, .regular, .phone, 3),
      ("iPhone 15 Pro", .landscapeLeft, .compact, .compact, .phone, 3),
      ("iPhone 15 Pro Max", .portrait, .compact, .regular, .phone, 3),
      ("iPhone 15 Pro Max", .landscapeRight, .regular, .compact, .phone, 3),
      ("iPhone 8 Plus", .landscapeLeft, .regular, .compact, .phone, 3),
      ("iPhone SE (3rd generation)", .portrait, .compact, .regular, .phone, 2),
      ("iPhone SE (3rd generation)", .landscapeRight, .compact, .compact, .phone, 2),
      ("iPhone 11", .landscapeLeft, .regular, .compact, .phone, 2),
      ("iPad Pro (11-inch) (4th generation)", .portrait, .regular, .regular, .pad, 2),
      ("iPad Pro (11-inch) (4th generation)", .landscapeLeft, .regular, .regular, .pad, 2),
      ("iPad mini (6th generation)", .landscapeRight, .regular, .regular, .pad, 2),
    ]

  @Test(
    "14.2/14.4: size classes, idiom and scale per device and orientation",
    arguments: cases)
  func screenTraitsFollowTheDevice(
    _ testCase: (
      String, UIInterfaceOrientation, UIUserInterfaceSizeClass, UIUserInterfaceSizeClass,
      UIUserInterfaceIdiom, CGFloat
    )
  ) throws {
    let (name, orientation, horizontal, vertical, idiom, scale) = testCase
    let screen = UIScreen(
      headlessDevice: try #require(HeadlessDevice.named(name)), orientation: orientation)
    let traits = screen.traitCollection
    #expect(traits.horizontalSizeClass == horizontal)
    #expect(traits.verticalSizeClass == vertical)
    #expect(traits.userInterfaceIdiom == idiom)
    #expect(traits.displayScale == scale)
    #expect(traits.layoutDirection == .leftToRight)
    #expect(traits.userInterfaceStyle == .light)
    #expect(traits.preferredContentSizeCategory == .large)
    #expect(traits.accessibilityContrast == .normal)
    #expect(traits.userInterfaceLevel == .base)
  }

  @Test("14.2: every iPhone is C/R in portrait; landscape is R/C from 414 points wide")
  func everyCatalogueDeviceHasItsTableSizeClasses() {
    for device in HeadlessDevice.all {
      let portrait = UIScreen(headlessDevice: device, orientation: .portrait).traitCollection
      let landscape = UIScreen(headlessDevice: device, orientation: .landscapeLeft).traitCollection
      if device.idiom == .pad {
        #expect(portrait.horizontalSizeClass == .regular, "\(device)")
        #expect(landscape.verticalSizeClass == .regular, "\(device)")
      } else {
        #expect(portrait.horizontalSizeClass == .compact, "\(device)")
        #expect(portrait.verticalSizeClass == .regular, "\(device)")
        let wide = device.portraitSize.width >= 414
        #expect(landscape.horizontalSizeClass == (wide ? .regular : .compact), "\(device)")
        #expect(landscape.verticalSizeClass == .compact, "\(device)")
      }
    }
  }

  @Test("A screen's description is UIKit's trait-collection format")
  func descriptionFormat() throws {
    let screen = UIScreen(headlessDevice: try #require(HeadlessDevice.named("iPhone 15 Pro")))
    let text = screen.traitCollection.description
    let traits = text.drop { $0 != ";" }
    #expect(
      traits
        == "; UserInterfaceIdiom = Phone, DisplayScale = 3, HorizontalSizeClass = Compact, "
        + "VerticalSizeClass = Regular, UserInterfaceStyle = Light, "
        + "UserInterfaceLayoutDirection = LTR, PreferredContentSizeCategory = L, "
        + "AccessibilityContrast = Normal, UserInterfaceLevel = Base>")
  }

  @Test("A window has its screen's traits; changing the screen gives it the new screen's")
  func windowFollowsItsScreen() throws {
    let phone = UIScreen(headlessDevice: try #require(HeadlessDevice.named("iPhone 15 Pro")))
    let pad = UIScreen(headlessDevice: try #require(HeadlessDevice.named("iPad Pro 11-inch (M4)")))
    let window = UIWindow(frame: phone.bounds)
    window.screen = phone
    #expect(window.traitCollection == phone.traitCollection)
    window.screen = pad
    #expect(window.traitCollection == pad.traitCollection)
    #expect(window.traitCollection.userInterfaceIdiom == .pad)
  }
}
