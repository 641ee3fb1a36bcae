import Foundation

/// Finding views as UI tests do, by accessibility identifier or label (HeadlessUIKit
/// additions).
extension UIView {
  /// The first view in the tree rooted at the receiver (the receiver included, parents before
  /// children, subviews back to front) whose accessibility identifier is `identifier` (a
  /// HeadlessUIKit addition).
  ///
  ///     let button = window.headlessFindView(accessibilityIdentifier: "login")
  ///
  /// - Parameter identifier: The identifier.
  /// - Returns: The view, or `nil`.
  public func headlessFindView(accessibilityIdentifier identifier: String) -> UIView? {
    firstInTree { $0.accessibilityIdentifier == identifier }
  }

  /// The first view in the tree rooted at the receiver, in the same order, that assistive
  /// apps would read as `label`: an accessibility element with that label, not hidden and not
  /// inside a view whose elements are hidden (a HeadlessUIKit addition).
  ///
  /// - Parameter label: The accessibility label.
  /// - Returns: The view, or `nil`.
  public func headlessFindView(accessibilityLabel label: String) -> UIView? {
    firstInTree(skippingHiddenElements: true) {
      $0.isAccessibilityElement && $0.accessibilityLabel == label
    }
  }

  /// The first view of the tree that matches, depth first.
  private func firstInTree(
    skippingHiddenElements: Bool = false, where matches: (UIView) -> Bool
  ) -> UIView? {
    if skippingHiddenElements, isHidden { return nil }
    if matches(self) { return self }
    if skippingHiddenElements, accessibilityElementsHidden { return nil }
    for subview in subviews {
      if let found = subview.firstInTree(
        skippingHiddenElements: skippingHiddenElements, where: matches)
      {
        return found
      }
    }
    return nil
  }
}
