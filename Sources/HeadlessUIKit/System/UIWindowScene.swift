import Foundation

/// A part of the app's user interface the system shows and manages.
///
/// Headless, the app has one scene, a ``UIWindowScene`` on the main screen, connected and in
/// the foreground while the app is active.
@preconcurrency @MainActor
open class UIScene: UIResponder {
  /// The application the scene belongs to: the running one.
  var application: UIApplication? {
    UIApplication.shared
  }

  /// The scene's title; `""` by default.
  open var title: String! = ""

  override init() {
    super.init()
  }

  /// Whether the scene is in the foreground and active, inactive, or in the background: the
  /// application's state.
  open var activationState: ActivationState {
    switch application?.applicationState ?? .inactive {
    case .active: return .foregroundActive
    case .inactive: return .foregroundInactive
    case .background: return .background
    }
  }
}

extension UIScene {
  /// A scene's state.
  public enum ActivationState: Int, Sendable {
    /// Not known.
    case unattached = -1
    /// On screen and receiving events.
    case foregroundActive = 0
    /// On screen, not receiving events.
    case foregroundInactive = 1
    /// Off screen.
    case background = 2
  }
}

/// A scene that shows windows on a screen: the app's windows, their screen and orientation, and
/// the status bar over them.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
  /// The one scene of the process.
  static let processScene = UIWindowScene()

  /// The status bar manager, made on first use.
  private var storedStatusBarManager: UIStatusBarManager?

  /// The scene's windows, oldest first.
  open var windows: [UIWindow] {
    WindowRegistry.windows.filter { $0.windowScene === self }
  }

  /// The scene's key window, if any.
  open var keyWindow: UIWindow? {
    windows.first { $0.isKeyWindow }
  }

  /// The screen the scene is on: the key (or first) window's, else the main screen.
  open var screen: UIScreen {
    (keyWindow ?? windows.first)?.screen ?? UIScreen.main
  }

  /// The interface orientation of the scene's screen.
  open var interfaceOrientation: UIInterfaceOrientation {
    screen.headlessInterfaceOrientation
  }

  /// The traits of the scene's screen.
  open var traitCollection: UITraitCollection {
    screen.traitCollection
  }

  /// The object that reports the status bar over the scene.
  open var statusBarManager: UIStatusBarManager? {
    if let manager = storedStatusBarManager { return manager }
    let manager = UIStatusBarManager(scene: self)
    storedStatusBarManager = manager
    return manager
  }

  /// The window whose controllers decide the status bar: the key window, else the first
  /// visible one.
  var statusBarWindow: UIWindow? {
    let windows = windows
    return windows.first { $0.isKeyWindow } ?? windows.first { !$0.isHidden }
  }
}

/// The status bar over a window scene, as its frontmost controllers decide it.
///
/// The status bar is hidden in landscape on iPhone and when the controller UIKit asks prefers
/// it hidden (see `UIViewController.prefersStatusBarHidden`); its frame spans the screen's
/// width at the device's status bar height.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
  /// The scene.
  private weak var scene: UIWindowScene?

  init(scene: UIWindowScene) {
    self.scene = scene
    super.init()
  }

  /// The status bar's frame in screen coordinates, or `.zero` while it is hidden.
  open var statusBarFrame: CGRect {
    scene?.statusBarWindow?.resolvedStatusBarFrame ?? .zero
  }

  /// Whether the status bar is hidden.
  open var isStatusBarHidden: Bool {
    scene?.statusBarWindow?.resolvedStatusBarHidden ?? false
  }

  /// The status bar style the frontmost controller prefers (`.default` unresolved).
  open var statusBarStyle: UIStatusBarStyle {
    scene?.statusBarWindow?.resolvedStatusBarStyle ?? .default
  }
}

extension UIWindow {
  /// The scene the window belongs to: the one assigned, else the app's one scene.
  ///
  /// Setting `nil` returns the window to the app's scene (headless every window is shown on the
  /// main screen's scene).
  public var windowScene: UIWindowScene? {
    get { assignedScene ?? UIApplication.shared.defaultScene }
    set { assignedScene = newValue }
  }
}

extension UIWindow {
  /// Creates a hidden window in a scene, covering the scene's screen.
  ///
  /// - Parameter windowScene: The scene.
  public convenience init(windowScene: UIWindowScene) {
    self.init(frame: windowScene.screen.bounds)
    assignedScene = windowScene
  }
}
