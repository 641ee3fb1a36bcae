import Foundation

/// The top and bottom layout guides of iOS 7–10, which iOS 11 deprecated for the safe area.
///
/// A guide conforming to this protocol gives the length of the part of a controller's view
/// covered by bars, and anchors for constraints to it.
@preconcurrency @MainActor
public protocol UILayoutSupport: NSObjectProtocol {
  /// The guide's height: how far into the view the bars reach, from its top edge for the top
  /// guide or from its bottom edge for the bottom guide.
  var length: CGFloat { get }
  /// The guide's top edge.
  var topAnchor: NSLayoutYAxisAnchor { get }
  /// The guide's bottom edge.
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  /// The guide's height.
  var heightAnchor: NSLayoutDimension { get }
}

/// A controller's legacy layout guide: a layout guide of its view that spans from an edge of
/// the view to the same edge of the view's safe area.
///
/// Since iOS 11 UIKit derives these guides from the safe area, so this keeps old code right:
/// `topLayoutGuide.length` is the view's top safe-area inset, and a constraint to
/// `topLayoutGuide.bottomAnchor` is one to `safeAreaLayoutGuide.topAnchor`.
final class LegacyLayoutSupportGuide: UILayoutGuide, UILayoutSupport {
  /// Whether this is the top guide (otherwise the bottom one).
  let isTop: Bool

  init(isTop: Bool) {
    self.isTop = isTop
    super.init()
    identifier = isTop ? "_UIViewControllerTopLayoutGuide" : "_UIViewControllerBottomLayoutGuide"
  }

  var length: CGFloat {
    guard let view = owningView else { return 0 }
    return isTop ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
  }
}

extension UIViewController {
  /// The guide from the top of the view to the bottom of the status bar and the top bars
  /// (deprecated in iOS 11: it follows the top of the view's safe area).
  @available(
    iOS, introduced: 7.0, deprecated: 11.0,
    message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor"
  )
  public var topLayoutGuide: any UILayoutSupport {
    legacyLayoutGuide(top: true)
  }

  /// The guide from the top of the bottom bars (tab bar, toolbar) to the bottom of the view
  /// (deprecated in iOS 11: it follows the bottom of the view's safe area).
  @available(
    iOS, introduced: 7.0, deprecated: 11.0,
    message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor"
  )
  public var bottomLayoutGuide: any UILayoutSupport {
    legacyLayoutGuide(top: false)
  }

  /// The view's legacy guide for an edge, made, added and constrained on first use.
  private func legacyLayoutGuide(top: Bool) -> LegacyLayoutSupportGuide {
    let view: UIView = view
    for case let guide as LegacyLayoutSupportGuide in view.layoutGuides where guide.isTop == top {
      return guide
    }
    let guide = LegacyLayoutSupportGuide(isTop: top)
    view.addLayoutGuide(guide)
    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate(
      top
        ? [
          guide.topAnchor.constraint(equalTo: view.topAnchor),
          guide.bottomAnchor.constraint(equalTo: safeArea.topAnchor),
        ]
        : [
          guide.topAnchor.constraint(equalTo: safeArea.bottomAnchor),
          guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    guide.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
    guide.widthAnchor.constraint(equalTo: view.widthAnchor).isActive = true
    return guide
  }
}
