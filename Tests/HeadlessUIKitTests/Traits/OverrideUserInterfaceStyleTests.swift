import Foundation
import HeadlessUIKitTestSupport
import Testing

@testable import HeadlessUIKit

/// overrideUserInterfaceStyle on views, windows and controllers (decision C18).
@MainActor
struct OverrideUserInterfaceStyleTests {
  @Test(
    "A window's override reaches its subviews and resolves dynamic colours; unspecified inherits")
  func windowOverride() throws {
    let window = try makeWindow(device: "iPhone 15 Pro")
    let child = UIView()
    window.addSubview(child)
    withExtendedLifetime(window) {
      #expect(window.overrideUserInterfaceStyle == .unspecified)
      #expect(child.traitCollection.userInterfaceStyle == .light)
      window.overrideUserInterfaceStyle = .dark
      #expect(window.overrideUserInterfaceStyle == .dark)
      #expect(child.traitCollection.userInterfaceStyle == .dark)
      let light = UIColor.systemBackground.resolvedColor(
        with: UITraitCollection(userInterfaceStyle: .light))
      #expect(UIColor.systemBackground.resolvedColor(with: child.traitCollection) != light)
      window.overrideUserInterfaceStyle = .unspecified
      #expect(child.traitCollection.userInterfaceStyle == .light)
    }
  }

  @Test("A controller's override reaches its view")
  func controllerOverride() throws {
    let controller = UIViewController()
    let window = try makeWindow(device: "iPhone 15 Pro", root: controller)
    withExtendedLifetime(window) {
      controller.overrideUserInterfaceStyle = .dark
      #expect(controller.traitCollection.userInterfaceStyle == .dark)
      #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
    }
  }
}
