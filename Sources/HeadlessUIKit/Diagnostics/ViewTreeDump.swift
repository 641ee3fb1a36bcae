import Foundation

/// A stable, indented text dump of a view tree, for snapshot tests and the command-line tool
/// (a HeadlessUIKit addition: UIKit's private `recursiveDescription` prints addresses and so
/// changes from run to run).
///
/// One line per view, children indented by two spaces below their parent, in `subviews`
/// order. Each line has the class name and the frame; then, only when they differ from the
/// defaults, the bounds (non-zero origin), transform, alpha, `hidden`, `clipsToBounds` and tag;
/// a label's line ends with its text, cut after 40 characters, and its font size:
///
///     UIWindow frame=(0 0; 393 852) hidden
///       UIView frame=(0 0; 393 852)
///         UILabel frame=(20 59; 353 20.333) alpha=0.5 text="Hello" font=17
///
/// Numbers have up to three decimals, trailing zeros removed.
@preconcurrency @MainActor
public struct ViewTreeDump {
  /// The root of the dumped tree.
  public let root: UIView

  /// Creates a dump of the tree below (and including) a view.
  ///
  /// - Parameter root: The root view.
  public init(_ root: UIView) {
    self.root = root
  }

  /// The dump as text, one line per view, ending with a newline.
  public var text: String {
    var lines: [String] = []
    LayoutSanitizer.withoutChecks { append(root, depth: 0, to: &lines) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The line that describes one view (without indentation).
  ///
  /// - Parameter view: The view.
  /// - Returns: For example `UIView frame=(0 0; 100 50) hidden`.
  public static func line(for view: UIView) -> String {
    LayoutSanitizer.withoutChecks { describe(view) }
  }

  private static func describe(_ view: UIView) -> String {
    var parts = ["\(type(of: view))", "frame=\(rect(view.frame))"]
    if view.bounds.origin != .zero { parts.append("bounds=\(rect(view.bounds))") }
    let t = view.transform
    if !t.isIdentity {
      parts.append(
        "transform=[" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: " ") + "]")
    }
    if view.alpha != 1 { parts.append("alpha=\(number(view.alpha))") }
    if view.isHidden { parts.append("hidden") }
    if view.clipsToBounds { parts.append("clipsToBounds") }
    if view.tag != 0 { parts.append("tag=\(view.tag)") }
    if let label = view as? UILabel, let text = label.text {
      let shown = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
      let escaped = shown.replacingOccurrences(of: "\n", with: "\\n")
      parts.append("text=\"\(escaped)\" font=\(number(label.font.pointSize))")
    }
    return parts.joined(separator: " ")
  }

  private func append(_ view: UIView, depth: Int, to lines: inout [String]) {
    lines.append(String(repeating: "  ", count: depth) + Self.line(for: view))
    for subview in view.subviews { append(subview, depth: depth + 1, to: &lines) }
  }

  private static func rect(_ r: CGRect) -> String {
    "(\(number(r.origin.x)) \(number(r.origin.y)); \(number(r.size.width)) \(number(r.size.height)))"
  }

  /// Up to three decimals, trailing zeros removed, `-0` printed as `0`.
  static func number(_ value: CGFloat) -> String {
    GeometryFormat.trimmed(value, fractionDigits: 3)
  }
}
