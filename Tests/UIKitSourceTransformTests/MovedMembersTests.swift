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
      ("A.swift", "extension UIView {\n  override open var intrinsicContentSize: CGSize { .zero }\n}\n")
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
    #expect(
      lines[8]
        == "    (delegate as? any _PanelDelegate_panel___didMove)?.panel(self, didMove: 4)")
    #expect(
      lines[9]
        == "    let height = (delegate as? any _PanelDelegate_height_for)?.height(for: 2) ?? 44")
    #expect(lines[10] == "    delegate?.panelDidClose()")
    #expect(
      text.contains(
        "protocol _PanelDelegate_panel___didMove: AnyObject {\n  func panel(_ panel: Panel, didMove offset: CGFloat)\n}"
      ))
    #expect(text.contains("extension Screen: _PanelDelegate_panel___didMove {}"))
    #expect(!text.contains("extension Screen: _PanelDelegate_height_for"))
    // The implementation answers responds(to:) as on iOS: it is registered by selector.
    #expect(text.contains("registerMethod(\"panel:didMove:\", of: Screen.self)"))
  }
}
