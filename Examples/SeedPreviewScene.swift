import HeadlessUIKit

extension ExampleScene {
  /// Seed scene 3, with a book's synopsis as the preview.
  public static let previewCap = ExampleScene(
    name: "preview-cap",
    summary: "Seed scene 3: a preview child capped at 25 % of the screen above a list"
  ) { screen in
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    let controller = PreviewListViewController()
    window.rootViewController = controller
    controller.preview.text = PreviewListViewController.sampleText
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    // The preview learns its width in the first pass and asks for its text's height.
    window.layoutIfNeeded()
    return window
  }
}
