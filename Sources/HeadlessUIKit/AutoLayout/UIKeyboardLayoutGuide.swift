import Foundation

/// The part of a view's window the keyboard covers, as a layout guide (decision CL6).
///
/// Every view has one, made on first use (``UIView/keyboardLayoutGuide``). While the headless
/// keyboard is shown its top edge is the keyboard's top and its bottom the window's bottom,
/// across the window's width; while the keyboard is hidden its top is the bottom of the owning
/// view's safe area (``usesBottomSafeArea``, the default) or of the view itself, so its height
/// is the bottom safe-area inset or zero. Its top never goes below that line. Showing or
/// hiding the keyboard moves the guide and lays the window out before the `did` notifications,
/// as the guide follows the keyboard's animation in UIKit.
///
///     field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8)
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
  /// Whether the guide follows the keyboard when it is undocked or floating; `false` by
  /// default.
  ///
  /// The headless keyboard is always docked, so this only decides whether the
  /// tracked constraints (``UITrackingLayoutGuide/setConstraints(_:activeWhenNearEdge:)``)
  /// are applied.
  open var followsUndockedKeyboard = false {
    didSet { if oldValue != followsUndockedKeyboard { updateTrackedConstraints() } }
  }

  /// Whether the guide's top rests at the bottom of the owning view's safe area while the
  /// keyboard is hidden; `true` by default.
  ///
  /// `false` rests it at the view's bottom.
  open var usesBottomSafeArea = true {
    didSet { if oldValue != usesBottomSafeArea { storedOwningView?.setNeedsLayout() } }
  }

  /// Extra space above the keyboard that counts as the keyboard for interactive dismissal;
  /// 0 by default (stored: nothing is dragged headless).
  open var keyboardDismissPadding: CGFloat = 0

  /// Tracked constraints apply only while the guide follows the undocked keyboard.
  override var tracksEdges: Bool {
    followsUndockedKeyboard
  }

  /// Every keyboard guide made, so a window can move those of its views.
  private static var allGuides: [WeakKeyboardGuide] = []

  /// Remembers a guide made by a view.
  static func register(_ guide: UIKeyboardLayoutGuide) {
    allGuides.removeAll { $0.guide == nil }
    allGuides.append(WeakKeyboardGuide(guide: guide))
  }

  /// Marks for layout the owning views of the window's keyboard guides, after the keyboard
  /// moved.
  static func keyboardDidMove(in window: UIWindow) {
    allGuides.removeAll { $0.guide == nil }
    for entry in allGuides {
      guard let guide = entry.guide, let owner = guide.storedOwningView,
        owner.window === window || owner === window
      else { continue }
      owner.setNeedsLayout()
    }
  }

  /// Applies the tracked constraints of the window's keyboard guides after a layout.
  static func updateTrackedConstraints(in window: UIWindow) {
    for entry in allGuides {
      guard let guide = entry.guide, let owner = guide.storedOwningView,
        owner.window === window || owner === window
      else { continue }
      guide.updateTrackedConstraints()
    }
  }
}

/// A keyboard guide held weakly.
private struct WeakKeyboardGuide {
  weak var guide: UIKeyboardLayoutGuide?
}
