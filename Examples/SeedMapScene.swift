import HeadlessUIKit

extension ExampleScene {
  /// Seed scene 1, with the map pinned into its container.
  public static let mapContainer = ExampleScene(
    name: "map-container",
    summary: "Seed scene 1: a child controller's view pinned into a container in viewDidLoad"
  ) { screen in
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window.rootViewController = MapContainerViewController(embedding: .pinned)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }
}
