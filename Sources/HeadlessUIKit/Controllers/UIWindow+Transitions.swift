import Foundation

/// Changing a window's device, orientation or content size category at run time: HeadlessUIKit
/// additions that run UIKit's transition order (spec 7.11–7.15, decision 7.15/D14).
///
/// The order is: `willTransition(to:with:)` on the root view controller when the traits
/// change, `viewWillTransition(to:with:)` when the size or the orientation changes (each
/// forwarded to children by default, spec 9.4–9.5), the window and its root view resized, the new traits delivered parents first
/// (`traitCollectionDidChange(_:)`), the coordinator's alongside animations, then the layout
/// pass that reports safe-area and margin changes. The coordinator's completions run at the end
/// of the transition when it is not animated, and after the next layout pass on the next turn
/// of the main queue when it is (decision C13).
extension UIWindow {
  /// Rotates the window to an interface orientation, as turning the device does (a
  /// HeadlessUIKit addition).
  ///
  /// The device turns (``UIDevice`` posts `orientationDidChangeNotification` while it generates
  /// orientation notifications); then, when the controller UIKit asks (the top-most full-screen
  /// presented controller, else the root) supports the orientation, the window gets a new
  /// screen for the same device in that orientation, and a window that covered its screen is
  /// resized to the new screen's bounds.
  ///
  ///     window.headlessRotate(to: .landscapeLeft)
  ///
  /// - Parameters:
  ///   - orientation: The new interface orientation.
  ///   - animated: Whether the coordinator reports an animated rotation (0.4 s a quarter turn,
  ///     0.8 s a half turn); nothing is animated either way.
  public func headlessRotate(to orientation: UIInterfaceOrientation, animated: Bool = true) {
    let target = orientation == .unknown ? UIInterfaceOrientation.portrait : orientation
    UIDevice.current.deviceDidTurn(to: UIDeviceOrientation(interfaceOrientation: target))
    guard target != screen.headlessInterfaceOrientation, interfaceMayRotate(to: target) else {
      return
    }
    performEnvironmentTransition(
      to: UIScreen(headlessDevice: screen.headlessDevice, orientation: target), animated: animated)
  }

  /// Moves the window to a screen that simulates another device (a HeadlessUIKit addition),
  /// with the same transition as a rotation, not animated.
  ///
  /// - Parameters:
  ///   - device: The device.
  ///   - orientation: The interface orientation on that device.
  public func headlessChangeDevice(
    to device: HeadlessDevice, orientation: UIInterfaceOrientation = .portrait
  ) {
    performEnvironmentTransition(to: UIScreen(headlessDevice: device, orientation: orientation))
  }

  /// Changes the window's preferred content size category, as the Dynamic Type setting does (a
  /// HeadlessUIKit addition); the window's size does not change.
  ///
  /// - Parameter category: The new category; `.unspecified` returns to the screen's `.large`.
  public func headlessSetContentSizeCategory(_ category: UIContentSizeCategory) {
    var environment = environmentTraitValues
    environment.system.preferredContentSizeCategory = category
    performEnvironmentTransition(to: screen, environment: environment)
  }

  /// The window's traits for its screen and environment, before its own overrides.
  var screenTraitCollection: UITraitCollection {
    UITraitCollection(values: screen.traitCollection.values.overlaid(with: environmentTraitValues))
  }

  /// Runs a transition to a new screen and environment.
  private func performEnvironmentTransition(
    to newScreen: UIScreen, environment: TraitValues? = nil, animated: Bool = false
  ) {
    let oldScreen = screen
    let newEnvironment = environment ?? environmentTraitValues
    let newFrame = frame == oldScreen.bounds ? newScreen.bounds : frame
    var newValues = newScreen.traitCollection.values.overlaid(with: newEnvironment)
    if !traitState.overrides.isEmpty { newValues = traitState.overrides.applied(to: newValues) }
    let newTraits = UITraitCollection(values: newValues)
    let traitsChange = newTraits != storedTraitCollection
    let sizeChanges = newFrame.size != bounds.size
    let turn = Self.quarterTurns(
      from: oldScreen.headlessInterfaceOrientation, to: newScreen.headlessInterfaceOrientation)
    let coordinator = HeadlessTransitionCoordinator(
      animated: animated && turn != 0, duration: 0.4 * Double(abs(turn)),
      targetTransform: Self.rotation(quarterTurns: turn), container: self,
      controller: rootViewController)
    let root = rootViewController
    if traitsChange, let root {
      root.willTransition(to: newTraits, with: coordinator)
    }
    if sizeChanges || turn != 0, let root {
      root.viewWillTransition(to: newFrame.size, with: coordinator)
    }
    // Presented controllers hear it too (UIKit's presentation controllers forward it, spec
    // 9.5): trait changes always, the new size when they cover the window.
    var presented = root?.presentedViewController
    while let controller = presented {
      if traitsChange { controller.willTransition(to: newTraits, with: coordinator) }
      let coversWindow = [.fullScreen, .overFullScreen].contains(controller.modalPresentationStyle)
      if sizeChanges || turn != 0, coversWindow {
        controller.viewWillTransition(to: newFrame.size, with: coordinator)
      }
      presented = controller.presentedViewController
    }
    frame = newFrame
    environmentTraitValues = newEnvironment
    if newScreen !== oldScreen {
      screen = newScreen
    } else {
      refreshTraitsInSubtree()
    }
    coordinator.runAnimations()
    layoutIfNeeded()
    coordinator.finish(deferred: coordinator.isAnimated)
  }

  /// The signed number of quarter turns (clockwise positive, in `-1...2`) the interface turns
  /// through relative to the device when the orientation changes.
  static func quarterTurns(from old: UIInterfaceOrientation, to new: UIInterfaceOrientation)
    -> Int
  {
    func turns(_ orientation: UIInterfaceOrientation) -> Int {
      switch orientation {
      case .landscapeRight: return 1
      case .portraitUpsideDown: return 2
      case .landscapeLeft: return 3
      case .portrait, .unknown: return 0
      }
    }
    let delta = ((turns(new) - turns(old)) % 4 + 4) % 4
    return delta == 3 ? -1 : delta
  }

  /// An exact rotation by a number of quarter turns (clockwise positive in UIKit's y-down
  /// coordinates).
  static func rotation(quarterTurns: Int) -> CGAffineTransform {
    switch (quarterTurns % 4 + 4) % 4 {
    case 1: return CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
    case 2: return CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0)
    case 3: return CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0)
    default: return .identity
    }
  }
}
