import Foundation

/// The methods a container of view controllers uses to size its children (spec §9).
///
/// `UIViewController` adopts it and provides the defaults.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
  /// The size the container would like for its content.
  var preferredContentSize: CGSize { get }

  /// Called when a child's preferred content size changed.
  ///
  /// - Parameter container: The child.
  func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)

  /// Called when the compressed fitting size of a child's Auto Layout view changed.
  ///
  /// - Parameter container: The child.
  func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)

  /// The size to give a child when the container's size becomes `parentSize`.
  ///
  /// - Parameters:
  ///   - container: The child.
  ///   - parentSize: The container's new size.
  /// - Returns: The child's size.
  func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize

  /// Called before the container's view is resized (spec 7.13, 9.4).
  ///
  /// - Parameters:
  ///   - size: The new size.
  ///   - coordinator: The transition's coordinator.
  func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)

  /// Called before the container's traits change (spec 7.11, 9.5).
  ///
  /// - Parameters:
  ///   - newCollection: The new traits.
  ///   - coordinator: The transition's coordinator.
  func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  )
}

extension UIViewController: UIContentContainer {
  /// Stores a new preferred size and tells the parent when it changed (decision 9.2).
  func setPreferredContentSize(_ size: CGSize) {
    guard size != storedPreferredContentSize else { return }
    storedPreferredContentSize = size
    storedParent?.preferredContentSizeDidChange(forChildContentContainer: self)
  }

  /// Decision 9.3: each time the constraint pass goes over a child's root view whose content
  /// uses Auto Layout, the view's compressed fitting size is compared with the last one, and the
  /// parent is told once, before the layout pass, when it changed.
  func checkFittingSizeAfterConstraintPass() {
    guard let parent = storedParent, let root = storedView, root.subtreeHoldsConstraints
    else { return }
    let size = root.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    defer { reportedFittingSize = size }
    guard let previous = reportedFittingSize, previous != size else { return }
    parent.systemLayoutFittingSizeDidChange(forChildContentContainer: self)
  }
}
