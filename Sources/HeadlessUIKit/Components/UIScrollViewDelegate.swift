import Foundation

/// The methods a scroll view's delegate implements to hear of scrolling and zooming.
///
/// Every method is optional, as in UIKit: the protocol extension provides defaults.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
  /// Called after the content offset changed (spec 11.1).
  ///
  /// - Parameter scrollView: The scroll view.
  func scrollViewDidScroll(_ scrollView: UIScrollView)

  /// Called after the zoom scale changed (spec 11.7).
  ///
  /// - Parameter scrollView: The scroll view.
  func scrollViewDidZoom(_ scrollView: UIScrollView)

  /// The view that zooming scales, or `nil` to disable zooming (spec 11.7).
  ///
  /// - Parameter scrollView: The scroll view.
  /// - Returns: A subview of the scroll view, or `nil`.
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
}

extension UIScrollViewDelegate {
  /// Does nothing.
  ///
  /// - Parameter scrollView: The scroll view.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}

  /// Does nothing.
  ///
  /// - Parameter scrollView: The scroll view.
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}

  /// Returns `nil`: no view zooms.
  ///
  /// - Parameter scrollView: The scroll view.
  /// - Returns: `nil`.
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
}
