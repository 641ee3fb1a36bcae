import Testing

@testable import UIKitSourceTransform

@Suite("Overrides in extensions and optional protocol requirements")
struct MovedMembersTests {
  @Test("an override in an extension moves into the class body, keeping its own lines")
  func overrideMoved() {
    let result = transform([
      ("Controller.swift", "class Controller: UIViewController {\n  var x = 1\n}\n"),
      (
        "Controller+Layout.swift",
        "import UIKit\n\nextension Controller {\n  override func viewDidLayoutSubviews() {\n    super.viewDidLayoutSubviews()\n  }\n  func keep() {}\n}\n"
      ),
    ])
    #expect(result.diagnostics.isEmpty)
    let body = result.text(of: "Controller.swift")
    #expect(
      body.contains(
        "#sourceLocation(file: \"/src/Controller+Layout.swift\", line: 4)\n"
          + "  override func viewDidLayoutSubviews() {\n    super.viewDidLayoutSubviews()\n  }\n"
          + "#sourceLocation(file: \"/src/Controller.swift\", line: 3)\n}"))
    let lines = result.text(of: "Controller+Layout.swift").rewrittenLines
    #expect(lines.count == 8)
    #expect(lines[3].allSatisfy { $0 == " " })
    #expect(lines[6] == "  func keep() {}")
  }

  @Test("extensions of UIKit's own classes keep their overrides")
  func uikitExtensionUntouched() {
    let result = transform([
      (
        "A.swift",
        "extension UIView {\n  override open var intrinsicContentSize: CGSize { .zero }\n}\n"
      )
    ])
    #expect(result.index.extensionOverrides.isEmpty)
    #expect(result.text(of: "A.swift").contains("override open var intrinsicContentSize"))
  }

  static let panel = """
    @objc protocol PanelDelegate: AnyObject {
      @objc optional func panel(_ panel: Panel, didMove offset: CGFloat)
      @objc optional func height(for index: Int) -> CGFloat
      func panelDidClose()
    }
    class Panel: UIView {
      weak var delegate: PanelDelegate?
      func move() {
        delegate?.panel?(self, didMove: 4)
        let height = delegate?.height?(for: 2) ?? 44
        delegate?.panelDidClose()
      }
    }
    class Screen: UIViewController, PanelDelegate {
      func panel(_ panel: Panel, didMove offset: CGFloat) {}
      func panelDidClose() {}
    }
    """

  @Test("optional requirements move to generated protocols that implementers conform to")
  func optionalRequirements() {
    let result = transform([("Panel.swift", Self.panel)])
    #expect(result.diagnostics.isEmpty)
    let text = result.text(of: "Panel.swift")
    let lines = text.rewrittenLines
    #expect(lines[1].allSatisfy { $0 == " " })
    #expect(lines[3] == "  func panelDidClose()")
    #expect(lines[8] == "    delegate?._uikitOptional_panel(self, didMove: 4)")
    #expect(lines[9] == "    let height = delegate?._uikitOptional_height(for: 2) ?? 44")
    #expect(lines[10] == "    delegate?.panelDidClose()")
    #expect(
      text.contains(
        "protocol _PanelDelegate_panel_didMove_: AnyObject {\n"
          + "  func panel(_ panel: Panel, didMove offset: CGFloat)\n}"))
    let wrappers: String = """
      extension PanelDelegate {
        @discardableResult func _uikitOptional_panel(_ panel: Panel, didMove offset: CGFloat) -> (Void)? {
          (self as? any _PanelDelegate_panel_didMove_)?.panel(panel, didMove: offset)
        }
        @discardableResult func _uikitOptional_height(for index: Int) -> (CGFloat)? {
          (self as? any _PanelDelegate_heightFor_)?.height(for: index)
        }
      }
      """
    #expect(text.contains(wrappers))
    #expect(text.contains("extension Screen: _PanelDelegate_panel_didMove_ {}"))
    #expect(!text.contains("extension Screen: _PanelDelegate_heightFor_"))
    // The implementation answers responds(to:) as on iOS: it is registered by selector.
    #expect(text.contains("registerMethod(\"panel:didMove:\", of: Screen.self)"))
  }
}

extension MovedMembersTests {
  @Test("an uncalled reference to an optional requirement goes through its generated protocol")
  func optionalReference() {
    let source = """
      @objc protocol PagerDelegate {
        @objc optional func pager(_ pager: Pager, shouldSelect index: Int) -> Bool
        @objc optional func pagerDidScroll(_ pager: Pager)
      }
      class Pager: UIView {
        weak var delegate: PagerDelegate?
        func select() -> Bool {
          guard let function = self.delegate?.pager(_:shouldSelect:) else { return true }
          let scrolled = delegate?.pagerDidScroll
          return function(self, 1)
        }
      }
      """
    let result = transform([("Pager.swift", source)])
    #expect(result.diagnostics.isEmpty)
    let lines = result.text(of: "Pager.swift").rewrittenLines
    #expect(
      lines[7]
        == "    guard let function = (self.delegate as? any _PagerDelegate_pager_shouldSelect_)?.pager(_:shouldSelect:) else { return true }"
    )
    #expect(
      lines[8]
        == "    let scrolled = (delegate as? any _PagerDelegate_pagerDidScroll_)?.pagerDidScroll")
  }

  @Test("overloaded optional requirements get a protocol each, named by selector")
  func overloadedRequirements() {
    let source = """
      @objc protocol LayoutDelegate {
        @objc(layoutForTraits:) optional func layout(for traits: UITraitCollection) -> Int
        @objc(layoutForSize:) optional func layout(for size: CGSize) -> Int
      }
      class Client: NSObject, LayoutDelegate {
        func layout(for size: CGSize) -> Int { 1 }
      }
      """
    let text = transform([("L.swift", source)]).text(of: "L.swift")
    #expect(text.contains("protocol _LayoutDelegate_layoutForTraits_: AnyObject"))
    #expect(text.contains("protocol _LayoutDelegate_layoutForSize_: AnyObject"))
    #expect(text.contains("extension Client: _LayoutDelegate_layoutForSize_ {}"))
    #expect(!text.contains("extension Client: _LayoutDelegate_layoutForTraits_ {}"))
  }
}
