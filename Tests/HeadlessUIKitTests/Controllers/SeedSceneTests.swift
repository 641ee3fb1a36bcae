import Examples
import HeadlessUIKit
import Testing

/// The three seed scenes with exact frames on two devices in both orientations.
@MainActor
@Suite struct SeedSceneTests {
  nonisolated static let screens: [(String, UIInterfaceOrientation)] = [
    ("iPhone 15 Pro", .portrait), ("iPhone 15 Pro", .landscapeLeft),
    ("iPad Pro 11-inch (M4)", .portrait), ("iPad Pro 11-inch (M4)", .landscapeRight),
  ]

  /// A visible window on a catalogue device in an orientation, showing `controller`.
  private func show(
    _ controller: UIViewController, on device: String, _ orientation: UIInterfaceOrientation
  )
    throws -> (UIWindow, UIEdgeInsets)
  {
    let screen = UIScreen(
      device: try #require(HeadlessDevice.named(device)), orientation: orientation)
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, screen.device.safeAreaInsets(for: orientation))
  }

  /// A length snapped to the device's pixel grid as an edge at `origin` would be.
  private func snapped(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    (value * scale + 0.5).rounded(.down) / scale
  }

  @Test(
    "Seed 1: a child's view pinned into a container in viewDidLoad fills it after layout",
    arguments: screens)
  func pinnedChildFillsItsContainer(device: String, orientation: UIInterfaceOrientation) throws {
    let controller = MapContainerViewController(embedding: .pinned)
    let (window, safe) = try show(controller, on: device, orientation)
    let size = window.bounds.size
    let scale = window.screen.scale
    #expect(controller.container.frame.minY == safe.top)
    #expect(controller.container.frame.width == size.width)
    #expect(
      controller.container.frame.maxY
        == snapped(safe.top + size.height / 2, scale: scale))
    #expect(controller.map.view.frame == controller.container.bounds)
    #expect(controller.map.parent === controller)
  }

  @Test(
    "Seed 1, 7.2a: framed from the container's bounds in viewDidLoad, a plain view stays empty",
    arguments: screens)
  func framedChild(device: String, orientation: UIInterfaceOrientation) throws {
    let flexible = MapContainerViewController(embedding: .framed)
    _ = try show(flexible, on: device, orientation)
    // The controller's root view is flexible in both directions, so it follows the container.
    #expect(flexible.map.view.frame == flexible.container.bounds)
    let plain = MapContainerViewController(embedding: .framedPlainView)
    _ = try show(plain, on: device, orientation)
    #expect(plain.container.bounds.height > 0)
    #expect(plain.plainView.frame == .zero)
  }

  @Test(
    "Seed 2, 9.3: a frame-based parent sizes its Auto Layout child and follows its changes",
    arguments: screens)
  func selfSizingChild(device: String, orientation: UIInterfaceOrientation) async throws {
    let parent = FrameParentViewController()
    let (window, safe) = try show(parent, on: device, orientation)
    #expect(
      parent.card.view.frame
        == CGRect(x: 0, y: safe.top, width: window.bounds.width, height: 16 + 40 + 16))
    #expect(parent.fittingSizeChanges == 0)
    parent.card.text.lines = 5
    await nextMainQueueTurn()
    #expect(parent.fittingSizeChanges == 1)
    #expect(
      parent.card.view.frame
        == CGRect(x: 0, y: safe.top, width: window.bounds.width, height: 16 + 100 + 16))
    #expect(
      parent.card.text.frame == CGRect(x: 16, y: 16, width: window.bounds.width - 32, height: 100))
  }

  @Test(
    "Seed 3, 9.2: the preview gets its preferred height below the 25 % cap, the cap above it",
    arguments: screens)
  func previewCap(device: String, orientation: UIInterfaceOrientation) async throws {
    let controller = PreviewListViewController()
    let (window, safe) = try show(controller, on: device, orientation)
    let height = window.bounds.height
    let scale = window.screen.scale
    controller.preview.contentHeight = 150
    window.layoutIfNeeded()
    let cap = height / 4
    let expected = min(150, cap)
    #expect(controller.preview.view.frame.minY == safe.top)
    #expect(
      controller.preview.view.frame.maxY == snapped(safe.top + expected, scale: scale))
    // Adjacent edges coincide (to the last bits of a third of a point at 3x, decision A13).
    #expect(abs(controller.list.frame.minY - controller.preview.view.frame.maxY) < 1e-9)
    #expect(controller.list.frame.maxY == height)
    controller.preview.contentHeight = 400
    window.layoutIfNeeded()
    #expect(controller.preview.view.frame.maxY == snapped(safe.top + cap, scale: scale))
    controller.preview.contentHeight = 120
    await nextMainQueueTurn()
    #expect(controller.preview.view.frame.maxY == snapped(safe.top + min(120, cap), scale: scale))
  }

  @Test(
    "Seed 3: after a content-size-category change the preview grows up to the cap",
    arguments: screens)
  func previewCapFollowsTextSize(device: String, orientation: UIInterfaceOrientation) async throws {
    let controller = PreviewListViewController()
    let (window, safe) = try show(controller, on: device, orientation)
    let scale = window.screen.scale
    let cap = window.bounds.height / 4
    controller.preview.lines = 6
    window.layoutIfNeeded()
    // Large (the default): 6 lines of ⌈17 × 1.2⌉ = 21 points.
    #expect(controller.preview.view.frame.maxY == snapped(safe.top + min(126, cap), scale: scale))
    window.headlessSetContentSizeCategory(.accessibilityExtraLarge)
    window.layoutIfNeeded()
    // AX3: 6 lines of 48 points = 288, above the cap on every screen here.
    #expect(controller.preview.preferredContentSize.height == 288)
    #expect(controller.preview.view.frame.maxY == snapped(safe.top + min(288, cap), scale: scale))
    window.headlessSetContentSizeCategory(.extraSmall)
    window.layoutIfNeeded()
    #expect(controller.preview.view.frame.maxY == snapped(safe.top + min(102, cap), scale: scale))
  }
}
