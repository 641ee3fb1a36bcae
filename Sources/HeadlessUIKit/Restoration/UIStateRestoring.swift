import Foundation

/// An object whose state UIKit saves when the app goes to the background and brings back at the
/// next launch (spec §13).
///
/// Controllers and views adopt it through their own `encodeRestorableState(with:)` and
/// `decodeRestorableState(with:)`. Any other object joins by adopting the protocol and calling
/// `UIApplication.registerObject(forStateRestoration:restorationIdentifier:)`; its restoration
/// path is its `restorationParent`'s path followed by its identifier. UIKit declares every
/// member optional; here each has a default that does nothing.
@preconcurrency @MainActor
public protocol UIStateRestoring: AnyObject {
  /// The object whose restoration path this object's path extends, or `nil` for a top-level
  /// object.
  var restorationParent: (any UIStateRestoring)? { get }

  /// The class that makes the object again at launch when no existing object has its path.
  var objectRestorationClass: (any UIObjectRestoration.Type)? { get }

  /// Saves the object's state into `coder`.
  ///
  /// - Parameter coder: A keyed coder that requires secure coding; controllers encoded into it
  ///   are saved as references and decode to their restored instances.
  func encodeRestorableState(with coder: NSCoder)

  /// Reads back the state saved by `encodeRestorableState(with:)`.
  ///
  /// - Parameter coder: The coder the state was saved into.
  func decodeRestorableState(with coder: NSCoder)

  /// Called on every restored object once all of them have decoded their state.
  func applicationFinishedRestoringState()
}

extension UIStateRestoring {
  /// No parent: the object's path is its identifier alone.
  public var restorationParent: (any UIStateRestoring)? { nil }

  /// No restoration class: only an existing object with the same path is restored.
  public var objectRestorationClass: (any UIObjectRestoration.Type)? { nil }

  /// Saves nothing.
  public func encodeRestorableState(with coder: NSCoder) {}

  /// Reads nothing.
  public func decodeRestorableState(with coder: NSCoder) {}

  /// Does nothing.
  public func applicationFinishedRestoringState() {}
}

/// A class that makes view controllers again during state restoration (spec 13.8).
///
/// Assign the class to a controller's `restorationClass`; at launch UIKit asks it for the
/// controller before it asks the app delegate or looks for an existing one.
@preconcurrency @MainActor
public protocol UIViewControllerRestoration: AnyObject {
  /// Returns a new controller for a saved one, or `nil` to leave it (and everything under it)
  /// unrestored.
  ///
  /// - Parameters:
  ///   - identifierComponents: The restoration path: the restoration identifiers of the
  ///     controller's ancestors and then its own.
  ///   - coder: The controller's saved state; `UIApplication.stateRestorationViewControllerStoryboardKey`
  ///     decodes the storyboard it came from, if any.
  /// - Returns: The controller to restore, or `nil`.
  static func viewController(
    withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
  ) -> UIViewController?
}

/// A class that makes registered state-restoring objects again at launch.
@preconcurrency @MainActor
public protocol UIObjectRestoration: AnyObject {
  /// Returns a new object for a saved one, or `nil` to leave it unrestored.
  ///
  /// - Parameters:
  ///   - identifierComponents: The object's restoration path.
  ///   - coder: The object's saved state.
  /// - Returns: The object to restore, or `nil`.
  static func object(
    withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
  ) -> (any UIStateRestoring)?
}
