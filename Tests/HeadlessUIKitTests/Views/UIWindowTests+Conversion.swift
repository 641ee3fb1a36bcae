import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Converting between windows and the screen (spec 2.6) and through `UICoordinateSpace`
/// (spec 2.7).
@MainActor
@Suite struct UIWindowConversionTests {
  private let noWindow: UIWindow? = nil

  // spec 2.6: nil is the screen. Window frame (100, 200, …) with bounds.origin (10, 20): the
  // window point (10, 20) is its top-left corner, screen (100, 200); (15, 25) → (105, 205).
  @Test func windowConvertsToAndFromTheScreen() {
    let window = UIWindow(frame: CGRect(x: 100, y: 200, width: 300, height: 400))
    window.bounds.origin = CGPoint(x: 10, y: 20)
    #expect(window.convert(CGPoint(x: 15, y: 25), to: noWindow) == CGPoint(x: 105, y: 205))
    #expect(window.convert(CGPoint(x: 105, y: 205), from: noWindow) == CGPoint(x: 15, y: 25))
    let rect = CGRect(x: 15, y: 25, width: 30, height: 40)
    #expect(window.convert(rect, to: noWindow) == CGRect(x: 105, y: 205, width: 30, height: 40))
    #expect(window.convert(CGRect(x: 105, y: 205, width: 30, height: 40), from: noWindow) == rect)
  }

  // spec 2.6: window to window goes through the screen. Window 1 at (100, 200), window 2 at
  // (50, 20): window 1 (0, 0) = screen (100, 200) = window 2 (50, 180).
  @Test func windowConvertsToAndFromAnotherWindow() {
    let window1 = UIWindow(frame: CGRect(x: 100, y: 200, width: 300, height: 400))
    let window2 = UIWindow(frame: CGRect(x: 50, y: 20, width: 300, height: 400))
    #expect(window1.convert(CGPoint.zero, to: window2 as UIWindow?) == CGPoint(x: 50, y: 180))
    #expect(window2.convert(CGPoint(x: 50, y: 180), to: window1 as UIWindow?) == .zero)
    #expect(window2.convert(CGPoint.zero, from: window1 as UIWindow?) == CGPoint(x: 50, y: 180))
    let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(
      window1.convert(rect, to: window2 as UIWindow?)
        == CGRect(x: 50, y: 180, width: 10, height: 10))
    #expect(
      window2.convert(rect, from: window1 as UIWindow?)
        == CGRect(x: 50, y: 180, width: 10, height: 10))
  }

  // spec 2.6 with 2.3: a window's own transform is part of its hop onto the screen. Bounds
  // 100×100, center (200, 300), scale 2: (0, 0) → 200 + 2·(0 − 50) = 100, 300 − 100 = 200.
  @Test func windowTransformAppliesOnTheWayToTheScreen() {
    let window = UIWindow(frame: CGRect(x: 150, y: 250, width: 100, height: 100))
    window.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(window.convert(CGPoint.zero, to: noWindow) == CGPoint(x: 100, y: 200))
    #expect(
      window.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: noWindow)
        == CGRect(x: 100, y: 200, width: 20, height: 20))
    #expect(window.convert(CGPoint(x: 100, y: 200), from: noWindow) == .zero)
  }

  // spec 2.2 vs 2.6: UIView's convert(_:to: nil) on a window is the window's own base space,
  // unlike UIWindow's convert(_:to: nil), which is the screen.
  @Test func viewConversionToNilOnAWindowIsItsOwnSpace() {
    let window = UIWindow(frame: CGRect(x: 100, y: 200, width: 300, height: 400))
    let asView: UIView = window
    let noView: UIView? = nil
    #expect(asView.convert(CGPoint(x: 5, y: 6), to: noView) == CGPoint(x: 5, y: 6))
    #expect(window.convert(CGPoint(x: 5, y: 6), to: noWindow) == CGPoint(x: 105, y: 206))
  }

  // spec 2.2 + 2.6: a view's point reaches the screen through its window.
  @Test func viewPointReachesTheScreenThroughItsWindow() {
    let window = UIWindow(frame: CGRect(x: 100, y: 200, width: 300, height: 400))
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
    window.addSubview(view)
    let inWindow = view.convert(CGPoint(x: 1, y: 2), to: nil)
    #expect(window.convert(inWindow, to: noWindow) == CGPoint(x: 111, y: 222))
  }

  // spec 2.7: a view is a coordinate space whose bounds are its bounds.
  @Test func viewIsACoordinateSpace() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    view.bounds.origin = CGPoint(x: 1, y: 2)
    let space: any UICoordinateSpace = view
    #expect(space.bounds == CGRect(x: 1, y: 2, width: 30, height: 40))
  }

  // spec 2.7: view ↔ UIScreen.main.coordinateSpace. Window at (20, 30) on the main screen,
  // view at (10, 10): view (0, 0) = screen (30, 40).
  @Test func viewConvertsToAndFromTheMainScreensSpace() {
    let window = UIWindow(frame: CGRect(x: 20, y: 30, width: 200, height: 200))
    #expect(window.screen === UIScreen.main)
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    window.addSubview(view)
    let screenSpace = UIScreen.main.coordinateSpace
    #expect(screenSpace.bounds == UIScreen.main.bounds)
    #expect(view.convert(CGPoint.zero, to: screenSpace) == CGPoint(x: 30, y: 40))
    #expect(view.convert(CGPoint(x: 30, y: 40), from: screenSpace) == .zero)
    #expect(screenSpace.convert(CGPoint(x: 30, y: 40), to: view) == .zero)
    #expect(screenSpace.convert(CGPoint.zero, from: view) == CGPoint(x: 30, y: 40))
    let rect = CGRect(x: 0, y: 0, width: 5, height: 6)
    #expect(view.convert(rect, to: screenSpace) == CGRect(x: 30, y: 40, width: 5, height: 6))
    #expect(view.convert(CGRect(x: 30, y: 40, width: 5, height: 6), from: screenSpace) == rect)
  }

  // spec 2.7: between two views the coordinate-space API agrees with convert(_:to: UIView?).
  @Test func coordinateSpaceConversionBetweenViewsMatchesViewConversion() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let a = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
    a.transform = CGAffineTransform(rotationAngle: .pi / 2)
    let b = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
    root.addSubview(a)
    root.addSubview(b)
    let space: any UICoordinateSpace = b
    // a's bounds are 50×50 about center (35, 45); (0, 0) is (−25, −25) from the centre, turned
    // by π/2 to (25, −25): root (60, 20) → b (−40, −80).
    #expect(isClose(a.convert(CGPoint.zero, to: space), CGPoint(x: -40, y: -80)))
    #expect(isClose(a.convert(CGPoint.zero, to: b), CGPoint(x: -40, y: -80)))
  }

  // spec 2.7: in landscape the screen's coordinate space follows the interface orientation and
  // fixedCoordinateSpace stays portrait-up. iPhone 15 Pro (393×852 portrait) in landscape-right
  // (home indicator on the right: the device is turned counter-clockwise, so its portrait
  // top-left corner is at the interface's bottom-left, its +x points up and its +y right):
  // interface (X, Y) ↦ fixed (393 − Y, X). View at (100, 50) in a full-screen window: its
  // (0, 0) is fixed (343, 100); its rect (0, 0, 10, 20) spans x ∈ [323, 343], y ∈ [100, 110].
  @Test func fixedCoordinateSpaceIsPortraitUpInLandscapeRight() throws {
    let device = try #require(HeadlessDevice.named("iPhone 15 Pro"))
    let screen = UIScreen(headlessDevice: device, orientation: .landscapeRight)
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    let view = UIView(frame: CGRect(x: 100, y: 50, width: 10, height: 20))
    window.addSubview(view)

    let fixed = screen.fixedCoordinateSpace
    #expect(fixed.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(screen.coordinateSpace.bounds == CGRect(x: 0, y: 0, width: 852, height: 393))
    #expect(window.bounds == CGRect(x: 0, y: 0, width: 852, height: 393))

    #expect(isClose(view.convert(CGPoint.zero, to: fixed), CGPoint(x: 343, y: 100)))
    #expect(isClose(view.convert(CGPoint(x: 343, y: 100), from: fixed), .zero))
    let rect = view.convert(CGRect(x: 0, y: 0, width: 10, height: 20), to: fixed)
    #expect(isClose(rect, CGRect(x: 323, y: 100, width: 20, height: 10)))
    #expect(isClose(fixed.convert(CGPoint(x: 343, y: 100), to: view), .zero))
  }

  // spec 2.7: landscape-left (device turned clockwise: portrait top-left at the interface's
  // top-right, +x pointing down, +y pointing left): interface (X, Y) ↦ fixed (Y, 852 − X).
  @Test func fixedCoordinateSpaceIsPortraitUpInLandscapeLeft() throws {
    let device = try #require(HeadlessDevice.named("iPhone 15 Pro"))
    let screen = UIScreen(headlessDevice: device, orientation: .landscapeLeft)
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    let view = UIView(frame: CGRect(x: 100, y: 50, width: 10, height: 20))
    window.addSubview(view)
    #expect(
      isClose(view.convert(CGPoint.zero, to: screen.fixedCoordinateSpace), CGPoint(x: 50, y: 752)))
    // The interface origin is the fixed space's bottom-left corner.
    let origin = screen.coordinateSpace.convert(CGPoint.zero, to: screen.fixedCoordinateSpace)
    #expect(isClose(origin, CGPoint(x: 0, y: 852)))
  }

  // spec 2.7: in portrait the two spaces coincide; upside down (device turned half a turn)
  // interface (X, Y) ↦ fixed (393 − X, 852 − Y).
  @Test func fixedCoordinateSpaceInPortraitOrientations() throws {
    let device = try #require(HeadlessDevice.named("iPhone 15 Pro"))
    let portrait = UIScreen(headlessDevice: device, orientation: .portrait)
    let p = CGPoint(x: 30, y: 40)
    #expect(isClose(portrait.coordinateSpace.convert(p, to: portrait.fixedCoordinateSpace), p))
    let upsideDown = UIScreen(headlessDevice: device, orientation: .portraitUpsideDown)
    let flipped = upsideDown.coordinateSpace.convert(p, to: upsideDown.fixedCoordinateSpace)
    #expect(isClose(flipped, CGPoint(x: 363, y: 812)))
    let back = upsideDown.fixedCoordinateSpace.convert(flipped, to: upsideDown.coordinateSpace)
    #expect(isClose(back, p))
  }

  // spec 2.7 with decision 2.5 (d): a view outside any window has no place on the screen.
  @Test func windowlessViewCannotReachTheScreen() {
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    var converted = CGPoint.zero
    let messages = Diagnostics.capture {
      converted = view.convert(CGPoint(x: 3, y: 4), to: UIScreen.main.coordinateSpace)
    }
    #expect(converted == CGPoint(x: 3, y: 4))
    #expect(messages.count == 1)
  }
}
