import Examples
import Foundation
import HeadlessUIKitTestSupport
import Testing
import UIGeometry

@testable import HeadlessUIKit
@testable import Raster
@testable import ViewRendering

/// Every bundled example on every catalogue device, portrait and landscape, rendered at 1×:
/// the PNG's size, the scenes' key frames against the device's safe area, and byte-identical
/// output when the scene is built and rendered again (decision R33).
@MainActor
@Suite struct ExampleRenderingTests {
  /// Builds the scene on `screen` as the tool does (two layout passes).
  private func build(_ scene: ExampleScene, on screen: UIScreen) -> UIWindow {
    let window = scene.makeWindow(screen)
    window.layoutIfNeeded()
    window.layoutIfNeeded()
    return window
  }

  /// The PNG bytes of a display list rendered at 1×.
  private func png(_ list: DisplayList) throws -> [UInt8] {
    try RasterRenderer.render(list, scale: 1, background: nil).pngData()
  }

  /// Whether two lengths agree to within a pixel of the device's scale.
  private func close(_ a: CGFloat, _ b: CGFloat, scale: CGFloat) -> Bool {
    abs(a - b) <= 1 / scale + 1e-9
  }

  /// The devices on which each scene is built and rendered a second time, to compare bytes:
  /// the catalogue's first and last (the smallest phone and the largest iPad) and the default.
  private let twiceOn = [HeadlessDevice.all.first, .default, HeadlessDevice.all.last]

  @Test(
    "R33, 14.1: every example renders on every device in both orientations, deterministically",
    arguments: exampleNames)
  func everyDevice(_ name: String) throws {
    let scene = try #require(ExampleScene.named(name))
    let saved = UIScreen.main
    defer { UIScreen.headlessMain = saved }
    // Renderings by display list: the raster renderer is a function of the list and the scale,
    // so a device whose scene gives a list already rendered (a sibling of the same family)
    // would give the same bytes; it is laid out and checked, not rendered again.
    var rendered: [DisplayList: [UInt8]] = [:]
    var checked = 0
    for device in HeadlessDevice.all {
      for orientation in [UIInterfaceOrientation.portrait, .landscapeRight] {
        let screen = UIScreen(headlessDevice: device, orientation: orientation)
        UIScreen.headlessMain = screen
        let side = orientation == .portrait ? "portrait" : "landscape"
        let place = "\(name) on \(device.name) \(side)"
        let window = build(scene, on: screen)
        let size = device.screenSize(for: orientation)
        checkFrames(
          name, window, safeArea: device.safeAreaInsets(for: orientation), size: size,
          scale: device.scale, place)
        let list = DisplayList(rendering: window)
        #expect(list.size == size, "\(place): drawing size \(list.size)")
        checked += 1
        if rendered[list] == nil {
          let bytes = try png(list)
          let image = try RGBAImage(png: bytes)
          #expect(
            image.width == Int(size.width.rounded(.up))
              && image.height == Int(size.height.rounded(.up)),
            "\(place): \(image.width)×\(image.height) pixels")
          // Every example fills the screen with opaque backgrounds.
          #expect(image.rgba[3] == 255 && image.rgba[image.rgba.count - 1] == 255, "\(place)")
          rendered[list] = bytes
        }
        if twiceOn.contains(device) {
          let again = try png(DisplayList(rendering: build(scene, on: screen)))
          #expect(again == rendered[list], "\(place): a second rendering gave other bytes")
        }
      }
    }
    #expect(checked == HeadlessDevice.all.count * 2)
    // Devices differ: many distinct drawings, not one list rendered for all.
    #expect(rendered.count >= 20)
  }

  /// The example's key frames against the screen's size and safe area.
  private func checkFrames(
    _ name: String, _ window: UIWindow, safeArea: UIEdgeInsets, size: CGSize, scale: CGFloat,
    _ place: String
  ) {
    let screen = CGRect(origin: .zero, size: size)
    #expect(window.frame == screen, "\(place): window \(window.frame)")
    switch name {
    case "profile":
      guard let root = window.subviews.first, root.subviews.count == 3 else {
        Issue.record("\(place): the profile scene has no root with three subviews")
        return
      }
      #expect(root.frame == screen, "\(place): root \(root.frame)")
      let header = root.subviews[0].frame
      #expect(
        header == CGRect(x: 0, y: safeArea.top, width: size.width, height: 96),
        "\(place): header \(header)")
      let content = root.subviews[2].frame
      #expect(
        content.origin == CGPoint(x: 16, y: header.maxY + 16) && content.width == size.width - 32
          && close(content.height, size.height - header.maxY - 48, scale: 1000),
        "\(place): content \(content)")
    case "map-container", "map-container-framed":
      guard let controller = window.rootViewController as? MapContainerViewController else {
        Issue.record("\(place): the root controller is not a MapContainerViewController")
        return
      }
      let container = controller.container.frame
      #expect(
        container.origin == CGPoint(x: 0, y: safeArea.top) && container.width == size.width
          && close(container.height, size.height / 2, scale: scale),
        "\(place): container \(container)")
      #expect(
        controller.map.view.frame == controller.container.bounds,
        "\(place): map \(controller.map.view.frame)")
    case "self-sizing-child":
      guard let controller = window.rootViewController as? FrameParentViewController else {
        Issue.record("\(place): the root controller is not a FrameParentViewController")
        return
      }
      let card = controller.card.view.frame
      let text = controller.card.text.frame
      // The frame is stored as a centre and bounds, as UIKit's is: reading it back may differ
      // from what was set in the last bit.
      #expect(
        card.minX == 0 && abs(card.minY - safeArea.top) < 1e-9, "\(place): card \(card)")
      #expect(card.width == size.width, "\(place): card \(card)")
      #expect(
        text.origin == CGPoint(x: 16, y: 16) && text.width == size.width - 32
          && close(card.height, text.height + 32, scale: scale) && text.height >= 20,
        "\(place): card \(card), text \(text)")
    case "preview-cap":
      guard let controller = window.rootViewController as? PreviewListViewController else {
        Issue.record("\(place): the root controller is not a PreviewListViewController")
        return
      }
      let preview = controller.preview.view.frame
      let list = controller.list.frame
      let wanted = min(controller.preview.preferredContentSize.height, size.height / 4)
      #expect(
        preview.origin == CGPoint(x: 0, y: safeArea.top) && preview.width == size.width
          && close(preview.height, wanted, scale: scale) && preview.height > 0,
        "\(place): preview \(preview), preferred \(controller.preview.preferredContentSize)")
      #expect(
        close(list.minY, preview.maxY, scale: 1000) && close(list.maxY, size.height, scale: 1000)
          && list.width == size.width,
        "\(place): list \(list)")
    case "frame-vs-bounds":
      guard let controller = window.rootViewController as? FrameBoundsViewController else {
        Issue.record("\(place): the root controller is not a FrameBoundsViewController")
        return
      }
      // The parent sits 140 points below the safe-area top, centred in the safe area; its
      // frame is the bounding box of its 200 × 120 bounds turned by 20°.
      let parent = controller.parentView
      let safe = CGRect(origin: .zero, size: size).inset(by: safeArea)
      #expect(
        parent.bounds.size == CGSize(width: 200, height: 120)
          && close(parent.center.x, safe.midX, scale: 1000)
          && close(parent.center.y, safe.minY + 140, scale: 1000)
          && close(parent.frame.width, 200 * cos(.pi / 9) + 120 * sin(.pi / 9), scale: 1000),
        "\(place): parent \(parent.frame)")
      #expect(
        controller.parentOutline.frame == parent.frame,
        "\(place): outline \(controller.parentOutline.frame)")
    default:
      Issue.record("\(place): no key frames known for this example")
    }
  }
}
