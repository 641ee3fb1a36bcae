import Foundation

/// A controller's part in modal presentations: what it presents, who presents it, and where
/// its view was put.
struct PresentationState {
  /// The `modalPresentationStyle` app code set.
  var requestedStyle = UIModalPresentationStyle.automatic

  /// `definesPresentationContext`.
  var definesContext = false

  /// `isModalInPresentation`.
  var isModalInPresentation = false

  /// The controller this one presents, held strongly as UIKit does.
  var presented: UIViewController?

  /// The controller presenting this one; weak, so that the two do not retain each other.
  weak var presenting: UIViewController?

  /// How this controller is shown while presented: its style after adaptation.
  var effectiveStyle: UIModalPresentationStyle?

  /// The view that holds this controller's view while it is presented, in the window or in
  /// the presentation context's superview.
  var container: PresentationTransitionView?

  /// Where the presenting controller's view was before a full-screen or current-context
  /// presentation removed it, to put it back on dismissal.
  var removedPresenterView: RemovedView?
}

/// A view taken out of its superview, and the place to put it back.
struct RemovedView {
  /// The view.
  let view: UIView
  /// Its superview then (weak: the superview may go away meanwhile).
  weak var superview: UIView?
  /// Its index among the superview's subviews then.
  let index: Int
}
