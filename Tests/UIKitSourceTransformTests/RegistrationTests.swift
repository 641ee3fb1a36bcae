import Testing

@testable import UIKitSourceTransform

@Suite("Generated runtime registration")
struct RegistrationTests {
  static let files = [
    (
      "NoteCell.swift",
      """
      class NoteCell: UITableViewCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
          super.init(style: style, reuseIdentifier: reuseIdentifier)
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      class CoderOnlyCell: UITableViewCell {
        required init?(coder: NSCoder) { fatalError() }
      }
      class PlainCell: NoteCell {}
      class Badge: UIView {}
      class Layout: UICollectionViewFlowLayout {}
      class Header: UITableViewHeaderFooterView {}
      """
    ),
    (
      "ViewController.swift",
      """
      class ViewController: UIViewController {
        @IBOutlet private weak var label: UILabel!
        @IBOutlet var buttons: [UIButton]!
        @IBInspectable var radius: CGFloat = 4
        @IBAction func tapped(_ sender: UIButton) {}
        @objc func handle(_ sender: Any, event: UIEvent) {}
        @objc func refresh() -> Bool { true }
        @objc func tooMany(_ a: Int, _ b: Int, _ c: Int) {}
        @objc func failing() throws {}
        @objc static func shared() {}
        func notObjC() {}
      }
      """
    ),
  ]

  @Test("each @objc and @IBAction method is registered by selector with its argument count")
  func methods() {
    let text = transform(Self.files).text(of: "ViewController.swift")
    #expect(
      text.contains(
        "ObjectiveCRuntime.registerMethod(\"tapped:\", of: ViewController.self) "
          + "{ target, arguments in ObjectiveCRuntime.result(target.tapped(arguments.argument(0) as UIButton)) }"
      ))
    #expect(
      text.contains(
        "ObjectiveCRuntime.registerMethod(\"handle:event:\", of: ViewController.self) "
          + "{ target, arguments in ObjectiveCRuntime.result("
          + "target.handle(arguments.argument(0) as Any, event: arguments.argument(1) as UIEvent)) }"
      ))
    #expect(
      text.contains(
        "registerMethod(\"refresh\", of: ViewController.self) "
          + "{ target, _ in ObjectiveCRuntime.result(target.refresh()) }"))
    for absent in ["tooMany", "failing", "shared", "notObjC"] {
      #expect(!text.contains("registerMethod(\"\(absent)"))
    }
  }

  @Test("outlets, outlet collections and inspectables are registered as key paths")
  func outlets() {
    let text = transform(Self.files).text(of: "ViewController.swift")
    #expect(
      text.contains(
        "InterfaceBuilderRegistry.registerOutlet(\"label\", of: ViewController.self, \\.label)"))
    #expect(
      text.contains(
        "InterfaceBuilderRegistry.registerOutletCollection(\"buttons\", of: ViewController.self, \\.buttons)"
      ))
    #expect(
      text.contains(
        "ObjectiveCRuntime.registerInspectable(\"radius\", of: ViewController.self, \\.radius)"))
  }

  @Test("classes get the initializer UIKit calls, when they have it")
  func classFactories() {
    let text = transform(Self.files).text(of: "NoteCell.swift")
    #expect(
      text.contains(
        "ObjectiveCRuntime.registerClass(NoteCell.self, objectiveCName: \"App.NoteCell\") "
          + "{ NoteCell(style: $0, reuseIdentifier: $1) }"))
    // A cell that declares only init?(coder:) does not inherit init(style:reuseIdentifier:).
    #expect(
      text.contains(
        "ObjectiveCRuntime.registerClass(CoderOnlyCell.self, objectiveCName: \"App.CoderOnlyCell\")\n"
      ))
    // A subclass that declares no initializer inherits its superclass's.
    #expect(text.contains("{ PlainCell(style: $0, reuseIdentifier: $1) }"))
    #expect(text.contains("{ Badge(frame: $0) }"))
    #expect(text.contains("{ Layout() }"))
    #expect(text.contains("{ Header(reuseIdentifier: $0) }"))
    #expect(text.contains("InterfaceBuilderRegistry.register(Badge.self, named: \"App.Badge\")"))
    let controller = transform(Self.files).text(of: "ViewController.swift")
    #expect(controller.contains("{ ViewController(nibName: $0, bundle: $1) }"))
  }

  @Test("registerUIKitRuntime calls every file's registration once")
  func registrationFile() {
    let result = transform(Self.files)
    #expect(result.registration.contains("@MainActor public func registerUIKitRuntime() {"))
    #expect(result.registration.contains("  _uikitSources_register_0()\n"))
    #expect(result.registration.contains("  _uikitSources_register_1()\n"))
    let cells = result.text(of: "NoteCell.swift")
    #expect(cells.contains("@MainActor func _uikitSources_register_0() {"))
    #expect(
      cells.contains(
        "extension NoteCell {\n  @MainActor static func _uikitSources_register_0_NoteCell() {"))
    #expect(cells.contains("  NoteCell._uikitSources_register_0_NoteCell()\n"))
  }

  @Test("registrations under #if keep their condition")
  func conditions() {
    let source = """
      class A: UIView {
      #if DEBUG
        @objc func onlyInDebug() {}
      #else
        @objc func elsewhere() {}
      #endif
      }
      """
    let text = transform([("A.swift", source)]).text(of: "A.swift")
    #expect(text.contains("#if (DEBUG)\n    ObjectiveCRuntime.registerMethod(\"onlyInDebug\""))
    #expect(text.contains("#if !(DEBUG)\n    ObjectiveCRuntime.registerMethod(\"elsewhere\""))
  }

  @Test("generic classes and types nested in private types are not registered")
  func unregistrable() {
    let source = """
      class Box<T>: UIView { @objc func tap() {} }
      private class Outer { class Inner: UIView { @objc func tap() {} } }
      """
    let text = transform([("A.swift", source)]).text(of: "A.swift")
    #expect(!text.contains("registerMethod"))
  }
}
