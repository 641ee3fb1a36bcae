import Testing

@testable import UIKitSourceTransform

@Suite("Overrides of methods declared in extensions")
struct ExtensionOverrideTests {
  static let menu = """
    extension UIViewController {
      @objc public func toggleLeft() {
        slideMenu()?.toggleLeft()
      }
      @objc func title(for index: Int, animated: Bool = false) -> String { "" }
      func untouched() {}
    }
    class Menu: UIViewController {
      open override func toggleLeft() {
        super.toggleLeft()
      }
      override func title(for index: Int, animated: Bool) -> String {
        super.title(for: index, animated: animated) + "!"
      }
    }
    class SideMenu: Menu {
      override func toggleLeft() {
        super.toggleLeft()
        untouched()
      }
    }
    class Plain: UIViewController {
      func reset() { super.toggleLeft() }
    }
    """

  @Test("MK4: the extension's method keeps its body under a new name, on its own lines")
  func baseRenamed() {
    let result = transform([("Menu.swift", Self.menu)])
    #expect(result.diagnostics.isEmpty)
    let lines = result.text(of: "Menu.swift").rewrittenLines
    #expect(lines.count == 24)
    #expect(lines[1] == "        public func _uikitBase_toggleLeft() {")
    #expect(lines[2] == "    slideMenu()?.toggleLeft()")
    #expect(
      lines[4]
        == "        func _uikitBase_title(for index: Int, animated: Bool = false) -> String { \"\" }"
    )
    #expect(lines[5] == "  func untouched() {}")
  }

  @Test("MK4: the topmost override loses override and conforms; lower ones keep it")
  func overridesRenamed() {
    let text = transform([("Menu.swift", Self.menu)]).text(of: "Menu.swift")
    let lines = text.rewrittenLines
    #expect(lines[8] == "  open          func _uikitOverride_toggleLeft() {")
    #expect(
      lines[11]
        == "           func _uikitOverride_title(for index: Int, animated: Bool) -> String {")
    #expect(lines[16] == "  override func _uikitOverride_toggleLeft() {")
    #expect(text.contains("extension Menu: _UIKitOverride_UIViewController_toggleLeft {}"))
    #expect(text.contains("extension Menu: _UIKitOverride_UIViewController_titleFor_animated_ {}"))
    #expect(!text.contains("extension SideMenu:"))
  }

  @Test("MK4: super calls reach the implementation above the calling class")
  func superCalls() {
    let lines = transform([("Menu.swift", Self.menu)]).text(of: "Menu.swift").rewrittenLines
    #expect(lines[9] == "    super._uikitBase_toggleLeft()")
    #expect(lines[12] == "    super._uikitBase_title(for: index, animated: animated) + \"!\"")
    #expect(lines[17] == "    super._uikitOverride_toggleLeft()")
    #expect(lines[18] == "    untouched()")
    #expect(lines[22] == "  func reset() { super._uikitBase_toggleLeft() }")
  }

  @Test("MK4: a dispatcher of the original name calls the override when the object has one")
  func dispatcher() {
    let text = transform([("Menu.swift", Self.menu)]).text(of: "Menu.swift")
    #expect(
      text.contains(
        """
        @MainActor protocol _UIKitOverride_UIViewController_toggleLeft: AnyObject {
          func _uikitOverride_toggleLeft()
        }
        extension UIViewController {
          public func toggleLeft() {
            if let overriding = self as? any _UIKitOverride_UIViewController_toggleLeft {
              return overriding._uikitOverride_toggleLeft()
            }
            return _uikitBase_toggleLeft()
          }
        }
        """))
    #expect(
      text.contains(
        """
          func title(for p0: Int, animated p1: Bool = false) -> String {
            if let overriding = self as? any _UIKitOverride_UIViewController_titleFor_animated_ {
              return overriding._uikitOverride_title(for: p0, animated: p1)
            }
            return _uikitBase_title(for: p0, animated: p1)
          }
        """))
  }

  @Test("MK4: overrides in another file and throwing methods are dispatched too")
  func acrossFiles() {
    let result = transform([
      (
        "Base.swift",
        "public extension UIView {\n  @objc func reload(_ animated: Bool) throws -> Int { 0 }\n}\n"
      ),
      (
        "Card.swift",
        "final class Card: UIView {\n  override func reload(_ animated: Bool) throws -> Int {\n"
          + "    try super.reload(animated) + 1\n  }\n}\n"
      ),
    ])
    #expect(result.diagnostics.isEmpty)
    let base = result.text(of: "Base.swift")
    #expect(base.contains("public extension UIView {\n   func reload(_ p0: Bool) throws -> Int {"))
    #expect(base.contains("return try overriding._uikitOverride_reload(p0)"))
    let card = result.text(of: "Card.swift")
    #expect(card.rewrittenLines[2] == "    try super._uikitBase_reload(animated) + 1")
    #expect(card.contains("extension Card: _UIKitOverride_UIView_reload_error_ {}"))
  }

  @Test("MK4: a variadic overridden method is refused at its declaration")
  func variadicRefused() {
    let result = transform([
      ("A.swift", "extension UIView {\n  @objc func add(_ views: UIView...) {}\n}\n"),
      ("B.swift", "class Box: UIView {\n  override func add(_ views: UIView...) {}\n}\n"),
    ])
    #expect(result.diagnostics.map(\.location.description) == ["/src/A.swift:2:3"])
    #expect(result.diagnostics.first?.message.contains("overridden by Box") == true)
  }

  @Test("MK4: extension methods nobody overrides are left alone")
  func notOverridden() {
    let text = transform([
      ("A.swift", "extension UIViewController {\n  @objc func setupMenu() {}\n}\n")
    ]).text(of: "A.swift")
    #expect(text.rewrittenLines[1] == "        func setupMenu() {}")
    #expect(!text.contains("_UIKitOverride_"))
  }
}
