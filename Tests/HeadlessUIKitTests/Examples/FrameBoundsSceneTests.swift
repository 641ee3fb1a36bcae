import Examples
import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// The frame-versus-bounds demonstration and seed 1's framed variant (spec 1.13).
@MainActor
struct FrameBoundsSceneTests {
  @Test("1.13: a rotated view's frame is its bounding box; bounds stay untransformed")
  func boundingBoxes() throws {
    let scene = try #require(ExampleScene.named("frame-vs-bounds"))
    let device = try #require(HeadlessDevice.named("iPhone 15 Pro"))
    let window = scene.makeWindow(UIScreen(headlessDevice: device, orientation: .portrait))
    let controller = try #require(window.rootViewController as? FrameBoundsViewController)
    let parent = controller.parentView
    #expect(parent.bounds == CGRect(x: 0, y: 0, width: 200, height: 120))
    // 200 × 120 turned by 20°: 200·cos20° + 120·sin20° wide, 200·sin20° + 120·cos20° high,
    // centred on (196.5, 59 + 140).
    let angle = CGFloat.pi / 9
    let width = 200 * cos(angle) + 120 * sin(angle)
    let height = 200 * sin(angle) + 120 * cos(angle)
    let expected = CGRect(
      x: 196.5 - width / 2, y: 199 - height / 2, width: width, height: height)
    #expect(isClose(parent.frame, expected, tolerance: 1e-9))
    #expect(controller.parentOutline.frame == parent.frame)
    // The child: 80 × 50 scaled by 1.5 and turned by −30°, centred in the parent's bounds.
    let child = controller.childView
    #expect(child.bounds.size == CGSize(width: 80, height: 50))
    let childWidth = 1.5 * (80 * cos(CGFloat.pi / 6) + 50 * sin(CGFloat.pi / 6))
    #expect(isClose(child.frame.width, childWidth, tolerance: 1e-9))
    #expect(isClose(child.frame.midX, 100, tolerance: 1e-9))
    #expect(controller.caption.text?.hasPrefix("parent.bounds (0, 0, 200, 120)\n") == true)
    #expect(controller.caption.frame.minY == controller.parentOutline.frame.maxY + 24)
  }

  @Test("Seed 1's framed variant: the plain view framed in viewDidLoad stays empty")
  func framedVariant() throws {
    let scene = try #require(ExampleScene.named("map-container-framed"))
    let device = try #require(HeadlessDevice.named("iPhone 15 Pro"))
    let window = scene.makeWindow(UIScreen(headlessDevice: device, orientation: .portrait))
    let controller = try #require(window.rootViewController as? MapContainerViewController)
    #expect(controller.container.frame == CGRect(x: 0, y: 59, width: 393, height: 426))
    #expect(controller.plainView.frame == .zero)
    #expect(controller.map.view.frame == controller.container.bounds)
  }
}
