import Foundation

/// The root of a view hierarchy, placed on a screen.
///
/// As in UIKit a window is hidden until `makeKeyAndVisible()` (or `isHidden = false`), its
/// frame is in the screen's coordinate space, and it is its own `window`. Layout requested
/// anywhere in a window's tree runs on the next turn of the main queue (the update cycle).
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// The current key window, if any.
  static weak var keyWindow: UIWindow?

  /// The screen the window is displayed on.
  ///
  /// Defaults to `UIScreen.main`. A new screen gives the window and its contents that screen's
  /// traits (its device and orientation); the window's frame does not change.
  @exclusivity(unchecked) open var screen: UIScreen {
    didSet { if screen !== oldValue { refreshTraitsInSubtree() } }
  }

  /// Traits the headless environment lays over the screen's (the content size category).
  var environmentTraitValues = TraitValues()

  /// The first responder, the keyboard and the touches (UIWindow+HeadlessTouches.swift).
  var responderState = WindowResponderState()

  /// The window's position on the z axis among windows.
  ///
  /// Defaults to `.normal`.
  open var windowLevel: Level = .normal

  /// The scene set with `windowScene`, if any (UIWindow+Scene.swift).
  weak var assignedScene: UIWindowScene?

  /// Creates a hidden window with the given frame, in screen coordinates.
  ///
  /// - Parameter frame: The window's frame on the screen.
  public override init(frame: CGRect) {
    screen = UIScreen.main
    super.init(frame: frame)
    cachedWindow = self
    traitState.current = screenTraitCollection
    isHidden = true
    WindowRegistry.add(self)
  }

  /// Creates a hidden window that covers the main screen, as `UIWindow()` does since iOS 9.
  public convenience init() {
    self.init(frame: UIScreen.main.bounds)
  }

  /// Creates a window from an archive (no archived state is read yet; see `UIView`).
  ///
  /// - Parameter coder: The decoder.
  public required init?(coder: NSCoder) {
    screen = UIScreen.main
    super.init(coder: coder)
    cachedWindow = self
    traitState.current = screenTraitCollection
    isHidden = true
    WindowRegistry.add(self)
  }

  /// The controller whose view fills the window.
  ///
  /// Setting it puts the controller's view into the window, sized to the window's bounds and
  /// flexible in width and height; the previous root controller's view leaves. The controller
  /// appears when the window is visible (on `makeKeyAndVisible()` otherwise).
  open var rootViewController: UIViewController? {
    get { storedRootViewController }
    set { setRootViewController(newValue) }
  }

  /// The root controller, held strongly as UIKit does.
  var storedRootViewController: UIViewController?

  /// Whether this window is the key window.
  open var isKeyWindow: Bool {
    Self.keyWindow === self
  }

  /// Shows the window and makes it the key window.
  open func makeKeyAndVisible() {
    isHidden = false
    makeKey()
  }

  /// Makes the window the key window; the previous key window resigns first.
  open func makeKey() {
    guard Self.keyWindow !== self else { return }
    Self.keyWindow?.resignKey()
    Self.keyWindow = self
    becomeKey()
  }

  /// Called after the window became the key window.
  open func becomeKey() {}

  /// Called after the window stopped being the key window.
  open func resignKey() {}

  /// Converts a point from this window's coordinates to another window's (`nil`: the screen).
  ///
  /// - Parameters:
  ///   - point: A point in this window's bounds coordinates.
  ///   - window: The target window, or `nil` for the screen's coordinate space.
  /// - Returns: The converted point.
  open func convert(_ point: CGPoint, to window: UIWindow?) -> CGPoint {
    point.applying(screenConversion(to: window))
  }

  /// Converts a point from another window's coordinates (`nil`: the screen) to this window's.
  ///
  /// - Parameters:
  ///   - point: A point in `window`'s bounds coordinates, or in screen coordinates.
  ///   - window: The source window, or `nil` for the screen's coordinate space.
  /// - Returns: The converted point.
  open func convert(_ point: CGPoint, from window: UIWindow?) -> CGPoint {
    point.applying(screenConversion(to: window).inverted())
  }

  /// Converts a rectangle from this window's coordinates to another window's (`nil`: the
  /// screen); the result is the bounding box of the converted corners.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in this window's bounds coordinates.
  ///   - window: The target window, or `nil` for the screen's coordinate space.
  /// - Returns: The converted rectangle.
  open func convert(_ rect: CGRect, to window: UIWindow?) -> CGRect {
    rect.applying(screenConversion(to: window))
  }

  /// Converts a rectangle from another window's coordinates (`nil`: the screen) to this
  /// window's; the result is the bounding box of the converted corners.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in `window`'s bounds coordinates, or in screen coordinates.
  ///   - window: The source window, or `nil` for the screen's coordinate space.
  /// - Returns: The converted rectangle.
  open func convert(_ rect: CGRect, from window: UIWindow?) -> CGRect {
    rect.applying(screenConversion(to: window).inverted())
  }

  /// From this window's bounds space to `window`'s (`nil`: the screen), through the screen.
  private func screenConversion(to window: UIWindow?) -> CGAffineTransform {
    let toScreen = layer.transformToSuperlayer
    guard let window else { return toScreen }
    return toScreen.concatenating(window.layer.transformToSuperlayer.inverted())
  }
}
