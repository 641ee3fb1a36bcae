import Foundation
import HeadlessUIKit

/// Examines one laid-out window for the mistakes a layout audit reports, in one
/// configuration.
///
/// The rules read only what UIKit exposes (frames, bounds, `clipsToBounds`, `isHidden`,
/// `alpha`, constraints, `hasAmbiguousLayout`'s answer, the responder chain) plus the
/// measurement a label draws its text with, so that each reports what a person would see on a
/// device in that configuration.
@MainActor
struct LayoutInspector {
  /// Distances below this (in points) are rounding, not layout: half a point.
  static let tolerance: CGFloat = 0.5

  /// The window that shows the screen.
  let window: UIWindow
  /// The screen's root view.
  let root: UIView
  /// The configuration the window shows.
  let configuration: LayoutAuditConfiguration
  /// How views and constraints are named.
  let naming: ViewNaming
  /// The findings so far.
  private(set) var findings: [LayoutFinding] = []

  /// Prepares to examine a window.
  ///
  /// - Parameters:
  ///   - window: The window, laid out.
  ///   - root: The screen's root view.
  ///   - configuration: The configuration the window shows.
  init(window: UIWindow, root: UIView, configuration: LayoutAuditConfiguration) {
    self.window = window
    self.root = root
    self.configuration = configuration
    naming = ViewNaming(root: root, window: window)
  }

  /// Runs every rule.
  ///
  /// - Parameters:
  ///   - broken: The constraints the engine broke while the screen was shown.
  ///   - messages: The other messages logged meanwhile.
  mutating func inspect(
    broken: [UnsatisfiableConstraintRecorder.Event], messages: [String]
  ) {
    reportBroken(broken)
    reportAmbiguity()
    var views: [UIView] = []
    collectVisible(window, into: &views)
    for view in views {
      checkZeroSizeContent(view)
      if let label = view as? UILabel { checkTruncation(label) }
      checkOverlappingControls(among: view)
    }
    checkClipping(window, clipper: nil, clipRect: .null)
    checkAutoresizingMaskConstraints()
    checkContainment()
    for message in messages {
      let problem = naming.replacingAddresses(in: Self.firstLine(of: message))
      add(.loggedMessage, window, problem: problem, detail: "")
    }
  }

  /// Records a finding about a view.
  mutating func add(
    _ kind: LayoutFinding.Kind, _ view: UIView, problem: String, detail: String,
    other: UIView? = nil
  ) {
    findings.append(
      LayoutFinding(
        kind: kind, viewPath: naming.path(of: view),
        accessibilityIdentifier: view.accessibilityIdentifier.flatMap { $0.isEmpty ? nil : $0 },
        problem: problem, detail: detail, configuration: configuration,
        identifiersOnPath: naming.identifiers(of: view),
        otherIdentifiersOnPath: other.map(naming.identifiers(of:)) ?? []))
  }

  // MARK: Constraints

  /// One finding per broken constraint (the first time it was broken), on its first item's
  /// view, naming the constraint and the ones it conflicted with.
  private mutating func reportBroken(_ events: [UnsatisfiableConstraintRecorder.Event]) {
    var seen = Set<ObjectIdentifier>()
    for event in events where seen.insert(ObjectIdentifier(event.broken)).inserted {
      let view = Self.view(of: event.broken.firstItem) ?? root
      let conflicts = event.conflicting.map(naming.describe).joined(separator: "; ")
      add(
        .unsatisfiableConstraint, view,
        problem: "UIKit broke \(naming.describe(event.broken))"
          + (conflicts.isEmpty ? "" : ", which conflicts with \(conflicts)"),
        detail: "")
    }
  }

  /// One finding per view whose layout is ambiguous, naming the variables that can move.
  private mutating func reportAmbiguity() {
    let report = LayoutReport(window, findingRedundantConstraints: false)
    for ambiguous in report.ambiguousViews {
      let free = ambiguous.variables.map(\.name).joined(separator: ", ")
      add(
        .ambiguousLayout, ambiguous.view,
        problem: "ambiguous layout: the constraints leave \(free) undetermined", detail: "")
    }
  }

  // MARK: Helpers

  /// The views a person could see: not hidden, not transparent, with every ancestor the
  /// same, in depth-first `subviews` order (the window excluded).
  private func collectVisible(_ view: UIView, into views: inout [UIView]) {
    for subview in view.subviews where Self.isShown(subview) {
      views.append(subview)
      collectVisible(subview, into: &views)
    }
  }

  /// Whether a view itself is drawn: not hidden and not (nearly) transparent.
  static func isShown(_ view: UIView) -> Bool {
    !view.isHidden && view.alpha > 0.01
  }

  /// The view a constraint item is, or owns (for a layout guide).
  static func view(of item: AnyObject?) -> UIView? {
    if let view = item as? UIView { return view }
    return (item as? UILayoutGuide)?.owningView
  }

  /// The first line of a logged message, without UIKit's bracketed category.
  private static func firstLine(of message: String) -> String {
    let line = message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? message
    return "logged: " + line.trimmingCharacters(in: .whitespaces)
  }

  /// `12.5` or `12`: a length for a message.
  static func points(_ value: CGFloat) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
  }
}
