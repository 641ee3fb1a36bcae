import Testing

@testable import UIKitSourceTransform

@Suite("Rewriting a file for Linux")
struct RewriteTests {
  static let controller = """
    import UIKit

    class ViewController: UIViewController {
      @IBOutlet weak var label: UILabel!
      @IBOutlet var buttons: [UIButton]!
      @IBInspectable var radius: CGFloat = 4
      @objc dynamic var score = 0

      override func viewDidLoad() {
        super.viewDidLoad()
        button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
        let tap = UITapGestureRecognizer(target: self, action: #selector(handle(tap:)))
        NotificationCenter.default.addObserver(
          self, selector: #selector(keyboardWillShow), name: .keyboard, object: nil)
        _ = #selector(getter: score)
        _ = #selector(setter: score)
        _ = #selector(ViewController.renamed)
        _ = #selector(self.event(_:event:))
        _ = #keyPath(UIView.frame)
      }

      @IBAction func tapped(_ sender: UIButton) {}
      @objc func handle(tap: UITapGestureRecognizer) {}
      @objc private func keyboardWillShow(_ notification: Notification) {}
      @objc(customName:) func renamed(_ value: Any) {}
      @objc func event(_ sender: Any, event: UIEvent) {}
    }
    """

  @Test("attributes Linux refuses are removed and every line keeps its number")
  func attributesRemoved() {
    let result = transform([("ViewController.swift", Self.controller)])
    #expect(result.diagnostics.isEmpty)
    let lines = result.text(of: "ViewController.swift").rewrittenLines
    let original = Self.controller.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == original.count)
    // (`@IBOutlet` is 9 columns, `@objc` 5, `dynamic` 7: each becomes as many spaces)
    #expect(lines[3] == spaces(12) + "weak var label: UILabel!")
    // (and the `@objc dynamic` property notifies key-value observers, decision KV4)
    #expect(
      lines[6] == spaces(16) + "var score = 0 { willSet { willChangeValue(forKey: \"score\") } "
        + "didSet { didChangeValue(forKey: \"score\") } }")
    #expect(lines[22] == spaces(8) + "func handle(tap: UITapGestureRecognizer) {}")
    for attribute in ["@objc", "@IBOutlet", "@IBAction", "@IBInspectable", "dynamic "] {
      #expect(!lines.joined().contains(attribute))
    }
  }

  @Test("#selector becomes the Objective-C selector name Swift would give")
  func selectors() {
    let lines = transform([("ViewController.swift", Self.controller)])
      .text(of: "ViewController.swift").rewrittenLines
    #expect(lines[10].contains("action: Selector(\"tapped:\"), for:"))
    #expect(lines[11].contains("action: Selector(\"handleWithTap:\"))"))
    #expect(lines[13].contains("selector: Selector(\"keyboardWillShow:\"), name:"))
    #expect(lines[14].contains("Selector(\"score\")"))
    #expect(lines[15].contains("Selector(\"setScore:\")"))
    #expect(lines[16].contains("Selector(\"customName:\")"))
    #expect(lines[17].contains("Selector(\"event:event:\")"))
    #expect(lines[18].contains("_ = \"frame\""))
  }

  @Test("the copy maps every line to the user's file with #sourceLocation")
  func sourceLocation() {
    let text = transform([("ViewController.swift", Self.controller)])
      .text(of: "ViewController.swift")
    #expect(text.hasPrefix("#sourceLocation(file: \"/src/ViewController.swift\", line: 1)\n"))
    #expect(text.contains("\n#sourceLocation()\n"))
  }

  @Test("a multi-line #selector keeps the lines after it in place")
  func multiLineSelector() {
    let source = """
      class A: NSObject {
        @objc func go(_ x: Any) {}
        func f() {
          _ = #selector(
            go(_:))
          let marker = 1
        }
      }
      """
    let lines = transform([("A.swift", source)]).text(of: "A.swift").rewrittenLines
    #expect(lines[3].contains("_ = Selector(\"go:\")"))
    #expect(lines[5].contains("let marker = 1"))
  }

  @Test("@objc protocols stay class-bound, so weak delegates still compile")
  func objcProtocolClassBound() {
    let source = """
      @objc protocol PanelDelegate {
        func panelDidOpen()
      }
      @objc public protocol Other: NSObjectProtocol {}
      """
    let lines = transform([("P.swift", source)]).text(of: "P.swift").rewrittenLines
    #expect(lines[0] == spaces(6) + "protocol PanelDelegate: AnyObject {")
    #expect(lines[3] == spaces(6) + "public protocol Other: NSObjectProtocol {}")
  }

  @Test("a #selector of a bare name the target does not declare is an error at its place")
  func unresolvedSelector() {
    let source = """
      class A: UIViewController {
        func f() {
          button.addTarget(self, action: #selector(somewhereElse), for: .touchUpInside)
        }
      }
      """
    let result = transform([("A.swift", source)])
    #expect(result.diagnostics.count == 1)
    let diagnostic = result.diagnostics.first
    #expect(diagnostic?.location == SourceLocation(file: "/src/A.swift", line: 3, column: 36))
    #expect(
      diagnostic?.description.hasPrefix(
        "/src/A.swift:3:36: error: #selector(somewhereElse) names a method the target does not declare"
      )
        == true)
  }

  @Test("a bare #selector names the target's method wherever it is declared in the target")
  func selectorAcrossFiles() {
    let result = transform([
      ("A.swift", "class A: UIView {\n  func f() { _ = #selector(onTap) }\n}\n"),
      (
        "A+Actions.swift",
        "extension A {\n  @objc func onTap(_ sender: UITapGestureRecognizer) {}\n}\n"
      ),
    ])
    #expect(result.diagnostics.isEmpty)
    #expect(result.text(of: "A.swift").contains("_ = Selector(\"onTap:\")"))
  }

  @Test("overloads that give different selectors make a bare #selector ambiguous")
  func ambiguousSelector() {
    let source = """
      class A: NSObject {
        @objc func go() {}
        @objc func go(_ x: Any) {}
        func f() { _ = #selector(go) }
      }
      """
    let result = transform([("A.swift", source)])
    #expect(result.diagnostics.first?.message.contains("is ambiguous") == true)
  }

  @Test("a file that does not parse is reported, not rewritten")
  func syntaxError() {
    let result = transform([("Bad.swift", "class A {\n  func f( {\n}\n")])
    #expect(!result.diagnostics.isEmpty)
  }

  @Test("copies are named Name+UIKitSources.swift, numbered when two files share a name")
  func outputNames() {
    let result = transform([("a/View.swift", "class A {}\n"), ("b/View.swift", "class B {}\n")])
    #expect(
      result.files.map(\.outputName) == ["View+UIKitSources.swift", "View-2+UIKitSources.swift"])
  }
}
