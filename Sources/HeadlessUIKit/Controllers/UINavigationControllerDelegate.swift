import Foundation

/// The methods a navigation controller's delegate implements to hear of the controllers it
/// shows.
///
/// Both methods are optional, as in UIKit: the protocol extension provides empty defaults. They
/// are called when a controller becomes the visible top controller, so only while the
/// navigation controller is on screen or appearing (decision C31).
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
  /// Called when the navigation controller is about to show `viewController`, right after that
  /// controller's `viewWillAppear(_:)`.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The controller it shows.
  ///   - animated: Whether the transition is animated.
  func navigationController(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController, animated: Bool)

  /// Called when the navigation controller has shown `viewController`, after that controller's
  /// `viewDidAppear(_:)` and the containment calls of the transition.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The controller it shows.
  ///   - animated: Whether the transition was animated.
  func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The controller it shows.
  ///   - animated: Whether the transition is animated.
  public func navigationController(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController, animated: Bool
  ) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The controller it shows.
  ///   - animated: Whether the transition was animated.
  public func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController, animated: Bool
  ) {}
}
