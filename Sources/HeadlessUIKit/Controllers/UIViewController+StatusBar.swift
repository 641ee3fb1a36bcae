import Foundation

/// The look of the status bar's content.
public enum UIStatusBarStyle: Int, Sendable {
  /// Dark or light content, following the interface style.
  case `default` = 0
  /// Light content, for dark backgrounds.
  case lightContent = 1
  /// Dark content, for light backgrounds.
  case darkContent = 3
}

/// How the status bar animates when it hides or shows.
public enum UIStatusBarAnimation: Int, Sendable {
  /// No animation.
  case none = 0
  /// A fade.
  case fade = 1
  /// A slide.
  case slide = 2
}

/// Which controller decides the status bar, and what it decides (the rules of
/// `childForStatusBarStyle`, `childForStatusBarHidden` and
/// `modalPresentationCapturesStatusBarAppearance`).
///
/// UIKit asks the window's root controller, or the top-most presented controller that is shown
/// full screen or captures the status bar appearance; each then passes the question on to the
/// child its `childForStatusBar…` names, and so on.
extension UIViewController {
  /// The controller UIKit asks about the status bar for the window whose root is `root`: the
  /// top-most presented controller shown full screen or capturing the status bar, else `root`.
  static func statusBarOwner(forRoot root: UIViewController) -> UIViewController {
    var owner = root
    var presented = root.resolvedPresentedViewController
    while let controller = presented {
      let style = controller.presentation.effectiveStyle
      if style == .fullScreen || controller.chrome.capturesStatusBarAppearance {
        owner = controller
      }
      presented = controller.presentation.presented
    }
    return owner
  }

  /// The controller whose `preferredStatusBarStyle` is used: this one, or the child that
  /// ``childForStatusBarStyle`` names, followed down.
  var statusBarStyleController: UIViewController {
    var controller = self
    var seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
    while let child = controller.childForStatusBarStyle,
      seen.insert(ObjectIdentifier(child)).inserted
    {
      controller = child
    }
    return controller
  }

  /// The controller whose `prefersStatusBarHidden` is used: this one, or the child that
  /// ``childForStatusBarHidden`` names, followed down.
  var statusBarHiddenController: UIViewController {
    var controller = self
    var seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
    while let child = controller.childForStatusBarHidden,
      seen.insert(ObjectIdentifier(child)).inserted
    {
      controller = child
    }
    return controller
  }

  /// `setNeedsStatusBarAppearanceUpdate()`: the window lays out again, as the safe area may
  /// follow the status bar.
  func statusBarPreferencesDidChange() {
    guard let window = viewIfLoaded?.window else { return }
    window.setNeedsLayout()
    for subview in window.subviews { subview.setNeedsLayout() }
  }
}

extension UIWindow {
  /// Whether the status bar over this window is hidden: always in a compact height on iPhone
  /// (landscape), else as the controller UIKit asks prefers.
  var resolvedStatusBarHidden: Bool {
    let device = screen.headlessDevice
    if screen.headlessInterfaceOrientation.isLandscape, !device.showsStatusBarInLandscape {
      return true
    }
    guard let root = storedRootViewController else { return false }
    return UIViewController.statusBarOwner(forRoot: root).statusBarHiddenController
      .prefersStatusBarHidden
  }

  /// The status bar style the controller UIKit asks prefers; `.default` without a root.
  var resolvedStatusBarStyle: UIStatusBarStyle {
    guard let root = storedRootViewController else { return .default }
    return UIViewController.statusBarOwner(forRoot: root).statusBarStyleController
      .preferredStatusBarStyle
  }

  /// The status bar's frame in screen coordinates: the screen's width by the device's status
  /// bar height, or `.zero` while it is hidden.
  var resolvedStatusBarFrame: CGRect {
    guard !resolvedStatusBarHidden else { return .zero }
    return CGRect(
      x: 0, y: 0, width: screen.bounds.width, height: screen.headlessDevice.statusBarHeight)
  }

  /// The safe-area insets a full-screen window gets from its screen, with the status bar's
  /// share taken away while it is hidden.
  ///
  /// On devices without a sensor housing (home-button iPhones, all iPads) the top inset is only
  /// the status bar, so hiding it removes it; on iPhones with a housing the inset stays.
  var screenSafeAreaInsets: UIEdgeInsets {
    let device = screen.headlessDevice
    var insets = device.safeAreaInsets(for: screen.headlessInterfaceOrientation)
    let hasHousing = device.idiom == .phone && device.portraitSafeArea.bottom > 0
    if !hasHousing, insets.top > 0, resolvedStatusBarHidden {
      insets.top = max(0, insets.top - device.statusBarHeight)
    }
    return insets
  }
}
