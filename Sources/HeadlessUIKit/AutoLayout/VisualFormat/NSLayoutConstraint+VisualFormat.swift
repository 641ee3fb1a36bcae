import Foundation

/// Creating constraints from the Visual Format Language.
extension NSLayoutConstraint {
  /// Creates the constraints a visual format string describes, such as
  /// `"H:|-[name]-[field(>=120)]-|"`.
  ///
  /// The format lays out one row (`H:`, the default) or column (`V:`) of views named in
  /// `views`, optionally between `|` bars that stand for their superview. A lone `-` is the
  /// standard space: 8 points between views, and 0 points to the superview's layout margin
  /// next to a `|`; `-20-` and `-(>=20@750)-` give the space explicitly, and `[view(>=50)]`
  /// constrains a view's width (height in `V:`). Names in predicates are looked up in
  /// `metrics` first. The grammar is Apple's "Visual Format Language" appendix.
  ///
  /// The result lists, in the order of the format, each connection's constraints followed by
  /// the size constraints of the view after it, then the alignment constraints `options`
  /// asks for. A connection's first item is the view that comes later: `[a]-8-[b]` is
  /// `b.leading == a.trailing + 8`. The constraints are inactive; activate them with
  /// `activate(_:)`.
  ///
  ///     let views = ["label": label, "field": field]
  ///     NSLayoutConstraint.activate(
  ///       NSLayoutConstraint.constraints(
  ///         withVisualFormat: "H:|-[label]-[field(>=width)]-|", options: .alignAllFirstBaseline,
  ///         metrics: ["width": 120], views: views))
  ///
  /// A malformed format stops the process with UIKit's `NSInvalidArgumentException`,
  /// "Unable to parse constraint format:", the reason, the format, and a caret under the
  /// offending character. So do an unknown view or metric name, a priority outside
  /// (0, 1000], a `|` next to a view without a superview, and an alignment option along the
  /// format's own axis.
  ///
  /// - Parameters:
  ///   - format: The visual format string.
  ///   - opts: Alignment, direction and spacing options.
  ///   - metrics: Numbers by name, for constants and priorities; `nil` for none.
  ///   - views: The views (or layout guides) by the names the format uses.
  /// - Returns: The constraints, inactive.
  public class func constraints(
    withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
    metrics: [String: Any]?, views: [String: Any]
  ) -> [NSLayoutConstraint] {
    do {
      return try VisualFormatBuilder.constraints(
        format: format, options: opts, metrics: metrics, views: views)
    } catch {
      preconditionFailure("NSInvalidArgumentException: " + error.message(format: format))
    }
  }
}
