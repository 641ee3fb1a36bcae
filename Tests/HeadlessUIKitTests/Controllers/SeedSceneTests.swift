import Examples
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// The three seed scenes with exact frames on two devices in both orientations.
@MainActor
@Suite(.dejaVuSystemFace) struct SeedSceneTests {
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
      headlessDevice: try #require(HeadlessDevice.named(device)), orientation: orientation)
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, screen.headlessDevice.safeAreaInsets(for: orientation))
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
    let width = window.bounds.width
    let label = parent.card.text
    // One line of 17-point body text (19.79 points, 20 on the 3x grid) inside 16-point insets.
    #expect(parent.card.view.frame == CGRect(x: 0, y: safe.top, width: width, height: 16 + 20 + 16))
    #expect(label.frame == CGRect(x: 16, y: 16, width: width - 32, height: 20))
    #expect(parent.fittingSizeChanges == 0)
    label.text = String(
      repeating: "A lighthouse keeper finds letters that were never sent. ", count: 12)
    await nextMainQueueTurn()
    #expect(parent.fittingSizeChanges == 1)
    let textHeight = label.sizeThatFits(CGSize(width: width - 32, height: 0)).height
    #expect(textHeight > 40)
    #expect(
      parent.card.view.frame
        == CGRect(x: 0, y: safe.top, width: width, height: 16 + textHeight + 16))
    #expect(label.frame == CGRect(x: 16, y: 16, width: width - 32, height: textHeight))
  }

  /// The preview's text height at its width: what the label measures, rounded to the grid.
  private func textHeight(_ preview: PreviewViewController) -> CGFloat {
    let width = preview.view.bounds.width - 2 * PreviewViewController.textInset
    return preview.label.sizeThatFits(CGSize(width: width, height: 0)).height
  }

  @Test(
    "Seed 3, 9.2: short text gets its own height below the 25 % cap and does not scroll",
    arguments: screens)
  func shortPreview(device: String, orientation: UIInterfaceOrientation) throws {
    let controller = PreviewListViewController()
    let (window, safe) = try show(controller, on: device, orientation)
    let scale = window.screen.scale
    controller.preview.text = "A short synopsis."
    window.layoutIfNeeded()
    window.layoutIfNeeded()
    let preview = controller.preview
    let wanted = textHeight(preview) + 32
    #expect(preview.preferredContentSize.height == wanted)
    #expect(wanted < window.bounds.height / 4)
    #expect(preview.view.frame.minY == safe.top)
    #expect(preview.view.frame.maxY == snapped(safe.top + wanted, scale: scale))
    #expect(preview.label.frame.minX == 16)
    #expect(preview.label.frame.width == preview.view.bounds.width - 32)
    #expect(preview.label.frame.height == textHeight(preview))
    #expect(preview.scrollView.contentSize.height <= preview.scrollView.bounds.height + 1e-9)
    #expect(abs(controller.list.frame.minY - preview.view.frame.maxY) < 1e-9)
    // The list shows its books' titles in headline text inside its margins (8 points, plus the
    // safe area at the sides in landscape).
    let titles = controller.titles
    let margins = controller.list.layoutMargins
    #expect(titles.arrangedSubviews.count == PreviewListViewController.books.count)
    #expect(titles.frame.origin == CGPoint(x: margins.left, y: margins.top + 8))
    #expect(titles.frame.width == controller.list.bounds.width - margins.left - margins.right)
    let first = try #require(titles.arrangedSubviews.first as? UILabel)
    #expect(first.text == "The Lighthouse Letters")
    #expect(first.font.pointSize == 17 && first.font.fontName == "DejaVuSans-Bold")
  }

  @Test(
    "Seed 3: long text is capped at a quarter of the screen and scrolls",
    arguments: screens)
  func longPreviewScrolls(device: String, orientation: UIInterfaceOrientation) throws {
    let controller = PreviewListViewController()
    let (window, safe) = try show(controller, on: device, orientation)
    let scale = window.screen.scale
    let cap = window.bounds.height / 4
    controller.preview.text = String(repeating: "The letters were never sent. ", count: 60)
    window.layoutIfNeeded()
    window.layoutIfNeeded()
    let preview = controller.preview
    let scroll = preview.scrollView
    #expect(preview.preferredContentSize.height == textHeight(preview) + 32)
    #expect(preview.preferredContentSize.height > cap)
    #expect(preview.view.frame.maxY == snapped(safe.top + cap, scale: scale))
    // The content is the text plus its insets; the scroll view shows the top of it.
    #expect(
      scroll.contentSize == CGSize(width: scroll.bounds.width, height: textHeight(preview) + 32))
    #expect(scroll.contentSize.height > scroll.bounds.height)
    let bottom = CGPoint(x: 0, y: scroll.contentSize.height - scroll.bounds.height)
    scroll.setContentOffset(bottom, animated: false)
    #expect(scroll.contentOffset == bottom)
    #expect(scroll.bounds.maxY == scroll.contentSize.height)
  }

  nonisolated static let categories: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  @Test(
    "Seed 3, 12.7: in every category the text is body-sized and the preview follows it to the cap",
    arguments: categories)
  func previewFollowsTextSize(category: UIContentSizeCategory) throws {
    let bodySizes: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    let expectedSize = bodySizes[Self.categories.firstIndex(of: category) ?? 3]
    for text in ["Short.", String(repeating: "The letters were never sent. ", count: 8)] {
      let controller = PreviewListViewController()
      let (window, safe) = try show(controller, on: "iPhone 15 Pro", .portrait)
      controller.preview.text = text
      window.headlessSetContentSizeCategory(category)
      window.layoutIfNeeded()
      window.layoutIfNeeded()
      let preview = controller.preview
      #expect(preview.label.font.pointSize == expectedSize)
      let wanted = textHeight(preview) + 32
      #expect(preview.preferredContentSize.height == wanted)
      let cap = window.bounds.height / 4
      // Within the last bits of a third of a point (decision A13).
      #expect(isClose(preview.view.frame.maxY, snapped(safe.top + min(wanted, cap), scale: 3)))
      #expect(preview.label.frame.height == textHeight(preview))
      #expect(
        (preview.scrollView.contentSize.height > preview.scrollView.bounds.height + 1e-9)
          == (wanted > cap))
    }
  }

  @Test("Seed 3, 12.7: a text-size change alone makes the preview measure its text again")
  func previewFollowsACategoryChange() throws {
    let controller = PreviewListViewController()
    let (window, safe) = try show(controller, on: "iPhone 15 Pro", .portrait)
    controller.preview.text = "A lighthouse keeper finds letters that were never sent."
    window.layoutIfNeeded()
    window.layoutIfNeeded()
    let before = controller.preview.view.frame.height
    window.headlessSetContentSizeCategory(.accessibilityExtraExtraExtraLarge)
    window.layoutIfNeeded()
    window.layoutIfNeeded()
    let preview = controller.preview
    let wanted = textHeight(preview) + 32
    #expect(preview.label.font.pointSize == 53)
    #expect(preview.preferredContentSize.height == wanted)
    #expect(preview.view.frame.height > before)
    #expect(
      isClose(
        preview.view.frame.maxY, snapped(safe.top + min(wanted, window.bounds.height / 4), scale: 3)
      )
    )
  }
}
