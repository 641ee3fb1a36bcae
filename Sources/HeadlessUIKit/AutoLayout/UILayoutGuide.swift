import Foundation

/// A rectangle that takes part in Auto Layout without being a view: it has anchors, is
/// constrained like a view, and reports where the engine put it (spec 5.25).
///
/// A guide belongs to the view it was added to with `addLayoutGuide(_:)`, its
/// ``owningView``; its ``layoutFrame`` is in that view's coordinate space. Views also offer
/// system guides made on first use: `layoutMarginsGuide` (the view inset by its layout margins,
/// spec 6.3), `safeAreaLayoutGuide` (inset by the safe area, spec 6.9) and
/// `readableContentGuide` (spec 6.12).
///
///     let gap = UILayoutGuide()
///     container.addLayoutGuide(gap)
///     NSLayoutConstraint.activate([
///       gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
///       gap.trailingAnchor.constraint(equalTo: right.leadingAnchor),
///       gap.widthAnchor.constraint(equalTo: left.widthAnchor),
///     ])
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
  /// The view the guide belongs to, or `nil` while it is not added to one.
  ///
  /// Setting it adds the guide to the new view (and removes it from the old one), as
  /// `addLayoutGuide(_:)` does.
  open weak var owningView: UIView? {
    get { storedOwningView }
    set {
      guard newValue !== storedOwningView else { return }
      if let newValue {
        newValue.addLayoutGuide(self)
      } else {
        storedOwningView?.removeLayoutGuide(self)
      }
    }
  }

  /// The owning view, kept by `addLayoutGuide(_:)` and `removeLayoutGuide(_:)`.
  weak var storedOwningView: UIView?

  /// The reference constraints, anchors and engines hold to the guide, once one asked for it
  /// (decision PF31); cleared in `deinit`.
  var storedItemReference: LayoutItemReference?

  /// Which system guide this is, or `nil` for a guide made by app code.
  var systemKind: SystemLayoutGuideKind?

  /// The anchors, made on first use.
  private var anchorCache: [NSLayoutConstraint.Attribute: AnyObject] = [:]

  /// A name for the guide, printed in its description and in the constraints that use it.
  ///
  /// Defaults to the empty string; the system guides are called `UIViewLayoutMarginsGuide`,
  /// `UIViewSafeAreaLayoutGuide` and `UIViewReadableContentGuide`.
  open var identifier: String = ""

  /// Creates a guide that belongs to no view yet.
  public override init() {
    super.init()
  }

  deinit {
    storedItemReference?.clear()
  }

  /// Creates a system guide.
  init(system kind: SystemLayoutGuideKind) {
    systemKind = kind
    identifier = kind.identifier
    super.init()
  }

  /// The guide's rectangle in its owning view's coordinate space, as the layout engine last
  /// solved it.
  ///
  /// Valid by the time the owning view's `layoutSubviews()` runs (spec 5.25). A guide that no
  /// constraint uses reports its system rectangle (system guides) or `.zero`.
  open var layoutFrame: CGRect {
    currentLayoutFrame
  }

  /// The anchor of the guide's leading edge.
  open var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }

  /// The anchor of the guide's trailing edge.
  open var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }

  /// The anchor of the guide's left edge.
  open var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }

  /// The anchor of the guide's right edge.
  open var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }

  /// The anchor of the guide's top edge.
  open var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }

  /// The anchor of the guide's bottom edge.
  open var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }

  /// The anchor of the guide's width.
  open var widthAnchor: NSLayoutDimension { dimension(.width) }

  /// The anchor of the guide's height.
  open var heightAnchor: NSLayoutDimension { dimension(.height) }

  /// The anchor of the guide's horizontal centre.
  open var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }

  /// The anchor of the guide's vertical centre.
  open var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }

  /// UIKit's description:
  /// `<UILayoutGuide: 0x…; layoutFrame = {{8, 8}, {304, 84}}, owningView = <UIView: 0x…; …>>`,
  /// with ` - "identifier"` after the address when the guide has one.
  nonisolated open override var description: String {
    MainQueue.describe(self, separator: ": ") { self.uikitDescription }
  }

  /// The same as `description`.
  nonisolated open override var debugDescription: String {
    description
  }

  private func xAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor {
    cached(attribute) { NSLayoutXAxisAnchor(item: self, attribute: attribute) }
  }

  private func yAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
    cached(attribute) { NSLayoutYAxisAnchor(item: self, attribute: attribute) }
  }

  private func dimension(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutDimension {
    cached(attribute) {
      NSLayoutDimension(definition: LayoutAnchorDefinition(item: self, attribute: attribute))
    }
  }

  private func cached<Anchor: AnyObject>(
    _ attribute: NSLayoutConstraint.Attribute, make: () -> Anchor
  ) -> Anchor {
    if let anchor = anchorCache[attribute] as? Anchor { return anchor }
    let anchor = make()
    anchorCache[attribute] = anchor
    return anchor
  }
}

/// The guides UIKit makes for every view.
enum SystemLayoutGuideKind {
  /// `layoutMarginsGuide`: the view's bounds inset by its effective layout margins.
  case layoutMargins
  /// `safeAreaLayoutGuide`: the view's bounds inset by its safe-area insets.
  case safeArea
  /// `readableContentGuide`: a centred column of readable width inside the margins.
  case readableContent
  /// A scroll view's `contentLayoutGuide`: origin zero, size `contentSize` (spec 11.6).
  case scrollContent
  /// A scroll view's `frameLayoutGuide`: the scroll view's own bounds rectangle (spec 11.6).
  case scrollFrame
  /// `keyboardLayoutGuide`: the part of the window the keyboard covers (decision CL6).
  case keyboard

  /// The identifier UIKit gives the guide.
  var identifier: String {
    switch self {
    case .layoutMargins: "UIViewLayoutMarginsGuide"
    case .safeArea: "UIViewSafeAreaLayoutGuide"
    case .readableContent: "UIViewReadableContentGuide"
    case .scrollContent: "UIScrollView-contentLayoutGuide"
    case .scrollFrame: "UIScrollView-frameLayoutGuide"
    case .keyboard: "UIViewKeyboardLayoutGuide"
    }
  }
}

extension UILayoutGuide: LayoutItem {
  /// A guide stands for its owning view when constraints are installed (spec 5.9).
  var layoutView: UIView? {
    storedOwningView
  }

  /// `UILayoutGuide:0x…`, followed by `'identifier'` when the guide has one, as constraint
  /// descriptions print guides.
  var layoutDescription: String {
    let name = "\(ObjectAddress.className(of: self)):\(ObjectAddress.of(self))"
    return identifier.isEmpty ? name : "\(name)'\(identifier)'"
  }

  /// The guide's reference for constraints, anchors and engines, made once (decision PF31).
  var layoutItemReference: LayoutItemReference {
    if let storedItemReference { return storedItemReference }
    let reference = LayoutItemReference(guide: self)
    storedItemReference = reference
    return reference
  }
}
