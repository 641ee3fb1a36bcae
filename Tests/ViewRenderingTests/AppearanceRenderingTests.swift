import Foundation
import Testing
import UIGeometry

@testable import HeadlessUIKit
@testable import Raster
@testable import ViewRendering

/// What the renderer draws with values appearance proxies gave views (decisions AP2, AP6).
///
/// The renderer draws views' backgrounds and labels, not bar backgrounds; a navigation bar's
/// proxy shows through its title, which is a label.
@MainActor
@Suite struct AppearanceRenderingTests {
  /// Every line of text in a group and its subgroups.
  private func texts(in group: DisplayGroup) -> [RenderText] {
    group.items.flatMap { item -> [RenderText] in
      switch item {
      case .text(let text): return [text]
      case .group(let child): return texts(in: child)
      default: return []
      }
    }
  }

  @Test("AP6: a navigation bar's title is drawn in the proxy's title foreground colour")
  func navigationBarTitle() throws {
    UIApplication.shared.headlessResetAppearanceProxies()
    defer { UIApplication.shared.headlessResetAppearanceProxies() }
    UINavigationBar.appearance().titleTextAttributes = [
      .foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    ]
    let top = UIViewController()
    top.title = "Inbox"
    let navigation = UINavigationController(rootViewController: top)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.rootViewController = navigation
    window.isHidden = false
    window.layoutIfNeeded()
    let list = DisplayList(rendering: navigation.navigationBar)
    let title = try #require(texts(in: list.root).first { $0.text == "Inbox" })
    #expect(title.color == RenderColor(red: 1, green: 0, blue: 0))
  }

  @Test("AP2: a view's proxy background colour and a label's proxy text colour are drawn")
  func backgroundAndText() throws {
    UIApplication.shared.headlessResetAppearanceProxies()
    defer { UIApplication.shared.headlessResetAppearanceProxies() }
    let card = UIView.appearance(whenContainedInInstancesOf: [UIStackView.self])
    card.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    UILabel.appearance().textColor = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.isHidden = false
    let stack = UIStackView(frame: window.bounds)
    let tile = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    let label = UILabel(frame: CGRect(x: 0, y: 50, width: 100, height: 40))
    label.text = "Hi"
    stack.addSubview(tile)
    window.addSubview(stack)
    window.addSubview(label)
    let list = DisplayList(rendering: window)
    let text = try #require(texts(in: list.root).first { $0.text == "Hi" })
    #expect(text.color == RenderColor(red: 0, green: 0.5, blue: 0))
    let canvas = RasterRenderer.render(list, scale: 1, background: nil)
    #expect(canvas.pixel(x: 50, y: 20) == [0, 0, 255, 255])
    #expect(canvas.pixel(x: 50, y: 45) == [0, 0, 0, 0])
  }
}
