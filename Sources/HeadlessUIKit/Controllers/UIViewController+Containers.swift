import Foundation

/// The containers above a controller, and what UIKit's containers need from the controllers
/// they hold.
extension UIViewController {
  /// The nearest ancestor that is a navigation controller, or `nil` if the controller is not
  /// inside one.
  public var navigationController: UINavigationController? {
    nearestAncestor(of: UINavigationController.self)
  }

  /// The nearest ancestor that is a tab bar controller, or `nil` if the controller is not inside
  /// one.
  public var tabBarController: UITabBarController? {
    nearestAncestor(of: UITabBarController.self)
  }

  /// The first controller of type `type` among the parent, the parent's parent, and so on.
  private func nearestAncestor<Container: UIViewController>(of type: Container.Type)
    -> Container?
  {
    var current = parent
    while let candidate = current {
      if let found = candidate as? Container { return found }
      current = candidate.parent
    }
    return nil
  }

  /// Marks a child that its container is removing as moving from its parent for the
  /// disappearance that follows, as UIKit's own containers do (decision C33).
  ///
  /// The public containment API has no way to say it; the flag clears when the disappearance
  /// ends.
  func markMovingFromParentForRemoval() {
    appearance.isMovingFromParent = true
  }

  /// Makes the views of the children that are installed in `container` fill it, as UIKit's
  /// containers do (decision C34: children extend under the bars), except for the edges a
  /// child does not extend under: an edge left out of its `edgesForExtendedLayout`, or an
  /// opaque bar when `extendedLayoutIncludesOpaqueBars` is `false` (decision C39).
  ///
  /// - Parameters:
  ///   - container: The container's view.
  ///   - topBar: The frame of a visible bar at the top, and whether it is translucent.
  ///   - bottomBar: The frame of a visible bar at the bottom, and whether it is translucent.
  func fitChildViews(
    to container: UIView, topBar: (CGRect, Bool)? = nil, bottomBar: (CGRect, Bool)? = nil
  ) {
    for child in children {
      guard let childView = child.viewIfLoaded, childView.superview === container else {
        continue
      }
      var frame = container.bounds
      if let (bar, translucent) = topBar,
        !child.edgesForExtendedLayout.contains(.top)
          || (!translucent && !child.extendedLayoutIncludesOpaqueBars)
      {
        frame.size.height = frame.maxY - bar.maxY
        frame.origin.y = bar.maxY
      }
      if let (bar, translucent) = bottomBar,
        !child.edgesForExtendedLayout.contains(.bottom)
          || (!translucent && !child.extendedLayoutIncludesOpaqueBars)
      {
        frame.size.height = max(0, bar.minY - frame.minY)
      }
      if childView.frame != frame { childView.frame = frame }
    }
  }

  /// Drops the `isMovingToParent` that `addChild(_:)` set on a child that its container added
  /// without showing it (decision C33).
  func dropPendingMovingToParent() {
    guard appearance.phase == .disappeared else { return }
    appearance.isMovingToParent = false
  }
}

/// A container whose own bars lie over its children's views, so that the children's safe areas
/// include them, as UIKit's navigation and tab bar controllers do (decision C34).
@MainActor
protocol ChildSafeAreaContainer: AnyObject {
  /// How far the container's bars cover a child's root view, in that view's bounds.
  ///
  /// - Parameters:
  ///   - view: The root view of one of the container's children.
  ///   - geometry: Where frames are read.
  /// - Returns: The covered depth on each edge; zero where no bar covers the view.
  func barInsets(coveringChildView view: UIView, in geometry: InsetGeometry) -> UIEdgeInsets
}
