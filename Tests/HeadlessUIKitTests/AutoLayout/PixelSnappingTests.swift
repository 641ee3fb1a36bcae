import HeadlessUIKit
import Testing

/// Solved frames are snapped to the screen's pixel grid by their edges (decision A13), as the
/// frames Xcode stores in storyboards show (multiples of 1/2 or 1/3 point).
@MainActor
@Suite struct PixelSnappingTests {
  /// Three equal-width views filling a 320-point row, in a window on a screen of `deviceName`.
  private func equalThirds(on deviceName: String) throws -> [CGRect] {
    let device = try #require(HeadlessDevice.named(deviceName))
    let screen = UIScreen(headlessDevice: device)
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    let row = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
    window.addSubview(row)
    let views = (0..<3).map { _ in UIView() }
    for view in views {
      view.translatesAutoresizingMaskIntoConstraints = false
      row.addSubview(view)
      NSLayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: row.topAnchor),
        view.bottomAnchor.constraint(equalTo: row.bottomAnchor),
      ])
    }
    NSLayoutConstraint.activate([
      views[0].leadingAnchor.constraint(equalTo: row.leadingAnchor),
      views[1].leadingAnchor.constraint(equalTo: views[0].trailingAnchor),
      views[2].leadingAnchor.constraint(equalTo: views[1].trailingAnchor),
      views[2].trailingAnchor.constraint(equalTo: row.trailingAnchor),
      views[1].widthAnchor.constraint(equalTo: views[0].widthAnchor),
      views[2].widthAnchor.constraint(equalTo: views[0].widthAnchor),
    ])
    window.layoutIfNeeded()
    return views.map(\.frame)
  }

  @Test("A13: at 2x, edges at 106.67 and 213.33 snap to 106.5 and 213.5; siblings stay adjacent")
  func twoTimesScreen() throws {
    let frames = try equalThirds(on: "iPhone SE (3rd generation)")
    #expect(frames.map(\.minX) == [0, 106.5, 213.5])
    #expect(frames.map(\.width) == [106.5, 107, 106.5])
  }

  @Test("A13: at 3x, thirds of a point are on the grid")
  func threeTimesScreen() throws {
    let frames = try equalThirds(on: "iPhone 15 Pro")
    #expect(frames.map { ($0.minX * 3).rounded() } == [0, 320, 640])
    #expect(abs(frames[1].width - 320.0 / 3) < 1e-9)
  }

  @Test("A13: a centred view's half-point origin snaps up at 3x")
  func centredViewAtThreeTimes() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    NSLayoutConstraint.activate([
      box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // 137.5 points is 412.5 pixels at 3x (the main screen's scale): rounded up to 413.
    #expect(abs(box.frame.minX - 413.0 / 3) < 1e-9)
    #expect(abs(box.frame.maxX - 713.0 / 3) < 1e-9)
  }
}
