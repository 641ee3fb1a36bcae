import Foundation

/// The base class of views that send actions when the user acts on them: buttons, switches,
/// sliders.
///
/// A control has a ``state`` made of ``isEnabled``, ``isSelected`` and ``isHighlighted``, aligns
/// its content by ``contentHorizontalAlignment`` and ``contentVerticalAlignment``, and keeps
/// actions per ``UIControl/Event``: ``UIAction`` handlers added with ``addAction(_:for:)``, and
/// target–selector pairs added with ``addTarget(_:action:for:)``. Headless, no touch ever
/// arrives: actions run when code calls ``sendActions(for:)``. There is no Objective-C runtime
/// on Linux: a selector is performed through ``ObjectiveCRuntime``'s table (filled by the
/// `UIKitSourcesPlugin` build plugin), and one nobody registered stops the program with UIKit's
/// "unrecognized selector" message (decisions B5, RT4); UIAction handlers always run.
///
///     let control = UIControl()
///     control.addAction(UIAction { _ in print("tapped") }, for: .touchUpInside)
///     control.sendActions(for: .touchUpInside)   // prints "tapped"
@preconcurrency @MainActor
open class UIControl: UIView {
  /// The registered actions, in the order they were first added.
  var actionEntries: [ControlActionEntry] = []

  /// Whether the control accepts input; `true` by default.
  ///
  /// `false` adds `.disabled` to ``state``.
  open var isEnabled = true {
    willSet { KeyValueObservingCenter.willChange(self, "isEnabled") }
    didSet { KeyValueObservingCenter.didChange(self, "isEnabled") }
  }

  /// Whether the control is selected; `false` by default.
  open var isSelected = false {
    willSet { KeyValueObservingCenter.willChange(self, "isSelected") }
    didSet { KeyValueObservingCenter.didChange(self, "isSelected") }
  }

  /// Whether the control is highlighted, as while a touch is down in it; `false` by default.
  open var isHighlighted = false {
    willSet { KeyValueObservingCenter.willChange(self, "isHighlighted") }
    didSet { KeyValueObservingCenter.didChange(self, "isHighlighted") }
  }

  /// Whether a tap shows the control's menu instead of sending its actions (iOS 14).
  ///
  /// `false` by default. Headless menus are not shown (UIMenuElement.swift).
  open var showsMenuAsPrimaryAction = false

  /// Whether a long press shows the control's context menu (iOS 14); `false` by default.
  open var isContextMenuInteractionEnabled = false

  /// How the content is placed horizontally; `.center` by default.
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
    didSet { setNeedsLayout() }
  }

  /// How the content is placed vertically; `.center` by default.
  open var contentVerticalAlignment: ContentVerticalAlignment = .center {
    didSet { setNeedsLayout() }
  }

  /// Creates a control with a frame.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a control from an archive.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a control with a frame and an action for `.primaryActionTriggered`.
  ///
  /// - Parameters:
  ///   - frame: The frame.
  ///   - primaryAction: The action, or `nil` for none.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction {
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  /// The state made of ``isEnabled``, ``isSelected`` and ``isHighlighted``.
  open var state: State {
    var state: State = []
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// The horizontal alignment with `.leading` and `.trailing` resolved to `.left` or `.right` by
  /// the layout direction.
  open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    switch contentHorizontalAlignment {
    case .leading: return rightToLeft ? .right : .left
    case .trailing: return rightToLeft ? .left : .right
    default: return contentHorizontalAlignment
    }
  }

  // MARK: Target-action (UIControl+TargetAction.swift)

  /// Registers a target and selector for events (decision B5).
  ///
  /// Adding the same target and selector again adds the events to the existing registration.
  /// The target is held weakly. Headless, the selector can be listed but not performed:
  /// sending it stops with UIKit's "unrecognized selector" message.
  ///
  /// - Parameters:
  ///   - target: The object to send the selector to, or `nil` for the responder chain.
  ///   - action: The selector.
  ///   - controlEvents: The events.
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    registerTarget(target, action: action, for: controlEvents)
  }

  /// Removes a target and selector from events.
  ///
  /// - Parameters:
  ///   - target: The target, or `nil` for every target.
  ///   - action: The selector, or `nil` for every selector of the target.
  ///   - controlEvents: The events to remove them from.
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    unregisterTarget(target, action: action, for: controlEvents)
  }

  /// The targets with at least one selector registered; `NSNull` stands for a `nil` target.
  ///
  /// `NSObject` targets appear as themselves, other objects as their `ObjectIdentifier`.
  open var allTargets: Set<AnyHashable> {
    registeredTargets
  }

  /// The events with at least one target or action registered.
  open var allControlEvents: Event {
    registeredEvents
  }

  /// The names of the selectors registered for a target and an event.
  ///
  /// - Parameters:
  ///   - target: The target (`nil` for selectors sent along the responder chain).
  ///   - controlEvent: The event.
  /// - Returns: The selector names, or `nil` when there are none.
  open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    selectorNames(forTarget: target, forControlEvent: controlEvent)
  }

  // MARK: Touch tracking (UIControl+Tracking.swift)

  /// Starts tracking a touch that went down in an enabled control (highlighting it and sending
  /// `.touchDown`); a disabled control passes the touches up the responder chain.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !trackTouchesBegan(touches, with: event) { super.touchesBegan(touches, with: event) }
  }

  /// Follows the tracked touch: drag events, highlight while inside.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !trackTouchesMoved(touches, with: event) { super.touchesMoved(touches, with: event) }
  }

  /// Ends tracking: `.touchUpInside` or `.touchUpOutside`.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !trackTouchesEnded(touches, with: event) { super.touchesEnded(touches, with: event) }
  }

  /// Cancels tracking: `.touchCancel`.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !trackTouchesCancelled(with: event) { super.touchesCancelled(touches, with: event) }
  }

  /// Called when a touch goes down in the control; return `false` not to track it.
  ///
  /// - Returns: `true` by default.
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    true
  }

  /// Called when the tracked touch moves; return `false` to stop tracking it.
  ///
  /// - Returns: `true` by default.
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    true
  }

  /// Called when the tracked touch lifts; does nothing by default.
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

  /// Called when tracking is cancelled; does nothing by default.
  open func cancelTracking(with event: UIEvent?) {}

  /// Whether the control is tracking a touch.
  open var isTracking: Bool { tracking.touch != nil }

  /// Whether the tracked touch is inside the control's tracking area.
  open var isTouchInside: Bool { tracking.touch != nil && tracking.isInside }

  /// The touch being tracked and where it is.
  var tracking = ControlTracking()

  /// Performs everything registered for any of the events, in the order first registered.
  ///
  /// UIAction handlers run with the control as their sender (through ``sendAction(_:)``); a
  /// target–selector pair goes to ``sendAction(_:to:for:)``, which performs it by selector
  /// (decisions B5, RT4). Actions are sent whether or not the control is enabled (decision B6).
  ///
  /// - Parameter controlEvents: The events.
  open func sendActions(for controlEvents: Event) {
    performActions(for: controlEvents)
  }

  /// Sends a selector to a target, or along the responder chain when the target is `nil`, as
  /// UIKit does through `UIApplication.sendAction(_:to:from:for:)` (decisions B5, RT4).
  ///
  /// The method is found in ``ObjectiveCRuntime``'s table, which the `UIKitSourcesPlugin`
  /// build plugin fills from the app's `@objc` and `@IBAction` methods; it gets the control and
  /// the event as far as it takes arguments. A target that does not implement the selector
  /// stops with UIKit's "unrecognized selector" message; a `nil` target that no responder
  /// implements sends nothing, as in UIKit.
  ///
  /// - Parameters:
  ///   - action: The selector.
  ///   - target: The target, or `nil` for the responder chain.
  ///   - event: The event that caused the action.
  open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    SelectorDispatch.perform(action, to: target, from: self, event: event)
  }

  /// Runs a UIAction's handler with the control as its sender.
  ///
  /// - Parameter action: The action.
  open func sendAction(_ action: UIAction) {
    action.perform(sender: self)
  }

  /// Adds a UIAction for events, replacing any action with its identifier for those events.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - controlEvents: The events.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    registerAction(action, for: controlEvents)
  }

  /// Removes a UIAction (matched by identifier) from events.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - controlEvents: The events.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    unregisterAction(identifiedBy: action.identifier, for: controlEvents)
  }

  /// Removes the UIAction with an identifier from events.
  ///
  /// - Parameters:
  ///   - actionIdentifier: The identifier.
  ///   - controlEvents: The events.
  open func removeAction(
    identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event
  ) {
    unregisterAction(identifiedBy: actionIdentifier, for: controlEvents)
  }
}
