import Foundation

/// Coordinate conversion between views (spec §2, decision 2.5).
extension UIView {
  /// The transform from the receiver's bounds space to `view`'s (`nil`: the window's).
  ///
  /// - Same tree (same window, or same window-less root): through the common root.
  /// - Different windows: through the screen (each window's frame is in screen coordinates).
  /// - Otherwise there is no common space: the identity, with a diagnostic (decision 2.5 (d)).
  /// - `nil` means the window's bounds space, or the root view's when not in a window.
  func conversion(to view: UIView?) -> CGAffineTransform {
    let (mine, myRoot) = layer.transformToRoot()
    guard let view else { return mine }
    let (theirs, theirRoot) = view.layer.transformToRoot()
    if myRoot === theirRoot { return mine.concatenating(theirs.inverted()) }
    if myRoot.delegate is UIWindow, theirRoot.delegate is UIWindow {
      let toScreen = mine.concatenating(myRoot.transformToSuperlayer)
      let fromScreen = theirs.concatenating(theirRoot.transformToSuperlayer).inverted()
      return toScreen.concatenating(fromScreen)
    }
    Diagnostics.log(
      "Converting between \(ObjectAddress.short(self)) and \(ObjectAddress.short(view)), which "
        + "share no window and no common ancestor: the value is returned unchanged.")
    return .identity
  }

  /// The transform from `view`'s bounds space (`nil`: the window's) to the receiver's.
  func conversion(from view: UIView?) -> CGAffineTransform {
    guard let view else { return layer.transformToRoot().transform.inverted() }
    return view.conversion(to: self)
  }

  /// The transform from the receiver's bounds space to screen coordinates, if it is in a
  /// window (the window's frame is expressed in the screen's coordinate space).
  var transformToScreen: CGAffineTransform? {
    let (mine, root) = layer.transformToRoot()
    guard root.delegate is UIWindow else { return nil }
    return mine.concatenating(root.transformToSuperlayer)
  }
}
