import Foundation

/// An object that can take part in the responder chain.
///
/// HeadlessUIKit delivers no events, but the chain itself is modelled because layout code and
/// view controllers rely on it: the `next` responder of a root view is its view controller, of
/// any other view its superview; a controller's is its view's superview (or its presenting
/// controller). The application (a window's next responder) is not modelled yet, so a window
/// answers `nil`.
@preconcurrency @MainActor
open class UIResponder: NSObject {
  /// Creates a responder.
  public override init() {
    super.init()
  }

  /// The next responder in the chain, or `nil` at the end of the chain.
  ///
  /// The base implementation returns `nil`; `UIView` returns its view controller or superview.
  open var next: UIResponder? {
    nil
  }

  /// Whether the responder is currently the first responder.
  ///
  /// Always `false` headless, because no responder can become first responder without event
  /// delivery.
  open var isFirstResponder: Bool {
    false
  }

  /// Called on every object a nib or storyboard made, after all of them exist and every outlet
  /// and action is connected.
  ///
  /// UIKit declares it on `NSObject`; HeadlessUIKit declares it here, where every object a
  /// document makes (views, controllers) inherits it. Overrides call `super`.
  open func awakeFromNib() {}

  /// Called when Interface Builder draws a designable view; never called headless.
  open func prepareForInterfaceBuilder() {}
}
