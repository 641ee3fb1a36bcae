import Foundation

/// Loading the root view lazily (spec 7.1–7.4).
extension UIViewController {
  /// The view, loaded first if needed: `loadView()` then `viewDidLoad()`, once.
  func loadedView() -> UIView {
    if let storedView { return storedView }
    loadView()
    guard let loaded = storedView else {
      preconditionFailure(
        "NSInternalInconsistencyException: \(ObjectAddress.short(self)) loadView did not set "
          + "the view; an override of loadView() must assign `view`.")
    }
    viewDidLoad()
    return loaded
  }

  /// Sets the root view: the view's `next` responder becomes this controller.
  func setView(_ newView: UIView?) {
    guard newView !== storedView else { return }
    // Whether a controller owns the view is an input of its safe area (decision PF1).
    storedView?.invalidateSafeAreaCache()
    newView?.invalidateSafeAreaCache()
    storedView?.owningController = nil
    if let newView, let previous = newView.owningController, previous !== self {
      previous.storedView = nil
    }
    storedView = newView
    newView?.owningController = self
  }

  /// The default `loadView()`: a plain view the size of the main screen, flexible in width and
  /// height (spec 7.2a).
  ///
  /// A controller from a storyboard builds its scene's view; one made with a nib name (or
  /// whose class has a nib of its own name in the main bundle) loads that nib with itself as
  /// File's Owner.
  func makeDefaultView() {
    if let nibViewLoader {
      nibViewLoader.load(self)
      return
    }
    if let nibName {
      loadView(fromNibNamed: nibName, bundle: nibBundle)
      return
    }
    if let classNib = UINib.nibNamedAfterClass(of: self) {
      loadView(fromNibNamed: classNib, bundle: Bundle.main)
      return
    }
    let root = UIView(frame: UIScreen.main.bounds)
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view = root
  }
}

/// The closure that builds a controller's root view from its document.
///
/// Wrapped in a struct so that the stored property's type carries no global-actor attribute:
/// with one, subclasses declared in other files referred to a differently mangled getter and
/// did not link.
struct NibViewLoader {
  /// Builds the view of the controller given.
  let load: @MainActor (UIViewController) -> Void
}
