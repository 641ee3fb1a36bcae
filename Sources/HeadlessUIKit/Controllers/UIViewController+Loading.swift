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
  /// Controllers made with a nib name need the nib loader (storyboards and xibs arrive later) and
  /// stop with UIKit's message.
  func makeDefaultView() {
    if let nibName {
      preconditionFailure(
        "NSInternalInconsistencyException: Could not load NIB in bundle: "
          + "'\(nibBundle ?? Bundle.main)' with name '\(nibName)'")
    }
    let root = UIView(frame: UIScreen.main.bounds)
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view = root
  }
}
