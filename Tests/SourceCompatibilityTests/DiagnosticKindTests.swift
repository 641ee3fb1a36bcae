import Testing

@testable import SourceCompatibility

/// The kinds of the compatibility table, from messages the Swift 6.3 compiler prints for the
/// corpus of real apps' files.
@Suite("Diagnostic kinds")
struct DiagnosticKindTests {
  /// Messages and the kinds they are sorted into.
  static let messages: [(String, DiagnosticKind)] = [
    ("cannot find 'UIPanGestureRecognizer' in scope", DiagnosticKind.missingAPI),
    ("cannot find type 'CGMutablePath' in scope", .missingAPI),
    ("value of type 'CALayer' has no member 'shadowOpacity'", .missingAPI),
    ("Objective-C interoperability is disabled", .objectiveCRuntime),
    ("'@IBOutlet' property cannot have non-'@objc' class type 'UILabel'", .objectiveCRuntime),
    ("'optional' can only be applied to members of an @objc protocol", .objectiveCRuntime),
    (
      "instance method 'viewDidLayoutSubviews()' is declared in extension of 'Controller' and "
        + "cannot be overridden", .objectiveCRuntime
    ),
    ("cannot find 'class_getInstanceMethod' in scope", .objectiveCRuntime),
    (
      "main actor-isolated property 'frame' can not be referenced from a nonisolated context",
      .concurrency
    ),
    (
      "call to main actor-isolated initializer 'init()' in a synchronous nonisolated context",
      .concurrency
    ),
    ("cannot find 'os_log' in scope", .foundationOnLinux),
    ("cannot find type 'NSInteger' in scope", .foundationOnLinux),
    ("cannot find 'UIViewAnimationOptions' in scope", .renamedAPI),
    ("value of type 'Pulley' has no member 'addChildViewController'", .renamedAPI),
    (
      "'UIGestureRecognizerState' has been renamed to 'UIGestureRecognizer.State'",
      .renamedAPI
    ),
    (
      "'weak' must not be applied to non-class-bound 'any PanelDelegate'; consider adding a "
        + "protocol conformance that has a class bound", .objectiveCRuntime
    ),
    (
      "initializer requirement 'init()' can only be satisfied by a 'required' initializer in "
        + "non-final class 'UIView'", .objectiveCRuntime
    ),
    (
      "constructing an object of class type 'UICollectionViewCell' with a metatype value must "
        + "use a 'required' initializer", .objectiveCRuntime
    ),
    (
      "initializer requirement 'init()' can only be satisfied by a 'required' initializer in "
        + "non-final class 'Cell'", .other
    ),
    ("cannot find type 'WKWebView' in scope", .other),
    ("ambiguous use of 'init(x:y:)'", .other),
  ]

  @Test("messages and their kinds", arguments: messages)
  func kind(message: String, expected: DiagnosticKind) {
    #expect(DiagnosticKind.classify(message).kind == expected)
  }

  @Test("errors on a line that observes a key path (KVO) or names a selector are the runtime")
  func keyValueObservationLines() {
    let line = "observation = view.observe(\\.safeAreaInsets, options: [.new]) { _, change in"
    for message in [
      "cannot infer key path type from context; consider explicitly specifying a root type",
      "reference to member 'new' cannot be resolved without a contextual type",
    ] {
      #expect(DiagnosticKind.classify(message, sourceLine: line).kind == .objectiveCRuntime)
      #expect(DiagnosticKind.classify(message).kind == .other)
    }
    #expect(
      DiagnosticKind.classify("cannot find 'x' in scope", sourceLine: "let y = x.map(\\.a)").kind
        == .missingAPI)
    let selector = "button.addTarget(self, action: #selector(tap), for: .touchUpInside)"
    #expect(
      DiagnosticKind.classify("failed to produce diagnostic for expression", sourceLine: selector)
        .kind == .objectiveCRuntime)
  }

  @Test("the API a missing-name message is about")
  func apiNames() {
    #expect(
      DiagnosticKind.classify("cannot find 'CABasicAnimation' in scope").api == "CABasicAnimation")
    #expect(
      DiagnosticKind.classify("value of type 'UIView?' has no member 'addGestureRecognizer'").api
        == "UIView.addGestureRecognizer")
    #expect(
      DiagnosticKind.classify("type 'Array<Int>' has no member 'foo'").api == "Array.foo")
    #expect(
      DiagnosticKind.classify("cannot infer contextual base in reference to member 'custom'").api
        == ".custom")
    #expect(DiagnosticKind.classify("ambiguous use of 'init(x:y:)'").api == nil)
  }
}

/// Errors that follow from another on the same line.
@Suite("Cascades")
struct CascadeTests {
  @Test("an error on a line with a pre-4.2 name counts as that name's; other lines keep theirs")
  func renamedCascade() {
    let errors = [
      CompilerDiagnostic(
        file: "a.swift", line: 3, column: 40,
        message: "'UIWindowLevelStatusBar' has been renamed to 'UIWindow.Level.statusBar'"),
      CompilerDiagnostic(
        file: "a.swift", line: 3, column: 20,
        message: "cannot assign value of type 'CGFloat' to type 'UIWindow.Level'"),
      CompilerDiagnostic(
        file: "a.swift", line: 4, column: 20,
        message: "cannot assign value of type 'CGFloat' to type 'UIWindow.Level'"),
      CompilerDiagnostic(
        file: "b.swift", line: 3, column: 1, message: "cannot find 'UIPress' in scope"),
    ]
    let kinds = CompatibilityCheck.markingCascades(in: errors).map(\.classification.kind)
    #expect(kinds == [.renamedAPI, .renamedAPI, .other, .missingAPI])
  }

  @Test("a call made ambiguous by an override of an extension member counts as the runtime's")
  func ambiguousAfterExtensionOverride() {
    let errors = [
      CompilerDiagnostic(
        file: "a.swift", line: 10, column: 24,
        message:
          "instance method 'closeLeft()' is declared in extension of 'UIViewController' and cannot be overridden"
      ),
      CompilerDiagnostic(
        file: "a.swift", line: 20, column: 13, message: "ambiguous use of 'closeLeft()'"),
      CompilerDiagnostic(
        file: "a.swift", line: 21, column: 13, message: "ambiguous use of 'openLeft()'"),
    ]
    let kinds = CompatibilityCheck.markingCascades(in: errors).map(\.classification.kind)
    #expect(kinds == [.objectiveCRuntime, .objectiveCRuntime, .other])
  }

  @Test("an expression the compiler gave up on counts as the runtime's only when it uses #selector")
  func failedExpressionWithSelector() {
    let source: [Substring] = [
      "final class A {",
      "  lazy var pan: UIPanGestureRecognizer = {",
      "    let pan = UIPanGestureRecognizer()",
      "    pan.addTarget(self, action: #selector(pan(_:)))",
      "    return pan",
      "  }()",
      "  lazy var other: UIView = { UIView(frame: .zero) }()",
      "  func f() { _ = #selector(f) }",
      "}",
    ]
    let message = "failed to produce diagnostic for expression; please submit a bug report"
    let errors = [
      CompilerDiagnostic(file: "a.swift", line: 2, column: 42, message: message),
      CompilerDiagnostic(file: "a.swift", line: 7, column: 28, message: message),
    ]
    let kinds = CompatibilityCheck.markingCascades(in: errors, sources: ["a.swift": source])
      .map(\.classification.kind)
    #expect(kinds == [.objectiveCRuntime, .other])
    #expect(
      CompatibilityCheck.expression(in: source, line: 7, column: 28)
        == "{ UIView(frame: .zero) }")
  }
}
