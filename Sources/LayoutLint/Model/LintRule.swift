/// The seven layout mistakes the checker looks for, named as in the articles the project grew
/// from (P1–P7).
package enum LintRule: String, CaseIterable, Sendable, Comparable, Codable {
  /// A view sizes or places its children from its own `frame` (or a controller from
  /// `view.frame`) where `bounds` is meant.
  case p1 = "P1"
  /// A view's `frame` is read or set while the view has a non-identity transform.
  case p2 = "P2"
  /// A child's frame is set from its container's geometry before layout ran (`viewDidLoad`,
  /// `loadView`, an initializer).
  case p3 = "P3"
  /// A one-shot Bool flag in a layout callback that works around pre-layout geometry.
  case p4 = "P4"
  /// A child view controller added or removed without the containment calls, or in the wrong
  /// order.
  case p5 = "P5"
  /// Coordinates converted by summing frame origins by hand, or `convert` called on the wrong
  /// view.
  case p6 = "P6"
  /// Constraints added to a view whose `translatesAutoresizingMaskIntoConstraints` is still
  /// true, or the flag set where it must not be.
  case p7 = "P7"

  /// A short title, as used in SARIF's rule list and the documentation.
  package var title: String {
    switch self {
    case .p1: "Own frame used where bounds is meant"
    case .p2: "Frame of a transformed view"
    case .p3: "Child frame set from pre-layout geometry"
    case .p4: "One-shot flag in a layout callback"
    case .p5: "View controller containment mistake"
    case .p6: "Hand-made coordinate conversion"
    case .p7: "Constraints on a view that still translates its autoresizing mask"
    }
  }

  /// What goes wrong, in one sentence (SARIF's full description).
  package var summary: String {
    switch self {
    case .p1:
      "frame is in the superview's coordinate space; children live in the view's own space, "
        + "which is bounds, so a view that is not at the origin offsets its children."
    case .p2:
      "frame is undefined while transform is not the identity; use bounds and center, which "
        + "the transform does not change."
    case .p3:
      "before the first layout pass the container still has its initial size; the child keeps "
        + "that size when the container is resized for the screen."
    case .p4:
      "a flag that lets layout code run once hides pre-layout geometry and never reruns when "
        + "the size changes (rotation, split view, Dynamic Type)."
    case .p5:
      "the child misses appearance and trait callbacks, or receives them twice, unless "
        + "addChild, addSubview and didMove(toParent:) (and the reverse for removal) are "
        + "called in order."
    case .p6:
      "summing frame origins ignores transforms, bounds origins (scroll offsets) and "
        + "intermediate views; convert(_:to:) accounts for all of them."
    case .p7:
      "a view that translates its autoresizing mask gets fixed-frame constraints that "
        + "conflict with the constraints added to it."
    }
  }

  /// Orders rules by number.
  package static func < (lhs: LintRule, rhs: LintRule) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
