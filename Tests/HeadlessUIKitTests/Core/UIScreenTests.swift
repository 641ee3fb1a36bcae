import HeadlessUIKit
import Testing

/// The simulated screen (spec §14, 2.7).
///
/// These tests never change `UIScreen.main`; they build their own screens with
/// `UIScreen(headlessDevice:orientation:)`.
@MainActor
@Suite struct UIScreenTests {
  private func device(_ name: String) throws -> HeadlessDevice {
    try #require(HeadlessDevice.named(name))
  }

  // spec §14: the main screen defaults to an iPhone 15 Pro in portrait, 393×852 @3x.
  @Test func mainScreenDefaultsToIPhone15ProPortrait() {
    let main = UIScreen.main
    #expect(main.headlessDevice.name == "iPhone 15 Pro")
    #expect(main.headlessDevice == HeadlessDevice.default)
    #expect(main.headlessInterfaceOrientation == .portrait)
    #expect(main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(main.scale == 3)
    // 393·3 × 852·3
    #expect(main.nativeBounds == CGRect(x: 0, y: 0, width: 1179, height: 2556))
    #expect(UIScreen.screens.count == 1)
    #expect(UIScreen.screens.first === main)
  }

  // spec 2.7: a new window covers the main screen and is displayed on it.
  @Test func defaultWindowCoversTheMainScreen() {
    let window = UIWindow()
    #expect(window.frame == UIScreen.main.bounds)
    #expect(window.screen === UIScreen.main)
  }

  // spec 2.7: bounds follow the interface orientation (transposed in landscape); nativeBounds
  // are the portrait panel in pixels in every orientation.
  @Test(arguments: [UIInterfaceOrientation.landscapeLeft, .landscapeRight])
  func landscapeBoundsAreTransposed(orientation: UIInterfaceOrientation) throws {
    let screen = UIScreen(headlessDevice: try device("iPhone 15 Pro"), orientation: orientation)
    #expect(screen.headlessInterfaceOrientation == orientation)
    #expect(screen.bounds == CGRect(x: 0, y: 0, width: 852, height: 393))
    #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 1179, height: 2556))
    #expect(screen.scale == 3)
    #expect(screen.coordinateSpace.bounds == screen.bounds)
    #expect(screen.fixedCoordinateSpace.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
  }

  // spec 2.7: upside-down portrait keeps the portrait bounds.
  @Test func upsideDownBoundsArePortrait() throws {
    let screen = UIScreen(
      headlessDevice: try device("iPhone 15 Pro"), orientation: .portraitUpsideDown)
    #expect(screen.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(screen.fixedCoordinateSpace.bounds == screen.bounds)
  }

  // spec §14.1: nativeBounds are the portrait point size times the scale.
  @Test(arguments: [
    ("iPhone 8", CGSize(width: 750, height: 1334)),
    ("iPhone X", CGSize(width: 1125, height: 2436)),
    ("iPhone XR", CGSize(width: 828, height: 1792)),
    ("iPhone 13", CGSize(width: 1170, height: 2532)),
    ("iPhone 16 Pro", CGSize(width: 1206, height: 2622)),
    ("iPhone 16 Pro Max", CGSize(width: 1320, height: 2868)),
  ])
  func nativeBoundsArePortraitPixels(name: String, pixels: CGSize) throws {
    let screen = UIScreen(headlessDevice: try device(name), orientation: .landscapeRight)
    #expect(screen.nativeBounds == CGRect(origin: .zero, size: pixels))
    #expect(screen.nativeScale == screen.scale)
  }

  // spec 14.4: recent iPads' point sizes are their published pixel resolutions halved, so the
  // native bounds are those resolutions (portrait).
  @Test(arguments: [
    ("iPad mini (6th generation)", CGSize(width: 1488, height: 2266)),
    ("iPad (10th generation)", CGSize(width: 1640, height: 2360)),
    ("iPad Pro 11-inch (M4)", CGSize(width: 1668, height: 2420)),
    ("iPad Pro 13-inch (M4)", CGSize(width: 2064, height: 2752)),
  ])
  func iPadNativeBoundsArePublishedResolutions(name: String, pixels: CGSize) throws {
    let screen = UIScreen(headlessDevice: try device(name), orientation: .landscapeLeft)
    #expect(screen.nativeBounds == CGRect(origin: .zero, size: pixels))
    #expect(screen.scale == 2)
    #expect(screen.bounds.size == CGSize(width: pixels.height / 2, height: pixels.width / 2))
  }
}
