import HeadlessUIKit
import Testing

/// A visible window holding a 320×200 superview outside the safe-area insets, and named views inside it, for visual format tests.
@MainActor
final class VisualFormatScene {
  /// The window, 320 points wide.
  let window: UIWindow

  /// The superview of every named view; `|` in the formats stands for it.
  let superview: UIView

  /// The views by name, as the formats use them.
  private(set) var views: [String: UIView] = [:]

  /// Creates the window and the superview.
  ///
  /// - Parameters:
  ///   - width: The width of the window and the superview.
  ///   - height: The height of the superview.
  init(width: CGFloat = 320, height: CGFloat = 200) {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 480))
    window.makeKeyAndVisible()
    // Below the status bar and sensor housing, so the superview's safe area (and so its
    // margins) is that of a plain view: 8 points on every edge.
    superview = UIView(frame: CGRect(x: 0, y: 100, width: width, height: height))
    window.addSubview(superview)
  }

  /// Adds a constraint-based view to the superview under a name.
  ///
  /// - Parameters:
  ///   - name: The name the formats use.
  ///   - view: The view (a plain `UIView` by default).
  /// - Returns: The view.
  @discardableResult
  func add(_ name: String, _ view: UIView = UIView()) -> UIView {
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
    views[name] = view
    return view
  }

  /// Adds a view with an intrinsic content size.
  ///
  /// - Parameters:
  ///   - name: The name the formats use.
  ///   - size: The intrinsic content size.
  /// - Returns: The view.
  @discardableResult
  func addContent(_ name: String, _ size: CGSize) -> UIView {
    let view = ContentView()
    view.contentSize = size
    return add(name, view)
  }

  /// The constraints of a format over the scene's views.
  func constraints(
    _ format: String, options: NSLayoutConstraint.FormatOptions = [],
    metrics: [String: Any]? = nil
  ) -> [NSLayoutConstraint] {
    NSLayoutConstraint.constraints(
      withVisualFormat: format, options: options, metrics: metrics, views: views)
  }

  /// Activates the constraints of several formats.
  func activate(_ formats: [String], metrics: [String: Any]? = nil) {
    for format in formats { NSLayoutConstraint.activate(constraints(format, metrics: metrics)) }
  }

  /// Lays the window out.
  func layout() {
    window.layoutIfNeeded()
  }

  /// The frame of a named view.
  func frame(_ name: String) -> CGRect {
    views[name]?.frame ?? .null
  }

  /// The constraints as equations over the scene's names (see `equations(_:names:)`).
  func equations(_ constraints: [NSLayoutConstraint]) -> [String] {
    var names: [String: AnyObject] = views
    names["superview"] = superview
    return VisualFormatCheck.equations(constraints, names: names)
  }
}

/// Checks shared by the visual format tests.
enum VisualFormatCheck {
  /// Constraints as exact equations over named items, for comparing with expectations.
  ///
  /// Each reads `first.attribute relation second.attribute + constant`, then ` × multiplier`
  /// if the multiplier is not 1 and ` @priority` if the constraint is not required, all numbers
  /// printed exactly: `b.leading == a.trailing + 8.0`, `a.width >= 50.0 @750.0`.
  ///
  /// - Parameters:
  ///   - constraints: The constraints.
  ///   - names: The items by name.
  /// - Returns: One equation per constraint.
  @MainActor
  static func equations(_ constraints: [NSLayoutConstraint], names: [String: AnyObject]) -> [String]
  {
    func name(_ item: AnyObject?) -> String {
      guard let item else { return "nil" }
      return names.first { $0.value === item }?.key ?? "?"
    }
    return constraints.map { constraint in
      var text = "\(name(constraint.firstItem)).\(constraint.firstAttribute) "
      text += ["<=", "==", ">="][constraint.relation.rawValue + 1]
      if constraint.secondItem != nil || constraint.secondAttribute != .notAnAttribute {
        text += " \(name(constraint.secondItem)).\(constraint.secondAttribute) +"
      }
      text += " \(Double(constraint.constant))"
      if constraint.multiplier != 1 { text += " × \(Double(constraint.multiplier))" }
      if constraint.priority != .required { text += " @\(constraint.priority.rawValue)" }
      return text
    }
  }

  /// The standard error of an exited child process, decoded.
  static func standardError(_ result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
  }

  /// UIKit's exception reason for a rejected format: the reason, the format and a caret, each
  /// of the first two lines ending with a space.
  static func parseFailure(_ reason: String, _ format: String, caret offset: Int) -> String {
    "NSInvalidArgumentException: Unable to parse constraint format: \n\(reason) \n\(format) \n"
      + String(repeating: " ", count: offset) + "^"
  }
}
