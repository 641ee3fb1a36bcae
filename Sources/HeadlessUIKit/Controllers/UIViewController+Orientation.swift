import Foundation

/// A set of interface orientations, as a controller's `supportedInterfaceOrientations` lists
/// them.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
  /// The bits, one per orientation (`1 << UIInterfaceOrientation.rawValue`).
  public var rawValue: UInt

  /// Creates a mask from its bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Portrait.
  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  /// Landscape with the home indicator on the left.
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  /// Landscape with the home indicator on the right.
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  /// Portrait upside down.
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  /// Both landscape orientations.
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  /// Every orientation.
  public static let all: UIInterfaceOrientationMask = [
    .portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown,
  ]
  /// Every orientation but portrait upside down.
  public static let allButUpsideDown: UIInterfaceOrientationMask = [
    .portrait, .landscapeLeft, .landscapeRight,
  ]

  /// Whether the mask holds an interface orientation (never `.unknown`).
  ///
  /// - Parameter orientation: The orientation.
  /// - Returns: Whether its bit is set.
  func allows(_ orientation: UIInterfaceOrientation) -> Bool {
    orientation != .unknown
      && contains(UIInterfaceOrientationMask(rawValue: 1 << orientation.rawValue))
  }
}

extension UIViewController {
  /// UIKit's default `supportedInterfaceOrientations`: every orientation on iPad, all but
  /// upside down on iPhone (of the screen the controller is on, else the main screen).
  var defaultSupportedOrientations: UIInterfaceOrientationMask {
    let screen = viewIfLoaded?.window?.screen ?? UIScreen.main
    return screen.headlessDevice.idiom == .pad ? .all : .allButUpsideDown
  }

  /// The interface orientation of the controller's window, else of the main screen.
  var currentInterfaceOrientation: UIInterfaceOrientation {
    (viewIfLoaded?.window?.screen ?? UIScreen.main).headlessInterfaceOrientation
  }
}

extension UIWindow {
  /// The controller whose orientation preferences UIKit follows: the top-most controller
  /// presented full screen, else the root controller.
  var orientationController: UIViewController? {
    guard let root = storedRootViewController else { return nil }
    var owner = root
    var presented = root.resolvedPresentedViewController
    while let controller = presented {
      if controller.presentation.effectiveStyle == .fullScreen { owner = controller }
      presented = controller.presentation.presented
    }
    return owner
  }

  /// Whether the interface turns to `orientation` when the device does.
  ///
  /// The controller UIKit asks must support it; `shouldAutorotate` is not consulted, as iOS 16
  /// stopped calling it.
  func interfaceMayRotate(to orientation: UIInterfaceOrientation) -> Bool {
    guard let controller = orientationController else { return true }
    return controller.supportedInterfaceOrientations.allows(orientation)
  }
}
