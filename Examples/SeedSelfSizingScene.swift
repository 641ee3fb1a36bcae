import HeadlessUIKit

extension ExampleScene {
  /// Seed scene 2.
  public static let selfSizingChild = ExampleScene(
    name: "self-sizing-child",
    summary: "Seed scene 2: a frame-based parent sizing an Auto Layout child by its fitting size"
  ) { screen in
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window.rootViewController = FrameParentViewController()
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }
}
