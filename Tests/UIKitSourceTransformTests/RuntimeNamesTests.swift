import Testing

@testable import UIKitSourceTransform

@Suite("Class names, UIKit protocol requirements and class makers in the generated code")
struct RuntimeNamesTests {
  @Test("MK2: NSClassFromString and NSStringFromClass become the runtime's in UIKit files")
  func classNameFunctions() {
    let result = transform([
      (
        "A.swift",
        "import UIKit\nlet a: AnyClass? = NSClassFromString(\"App.Cell\")\n"
          + "let b = NSStringFromClass(Cell.self)\nlet c = Foundation.NSClassFromString(\"x\")\n"
          + "let d = [Cell.self].map(NSStringFromClass)\n"
      ),
      ("B.swift", "import Foundation\nlet e: AnyClass? = NSClassFromString(\"App.Cell\")\n"),
    ])
    #expect(result.diagnostics.isEmpty)
    let lines = result.text(of: "A.swift").rewrittenLines
    #expect(lines[1] == "let a: AnyClass? = ObjectiveCRuntime.classFromString(\"App.Cell\")")
    #expect(lines[2] == "let b = ObjectiveCRuntime.stringFromClass(Cell.self)")
    #expect(lines[3] == "let c = Foundation.NSClassFromString(\"x\")")
    #expect(lines[4] == "let d = [Cell.self].map(ObjectiveCRuntime.stringFromClass)")
    #expect(
      result.text(of: "B.swift").rewrittenLines[1]
        == "let e: AnyClass? = NSClassFromString(\"App.Cell\")")
  }

  @Test("MK2: a class's @objc(Name) is its Objective-C name in the registration")
  func objcClassName() {
    let text = transform([
      ("Cell.swift", "@objc(NoteCell) class Cell: UITableViewCell {}\nclass Plain: UIView {}\n")
    ]).text(of: "Cell.swift")
    #expect(text.contains("registerClass(Cell.self, objectiveCName: \"NoteCell\")"))
    #expect(text.contains("InterfaceBuilderRegistry.register(Cell.self, named: \"NoteCell\")"))
    #expect(text.contains("registerClass(Plain.self, objectiveCName: \"App.Plain\")"))
  }

  @Test("MK3: implementations of UIKit protocols' requirements are registered for responds(to:)")
  func uikitRequirements() {
    let text = transform([
      (
        "List.swift",
        """
        class List: UIViewController, UITableViewDelegate, UIScrollViewDelegate {
          func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
          func scrollViewDidScroll(_ scrollView: UIScrollView) {}
          func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
          func helper(_ x: Int) {}
        }
        class Other: NSObject {
          func scrollViewDidScroll(_ scrollView: UIScrollView) {}
        }
        """
      )
    ]).text(of: "List.swift")
    #expect(
      text.contains(
        "ObjectiveCRuntime.registerMethod(\"tableView:heightForRowAt:\", of: List.self) "
          + "{ target, arguments in ObjectiveCRuntime.result(target.tableView("
          + "arguments.argument(0) as UITableView, heightForRowAt: arguments.argument(1) as "
          + "IndexPath)) }"))
    #expect(text.contains("registerMethod(\"scrollViewDidScroll:\", of: List.self)"))
    #expect(
      text.contains(
        "ObjectiveCRuntime.registerSelector(\"tableView:willDisplay:forRowAt:\", of: List.self)"))
    #expect(!text.contains("registerMethod(\"helper:\""))
    #expect(!text.contains("\"scrollViewDidScroll:\", of: Other.self"))
  }

  @Test("MK1: layers, invalidation contexts and segues get the initializer UIKit calls")
  func makers() {
    let text = transform([
      (
        "Kinds.swift",
        """
        class Glow: CAGradientLayer {}
        class Tint: CALayer {
          init(tint: Int) { super.init() }
          required init?(coder: NSCoder) { fatalError() }
        }
        class Context: UICollectionViewFlowLayoutInvalidationContext {}
        class Slide: UIStoryboardSegue {}
        """
      )
    ]).text(of: "Kinds.swift")
    #expect(text.contains("registerClass(Glow.self, objectiveCName: \"App.Glow\") { Glow() }"))
    #expect(text.contains("registerClass(Tint.self, objectiveCName: \"App.Tint\")\n"))
    #expect(text.contains("{ Context() }"))
    #expect(
      text.contains(
        "InterfaceBuilderRegistry.registerSegue(named: \"Slide\") "
          + "{ Slide(identifier: $0, source: $1, destination: $2) }"))
    #expect(text.contains("InterfaceBuilderRegistry.registerSegue(named: \"App.Slide\")"))
  }
}
