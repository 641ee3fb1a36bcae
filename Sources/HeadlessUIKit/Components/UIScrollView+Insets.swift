import Foundation

extension UIScrollView {
  /// Which safe-area insets a scroll view adds to its content inset (spec 11.4).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// Like ``scrollableAxes``, except that the top and bottom insets are always included for
    /// the root view of a controller inside a navigation or tab bar controller.
    case automatic = 0
    /// Each axis includes the safe area only when it scrolls: the content is larger than the
    /// view on that axis, or the view always bounces on it.
    case scrollableAxes = 1
    /// The safe area is never included.
    case never = 2
    /// The safe area is always included.
    case always = 3
  }

  /// ``adjustedContentInset``: the content inset plus the selected safe-area insets.
  func computedAdjustedContentInset() -> UIEdgeInsets {
    let safeArea = safeAreaInsets
    let axes = safeAreaAxes()
    var insets = contentInset
    if axes.horizontal {
      insets.left += safeArea.left
      insets.right += safeArea.right
    }
    if axes.vertical {
      insets.top += safeArea.top
      insets.bottom += safeArea.bottom
    }
    return insets
  }

  /// Whether each axis of ``adjustedContentInset`` includes the safe area (spec 11.4).
  func safeAreaAxes() -> (horizontal: Bool, vertical: Bool) {
    let size = bounds.size
    let horizontal = contentSize.width > size.width || alwaysBounceHorizontal
    let vertical = contentSize.height > size.height || alwaysBounceVertical
    switch contentInsetAdjustmentBehavior {
    case .never: return (false, false)
    case .always: return (true, true)
    case .scrollableAxes: return (horizontal, vertical)
    case .automatic: return (horizontal, vertical || isContentViewOfBarController)
    }
  }

  /// Whether the scroll view is the root view of a controller inside a navigation or tab bar
  /// controller (spec 11.4).
  private var isContentViewOfBarController: Bool {
    guard let controller = owningController else { return false }
    return controller.navigationController != nil || controller.tabBarController != nil
  }

  /// Calls ``adjustedContentInsetDidChange()`` if ``adjustedContentInset`` differs from the
  /// value last reported.
  func noteAdjustedContentInsetChange() {
    let insets = adjustedContentInset
    guard insets != reportedAdjustedContentInset else { return }
    reportedAdjustedContentInset = insets
    // Which axes pass the safe area on to the content may have changed (decision IC51).
    for subview in subviews { subview.invalidateSafeAreaCache() }
    adjustedContentInsetDidChange()
  }
}
