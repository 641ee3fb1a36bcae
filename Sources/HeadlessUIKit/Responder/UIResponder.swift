import Foundation

/// An object that can take part in the responder chain.
///
/// The chain is modelled as in UIKit: the `next` responder of a root view is its view
/// controller, of any other view its superview; a controller's is its view's superview (or its
/// presenting controller). The application (a window's next responder) is not modelled yet, so
/// a window answers `nil`. Touches that no responder handles travel up the chain (the default
/// `touchesBegan(_:with:)` and its siblings forward to ``next``), and each window has at most one
/// first responder (UIResponder+FirstResponder.swift).
///
/// UIKit declares the accessibility properties on `NSObject`; HeadlessUIKit declares them here,
/// where views and view controllers reach them, and again on `UIBarItem` and
/// `UIAccessibilityElement` (UIResponder+Accessibility.swift).
@preconcurrency @MainActor
open class UIResponder: NSObject {
  /// Accessibility values set on the responder.
  var accessibilityStorage = AccessibilityStorage()

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

  /// Called on every object a nib or storyboard made, after all of them exist and every outlet
  /// and action is connected.
  ///
  /// UIKit declares it on `NSObject`; HeadlessUIKit declares it here, where every object a
  /// document makes (views, controllers) inherits it. Overrides call `super`.
  open func awakeFromNib() {}

  /// Called when Interface Builder draws a designable view; never called headless.
  open func prepareForInterfaceBuilder() {}

  // MARK: Touches (UIWindow+HeadlessTouches.swift sends them)

  /// Tells the responder that fingers touched down in it; the default forwards to ``next``.
  ///
  /// - Parameters:
  ///   - touches: The touches that began.
  ///   - event: The event they belong to.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// Tells the responder that fingers moved; the default forwards to ``next``.
  ///
  /// - Parameters:
  ///   - touches: The touches that moved.
  ///   - event: The event they belong to.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// Tells the responder that fingers lifted; the default forwards to ``next``.
  ///
  /// - Parameters:
  ///   - touches: The touches that ended.
  ///   - event: The event they belong to.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// Tells the responder that touches were cancelled (a gesture recognizer took them); the
  /// default forwards to ``next``.
  ///
  /// - Parameters:
  ///   - touches: The touches that were cancelled.
  ///   - event: The event they belong to.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  /// Tells the responder that a touch's estimated properties were updated; never called
  /// headless, where touches carry no estimated values.
  ///
  /// - Parameter touches: The touches.
  open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

  // MARK: Presses (UIWindow+HeadlessPresses.swift sends them)

  /// Tells the responder that buttons or keys went down; the default forwards to ``next``.
  ///
  /// - Parameters:
  ///   - presses: The presses that began.
  ///   - event: The event they belong to.
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesBegan(presses, with: event)
  }

  /// Tells the responder that the force of pressed buttons changed; the default forwards to
  /// ``next``.
  ///
  /// - Parameters:
  ///   - presses: The presses that changed.
  ///   - event: The event they belong to.
  open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesChanged(presses, with: event)
  }

  /// Tells the responder that buttons or keys went up; the default forwards to ``next``.
  ///
  /// - Parameters:
  ///   - presses: The presses that ended.
  ///   - event: The event they belong to.
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesEnded(presses, with: event)
  }

  /// Tells the responder that the system stopped tracking presses; the default forwards to
  /// ``next``.
  ///
  /// - Parameters:
  ///   - presses: The presses that were cancelled.
  ///   - event: The event they belong to.
  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesCancelled(presses, with: event)
  }

  // MARK: First responder (UIResponder+FirstResponder.swift)

  /// Whether the responder is the first responder of its window.
  open var isFirstResponder: Bool {
    responderWindow?.responderState.firstResponder === self
  }

  /// Whether the responder can become first responder; `false` by default, `true` for text
  /// fields and text views.
  open var canBecomeFirstResponder: Bool {
    false
  }

  /// Makes the responder the first responder of its window.
  ///
  /// Fails when ``canBecomeFirstResponder`` is `false`, when the responder is in no window, or
  /// when the window's current first responder refuses to resign. A responder with a keyboard
  /// (text input, or an ``inputView``) shows the window's headless keyboard.
  ///
  /// - Returns: Whether the responder is now the first responder.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    performBecomeFirstResponder()
  }

  /// Whether the responder agrees to give up first-responder status; `true` by default.
  open var canResignFirstResponder: Bool {
    true
  }

  /// Gives up first-responder status, hiding the keyboard it showed.
  ///
  /// - Returns: `false` when ``canResignFirstResponder`` is `false`; otherwise `true`.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    performResignFirstResponder(force: false)
  }

  /// The view shown instead of the system keyboard while the responder is first responder.
  ///
  /// `nil` by default; text fields and text views let it be set.
  open var inputView: UIView? {
    nil
  }

  /// The view shown above the keyboard while the responder is first responder.
  ///
  /// `nil` by default; text fields and text views let it be set.
  open var inputAccessoryView: UIView? {
    nil
  }

  /// Updates the input views of the first responder; headless there is nothing on screen to
  /// update, and the keyboard's frame does not change.
  open func reloadInputViews() {}

  /// The key commands the responder handles; `nil` by default.
  open var keyCommands: [UIKeyCommand]? {
    nil
  }

  /// Whether the responder itself performs an action: headless, where no method can be looked
  /// up by selector, `true` when one of its ``keyCommands`` sends the selector.
  ///
  /// - Parameters:
  ///   - action: The selector.
  ///   - sender: The object asking.
  /// - Returns: Whether the action can be performed.
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    keyCommands?.contains { $0.action == action } ?? false
  }

  /// The responder that performs an action: the first in the chain, starting here, whose
  /// ``canPerformAction(_:withSender:)`` is `true`.
  ///
  /// - Parameters:
  ///   - action: The selector.
  ///   - sender: The object asking.
  /// - Returns: The responder, or `nil`.
  open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
    var responder: UIResponder? = self
    while let current = responder {
      if current.canPerformAction(action, withSender: sender) { return current }
      responder = current.next
    }
    return nil
  }

  // MARK: Accessibility (UIResponder+Accessibility.swift)

  /// Whether assistive apps see the responder as an element; `true` by default for labels and
  /// controls, `false` for other views.
  open var isAccessibilityElement: Bool {
    get { accessibilityStorage.isElement ?? defaultIsAccessibilityElement }
    set { accessibilityStorage.isElement = newValue }
  }

  /// A short description of the element; by default a label's text or a button's title.
  open var accessibilityLabel: String? {
    get { accessibilityStorage.label ?? defaultAccessibilityLabel }
    set { accessibilityStorage.label = newValue }
  }

  /// What happens when the element is activated; `nil` by default.
  open var accessibilityHint: String? {
    get { accessibilityStorage.hint }
    set { accessibilityStorage.hint = newValue }
  }

  /// The element's value; by default a text field's text or a switch's "1" or "0".
  open var accessibilityValue: String? {
    get { accessibilityStorage.value ?? defaultAccessibilityValue }
    set { accessibilityStorage.value = newValue }
  }

  /// The traits that describe the element; by default from its class and state (`.button`
  /// for buttons, `.staticText` for labels, `.image` for image views, `.notEnabled` when
  /// disabled).
  open var accessibilityTraits: UIAccessibilityTraits {
    get { accessibilityStorage.traits ?? defaultAccessibilityTraits }
    set { accessibilityStorage.traits = newValue }
  }

  /// The element's frame in screen coordinates; by default a view's bounds on the screen.
  open var accessibilityFrame: CGRect {
    get { accessibilityStorage.frame ?? defaultAccessibilityFrame }
    set { accessibilityStorage.frame = newValue }
  }

  /// The point activated in screen coordinates; by default the middle of
  /// ``accessibilityFrame``.
  open var accessibilityActivationPoint: CGPoint {
    get {
      accessibilityStorage.activationPoint
        ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY)
    }
    set { accessibilityStorage.activationPoint = newValue }
  }

  /// The language the element is spoken in; `nil` (the user's language) by default.
  open var accessibilityLanguage: String? {
    get { accessibilityStorage.language }
    set { accessibilityStorage.language = newValue }
  }

  /// The elements the container holds, in reading order; `nil` (the subviews) by default.
  open var accessibilityElements: [Any]? {
    get { accessibilityStorage.elements }
    set { accessibilityStorage.elements = newValue }
  }

  /// Whether the elements the responder contains are hidden from assistive apps; `false` by
  /// default.
  open var accessibilityElementsHidden: Bool {
    get { accessibilityStorage.elementsHidden }
    set { accessibilityStorage.elementsHidden = newValue }
  }

  /// Whether assistive apps ignore the elements beside this one (a modal view); `false` by
  /// default.
  open var accessibilityViewIsModal: Bool {
    get { accessibilityStorage.viewIsModal }
    set { accessibilityStorage.viewIsModal = newValue }
  }

  /// Whether assistive apps read the responder's children as a group; `false` by default.
  open var shouldGroupAccessibilityChildren: Bool {
    get { accessibilityStorage.groupsChildren }
    set { accessibilityStorage.groupsChildren = newValue }
  }

  /// Activates the element, as a double tap with VoiceOver does; `false` (not handled) by
  /// default, so the system would send a tap instead.
  ///
  /// - Returns: Whether the element handled the activation.
  open func accessibilityActivate() -> Bool {
    false
  }

  /// Increments an adjustable element's value; does nothing by default.
  open func accessibilityIncrement() {}

  /// Decrements an adjustable element's value; does nothing by default.
  open func accessibilityDecrement() {}

  /// Dismisses a modal view, as VoiceOver's two-finger Z gesture asks; `false` (not handled) by
  /// default, so the request goes up the responder chain.
  ///
  /// - Returns: Whether the responder dismissed something.
  open func accessibilityPerformEscape() -> Bool {
    false
  }

  /// Performs the element's most important action, as VoiceOver's two-finger double tap asks;
  /// `false` (not handled) by default.
  ///
  /// - Returns: Whether the responder handled the gesture.
  open func accessibilityPerformMagicTap() -> Bool {
    false
  }
}
