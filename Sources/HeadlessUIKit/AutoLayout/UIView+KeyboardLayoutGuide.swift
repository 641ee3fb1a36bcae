import Foundation

/// The keyboard layout guide of a view (decision CL6).
extension UIView {
  /// A guide of the part of the window the keyboard covers, made on first use.
  ///
  /// With the keyboard hidden it is as tall as the view's bottom safe-area inset (or zero, see
  /// ``UIKeyboardLayoutGuide/usesBottomSafeArea``) at the bottom of the window; with the
  /// keyboard shown its top is the keyboard's top.
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    if let guide = marginState.systemGuides[.keyboard] as? UIKeyboardLayoutGuide { return guide }
    guard let guide = systemGuide(.keyboard) as? UIKeyboardLayoutGuide else {
      preconditionFailure("the keyboard layout guide is a UIKeyboardLayoutGuide")
    }
    UIKeyboardLayoutGuide.register(guide)
    return guide
  }

  /// The keyboard guide's insets from the view's bounds: the window's sides, the keyboard's top
  /// (or the window's bottom while it is hidden) no lower than the resting line, and the
  /// window's bottom.
  func keyboardGuideInsets(in geometry: InsetGeometry) -> UIEdgeInsets {
    let size = geometry.bounds(of: self).size
    let guide = marginState.systemGuides[.keyboard] as? UIKeyboardLayoutGuide
    let restingLine =
      guide?.usesBottomSafeArea ?? true
      ? size.height - safeAreaInsets(in: geometry).bottom : size.height
    guard let window = cachedWindow ?? (self as? UIWindow),
      let origin = originInWindow(window, geometry: geometry)
    else {
      return UIEdgeInsets(top: restingLine, left: 0, bottom: 0, right: 0)
    }
    let windowSize = window.bounds.size
    let windowBottom = windowSize.height - origin.y
    var top = windowBottom
    if let keyboard = window.headlessKeyboardFrame {
      top = keyboard.minY - window.frame.minY - origin.y
    }
    top = min(top, restingLine)
    return UIEdgeInsets(
      top: top, left: -origin.x, bottom: size.height - windowBottom,
      right: size.width - (windowSize.width - origin.x))
  }

  /// The origin of the view's bounds in its window's coordinates (transforms ignored), or
  /// `nil` when the view is not in `window`.
  private func originInWindow(_ window: UIWindow, geometry: InsetGeometry) -> CGPoint? {
    var point = CGPoint.zero
    var view: UIView = self
    while view !== window {
      guard let superview = view.superview else { return nil }
      let frame = geometry.frame(of: view)
      let bounds = geometry.bounds(of: superview)
      point.x += frame.minX - bounds.minX
      point.y += frame.minY - bounds.minY
      view = superview
    }
    return point
  }
}
