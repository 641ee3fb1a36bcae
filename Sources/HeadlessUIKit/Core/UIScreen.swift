import Foundation

/// The screen the app's windows are shown on.
///
/// HeadlessUIKit simulates one screen, `UIScreen.main`, whose metrics come from a
/// `HeadlessDevice` in an interface orientation (both HeadlessUIKit additions). `bounds`
/// follows the interface orientation, `nativeBounds` is always portrait in pixels, and
/// `fixedCoordinateSpace` is portrait-up while `coordinateSpace` follows the interface
/// orientation (spec 2.7).
@preconcurrency @MainActor
open class UIScreen: NSObject, UICoordinateSpace {
  /// The simulated main screen.
  ///
  /// Read-only, as in UIKit; ``headlessMain`` chooses it.
  public private(set) static var main = UIScreen(headlessDevice: .default, orientation: .portrait)

  /// The simulated main screen, settable: assigning it chooses the device that code reading
  /// ``main`` sees (a HeadlessUIKit addition: UIKit's `main` is read-only).
  ///
  ///     UIScreen.headlessMain = UIScreen(headlessDevice: .named("iPhone 15 Pro")!)
  public static var headlessMain: UIScreen {
    get { main }
    set { main = newValue }
  }

  /// The screens attached: the main screen.
  public static var screens: [UIScreen] {
    [main]
  }

  /// The simulated device (a HeadlessUIKit addition).
  public let headlessDevice: HeadlessDevice

  /// The simulated interface orientation (a HeadlessUIKit addition; UIKit reads the
  /// orientation from the window scene, `UIWindowScene.interfaceOrientation`).
  public let headlessInterfaceOrientation: UIInterfaceOrientation

  /// Creates a screen that simulates a device in an interface orientation (a HeadlessUIKit
  /// addition: UIKit creates its screens itself).
  ///
  /// - Parameters:
  ///   - device: The device from the catalogue.
  ///   - orientation: The interface orientation.
  public init(
    headlessDevice device: HeadlessDevice, orientation: UIInterfaceOrientation = .portrait
  ) {
    self.headlessDevice = device
    self.headlessInterfaceOrientation = orientation == .unknown ? .portrait : orientation
    self.systemGeneration = .iOS18
    super.init()
  }

  /// Creates a screen that simulates a device in an interface orientation under a system
  /// generation's metrics (decision IB50).
  ///
  /// - Parameters:
  ///   - device: The device from the catalogue.
  ///   - orientation: The interface orientation.
  ///   - systemGeneration: The iOS release whose metrics the screen's views follow.
  package init(
    headlessDevice device: HeadlessDevice, orientation: UIInterfaceOrientation,
    systemGeneration: SystemGeneration
  ) {
    self.headlessDevice = device
    self.headlessInterfaceOrientation = orientation == .unknown ? .portrait : orientation
    self.systemGeneration = systemGeneration
    super.init()
  }

  /// The iOS release whose layout metrics the screen's views follow; `.iOS18` unless the
  /// screen was made for another (decision IB50).
  package let systemGeneration: SystemGeneration

  /// The screen's bounds in points, in the interface orientation, with a zero origin.
  open var bounds: CGRect {
    CGRect(origin: .zero, size: headlessDevice.screenSize(for: headlessInterfaceOrientation))
  }

  /// The physical screen in pixels, always in portrait.
  open var nativeBounds: CGRect {
    CGRect(origin: .zero, size: headlessDevice.nativePixelSize)
  }

  /// The scale from points to the rendered pixels (2 or 3 on current devices).
  open var scale: CGFloat {
    headlessDevice.scale
  }

  /// The scale from points to physical pixels; differs from `scale` on downsampling devices.
  open var nativeScale: CGFloat {
    headlessDevice.nativeScale
  }

  /// The coordinate space that follows the interface orientation: the screen itself.
  open var coordinateSpace: any UICoordinateSpace {
    self
  }

  /// The portrait-up coordinate space of the physical screen.
  open var fixedCoordinateSpace: any UICoordinateSpace {
    FixedCoordinateSpace(screen: self)
  }

  /// The transform from the interface coordinate space to the portrait-up fixed space.
  ///
  /// With the portrait size `W × H`: landscape-right maps `(X, Y)` to `(W − Y, X)`,
  /// landscape-left to `(Y, H − X)`, upside-down to `(W − X, H − Y)`.
  var interfaceToFixed: CGAffineTransform {
    let w = headlessDevice.portraitSize.width
    let h = headlessDevice.portraitSize.height
    switch headlessInterfaceOrientation {
    case .landscapeRight: return CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: w, ty: 0)
    case .landscapeLeft: return CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: h)
    case .portraitUpsideDown: return CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
    case .portrait, .unknown: return .identity
    }
  }
}
