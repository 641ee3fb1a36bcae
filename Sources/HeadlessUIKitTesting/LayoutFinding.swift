import HeadlessUIKit

/// One thing wrong with a screen's layout in one configuration, found by a layout audit.
///
/// A HeadlessUIKit addition. A finding keeps no view: it names the view by its path from the
/// screen's root view (class names, each with its index among its superview's subviews, and
/// the accessibility identifier in quotes where there is one), for example
/// `UIView > UIStackView[0] > UILabel[2] "title"`. ``problem`` is the same for the same
/// mistake in every configuration, so that findings group; ``detail`` gives this
/// configuration's numbers.
public struct LayoutFinding: Hashable, Sendable, CustomStringConvertible {
  /// What kind of mistake a finding is.
  public enum Kind: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// A required constraint UIKit could not satisfy and broke ("Unable to simultaneously
    /// satisfy constraints").
    case unsatisfiableConstraint
    /// A view whose frame the constraints do not determine (`hasAmbiguousLayout`).
    case ambiguousLayout
    /// A visible view that lies (partly) outside the bounds of an ancestor that clips to its
    /// bounds, so part of it is never seen.
    case clippedView
    /// A label whose text does not fit: more lines than `numberOfLines` allows or than its
    /// height shows, or, on one line, wider than the label.
    case truncatedLabel
    /// Two enabled, visible sibling controls whose frames intersect.
    case overlappingControls
    /// A view with no width or no height that has content: a label with text, an image view
    /// with an image, a button with a title or image.
    case zeroSizeContent
    /// Constraints that place or size a view whose `translatesAutoresizingMaskIntoConstraints`
    /// is still true (seed-article mistake P7).
    case autoresizingMaskConstraints
    /// A controller's view in the hierarchy under a controller that is not its parent: a
    /// child added without `addChild(_:)`, or under another controller's view (seed-article
    /// mistake P5).
    case missingContainment
    /// A seed-article mistake the runtime layout sanitizer saw while the screen was built and
    /// laid out: a view's own frame read in its layout (P1), the frame of a transformed view
    /// (P2), a frame baked from a container's size before layout (P3), or a child controller
    /// that never received `didMove(toParent:)` (P5). See `LayoutSanitizer`.
    case layoutSanitizerWarning
    /// A message HeadlessUIKit logged while showing the screen, as UIKit would on the console
    /// (a layout feedback loop, for example).
    case loggedMessage

    /// The case's name.
    public var description: String { rawValue }
  }

  /// The kind of mistake.
  public let kind: Kind
  /// The view's path from the screen's root view.
  public let viewPath: String
  /// The view's accessibility identifier, if it has one.
  public let accessibilityIdentifier: String?
  /// What is wrong, in words that do not depend on the configuration.
  public let problem: String
  /// This configuration's measurements, or empty.
  public let detail: String
  /// The configuration the finding was made in.
  public let configuration: LayoutAuditConfiguration
  /// The identifiers of the view and its ancestors, for ignoring findings by identifier.
  let identifiersOnPath: [String]
  /// The same for the other view a finding names (the second of two overlapping controls).
  let otherIdentifiersOnPath: [String]

  /// `kind: path: problem (detail) [configuration]`.
  public var description: String {
    "\(kind): \(viewPath): \(problem)\(detail.isEmpty ? "" : " (\(detail))") [\(configuration)]"
  }
}
