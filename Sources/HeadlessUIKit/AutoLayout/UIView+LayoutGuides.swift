import Foundation

/// The layout guides a view owns: those app code adds, and the system guides UIKit makes on
/// first use (spec 5.25, 6.3, 6.9, 6.12).
extension UIView {
  /// The layout guides the view owns, in the order they were added (system guides included
  /// once used).
  public var layoutGuides: [UILayoutGuide] {
    marginState.guides
  }

  /// Makes the view own a layout guide; a guide owned by another view moves here.
  ///
  /// - Parameter layoutGuide: The guide.
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    if let owner = layoutGuide.storedOwningView {
      guard owner !== self else { return }
      owner.removeLayoutGuide(layoutGuide)
    }
    layoutGuide.storedOwningView = self
    marginState.guides.append(layoutGuide)
  }

  /// Removes a layout guide the view owns; constraints that use it are deactivated.
  ///
  /// - Parameter layoutGuide: The guide.
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.storedOwningView === self else { return }
    var holder: UIView? = self
    while let view = holder {
      for constraint in view.installedConstraints
      where constraint.referencedItems.contains(where: { $0 === layoutGuide }) {
        constraint.deactivate()
      }
      holder = view.superview
    }
    marginState.guides.removeAll { $0 === layoutGuide }
    layoutGuide.storedOwningView = nil
    LayoutEngine.existingEngine(forTreeOf: self)?.guideWasRemoved(layoutGuide)
  }

  /// The guide of the view's bounds inset by its effective layout margins (spec 6.3).
  public var layoutMarginsGuide: UILayoutGuide {
    systemGuide(.layoutMargins)
  }

  /// The guide of the view's bounds inset by its safe-area insets (spec 6.9).
  public var safeAreaLayoutGuide: UILayoutGuide {
    systemGuide(.safeArea)
  }

  /// A horizontally centred column of readable width inside the layout margins (spec 6.12):
  /// 672 points wide where the margins allow it, the margins' width otherwise.
  public var readableContentGuide: UILayoutGuide {
    systemGuide(.readableContent)
  }

  /// A system guide, made and added on first use.
  func systemGuide(_ kind: SystemLayoutGuideKind) -> UILayoutGuide {
    if let guide = marginState.systemGuides[kind] { return guide }
    let guide =
      kind == .keyboard ? UIKeyboardLayoutGuide(system: kind) : UILayoutGuide(system: kind)
    marginState.systemGuides[kind] = guide
    addLayoutGuide(guide)
    return guide
  }
}

extension UILayoutGuide {
  /// `layoutFrame`: the engine's solution for a guide it lays out, the system rectangle of a
  /// system guide it does not, `.zero` otherwise.
  var currentLayoutFrame: CGRect {
    guard let owner = storedOwningView else { return .zero }
    if let engine = LayoutEngine.existingEngine(forTreeOf: owner),
      let frame = engine.solvedFrame(of: self)
    {
      return frame
    }
    guard let systemKind else { return .zero }
    return systemKind.frame(in: owner, geometry: .current)
  }

  /// `<UILayoutGuide: 0x… - "identifier", layoutFrame = {{x, y}, {w, h}}, owningView = …>`.
  var uikitDescription: String {
    var text = "<\(ObjectAddress.className(of: self)): \(ObjectAddress.of(self))"
    if !identifier.isEmpty { text += " - \"\(identifier)\"" }
    let f = layoutFrame
    let n = GeometryFormat.number
    text += ", layoutFrame = {{\(n(f.minX)), \(n(f.minY))}, {\(n(f.width)), \(n(f.height))}}"
    text += ", owningView = \(storedOwningView.map { $0.description } ?? "(null)")>"
    return text
  }
}

extension SystemLayoutGuideKind {
  /// The width of the readable content guide at the default text size (spec 6.12).
  static let readableWidth: CGFloat = 672

  /// The insets of the guide from its owning view's bounds.
  ///
  /// The readable content guide's insets are those of the margins, widened on both sides so
  /// that the column is at most ``readableWidth`` wide; a scroll view's frame guide is moved by
  /// the bounds origin (the content offset).
  @MainActor
  func insets(in view: UIView, geometry: InsetGeometry) -> UIEdgeInsets {
    switch self {
    case .layoutMargins: return view.effectiveLayoutMargins(in: geometry)
    case .safeArea: return view.safeAreaInsets(in: geometry)
    case .scrollContent: return .zero
    case .keyboard: return view.keyboardGuideInsets(in: geometry)
    case .scrollFrame:
      // The frame guide is the bounds rectangle, offset included, so views pinned to it stay
      // put on screen while the content scrolls (decision V5).
      let origin = geometry.bounds(of: view).origin
      return UIEdgeInsets(top: origin.y, left: origin.x, bottom: -origin.y, right: -origin.x)
    case .readableContent:
      var margins = view.effectiveLayoutMargins(in: geometry)
      let width = geometry.bounds(of: view).width
      let excess = width - margins.left - margins.right - Self.readableWidth
      if excess > 0 {
        margins.left += excess / 2
        margins.right += excess / 2
      }
      return margins
    }
  }

  /// The guide's rectangle in the owning view's bounds.
  @MainActor
  func frame(in view: UIView, geometry: InsetGeometry) -> CGRect {
    if self == .scrollContent, let scrollView = view as? UIScrollView {
      return CGRect(origin: .zero, size: scrollView.contentSize)
    }
    let insets = insets(in: view, geometry: geometry)
    let bounds = CGRect(origin: .zero, size: geometry.bounds(of: view).size)
    return CGRect(
      x: bounds.minX + insets.left, y: bounds.minY + insets.top,
      width: bounds.width - insets.left - insets.right,
      height: bounds.height - insets.top - insets.bottom)
  }
}
