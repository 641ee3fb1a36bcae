import Foundation

/// A scroll view's content layout guide in the engine (spec 11.6, decision V4).
///
/// The guide's origin is tied to the scroll view's content origin by two required constraints;
/// its width and height are pulled toward the current `contentSize` at a low priority
/// (``scrollContentSizePriority``), so constraints from the content to the guide's edges decide
/// the size when they can. After each solve the engine copies the guide's solved size into
/// `contentSize`.
extension LayoutEngine {
  /// The priority of the constraints that hold the content guide at the current `contentSize`
  /// when nothing else sizes it (decision V4).
  static let scrollContentSizePriority = UILayoutPriority(rawValue: 50)

  /// Makes the constraints of a content layout guide.
  func tieContentGuide(_ guide: UILayoutGuide, to scrollView: UIScrollView) {
    func edge(_ attribute: NSLayoutConstraint.Attribute, _ name: String) -> NSLayoutConstraint {
      let constraint = NSLayoutConstraint(
        anchor: LayoutAnchorDefinition(item: guide, attribute: attribute), relatedBy: .equal,
        toAnchor: LayoutAnchorDefinition(item: scrollView, attribute: attribute),
        multiplier: 1, constant: 0)
      constraint.identifier = "UIScrollView-contentLayoutGuide-\(name)"
      return constraint
    }
    func size(_ attribute: NSLayoutConstraint.Attribute, _ value: CGFloat, _ name: String)
      -> NSLayoutConstraint
    {
      let constraint = NSLayoutConstraint(
        anchor: LayoutAnchorDefinition(item: guide, attribute: attribute), relatedBy: .equal,
        toAnchor: nil, multiplier: 1, constant: value)
      constraint.priority = Self.scrollContentSizePriority
      constraint.identifier = "UIScrollView-contentLayoutGuide-\(name)"
      return constraint
    }
    let contentSize = scrollView.contentSize
    let constraints = [
      edge(.left, "left"), edge(.top, "top"),
      size(.width, contentSize.width, "width"), size(.height, contentSize.height, "height"),
    ]
    systemGuideTies[ObjectIdentifier(guide)] = SystemGuideTie(
      guide: guide, kind: .scrollContent, constraints: constraints, insets: .zero)
    for constraint in constraints { addGenerated(constraint) }
  }

  /// Copies the solved size of every content layout guide into its scroll view's `contentSize`.
  ///
  /// A measuring engine (`systemLayoutSizeFitting`) leaves `contentSize` alone.
  func refreshScrollContentSizes() {
    guard fitting == nil else { return }
    for tie in systemGuideTies.values where tie.kind == .scrollContent {
      guard let scrollView = tie.guide.storedOwningView as? UIScrollView,
        let frame = solvedFrame(of: tie.guide)
      else { continue }
      let size = CGSize(width: max(0, frame.width), height: max(0, frame.height))
      if scrollView.contentSize != size { scrollView.contentSize = size }
    }
  }

  /// A scroll view's `contentSize` changed: its content guide's size constraints follow it.
  func scrollContentSizeDidChange(_ scrollView: UIScrollView) {
    let guide = scrollView.contentLayoutGuide
    guard let tie = systemGuideTies[ObjectIdentifier(guide)], tie.constraints.count == 4 else {
      return
    }
    let size = scrollView.contentSize
    for (constraint, value) in zip(tie.constraints[2...], [size.width, size.height])
    where constraint.storedConstant != value {
      constraint.storedConstant = value
      updateConstant(of: constraint)
    }
  }
}
