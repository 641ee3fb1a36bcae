import Foundation

/// The stored inputs of a view's layout margins, safe area and layout direction.
struct LayoutMarginState {
  /// The margins app code asked for, absolute or directional (8 points by default, spec 6.1).
  var requested = RequestedMargins.directional(
    NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
  /// Whether app code set the margins (a controller's root view uses the system minimum until
  /// then, spec 6.4).
  var isRequestedByApp = false
  /// `preservesSuperviewLayoutMargins`.
  var preservesSuperviewMargins = false
  /// `insetsLayoutMarginsFromSafeArea`.
  var insetsFromSafeArea = true
  /// `semanticContentAttribute`.
  var semanticContentAttribute = UISemanticContentAttribute.unspecified
  /// The safe-area insets last reported through `safeAreaInsetsDidChange()`.
  var reportedSafeArea = UIEdgeInsets.zero
  /// The effective margins last reported through `layoutMarginsDidChange()`.
  var reportedMargins: UIEdgeInsets?
  /// The layout guides the view owns, in the order they were added.
  var guides: [UILayoutGuide] = []
  /// The system guides made so far.
  var systemGuides: [SystemLayoutGuideKind: UILayoutGuide] = [:]
}

/// Margins as app code set them: `layoutMargins` asks for absolute edges,
/// `directionalLayoutMargins` for leading and trailing ones that follow the layout direction.
enum RequestedMargins {
  /// Left and right.
  case absolute(UIEdgeInsets)
  /// Leading and trailing.
  case directional(NSDirectionalEdgeInsets)
}

/// Where inset computations read geometry: the views' current frames, or the frames a layout
/// engine has just solved and is about to apply.
@MainActor
enum InsetGeometry {
  /// The views' current geometry.
  case current
  /// The engine's solution where it has one, the current geometry elsewhere.
  case solved(LayoutEngine)

  /// The view's untransformed frame in its superview's coordinate space (transforms are
  /// ignored when insets are propagated, spec 6.14).
  func frame(of view: UIView) -> CGRect {
    if case .solved(let engine) = self, view !== engine.root,
      let alignment = engine.solvedFrame(of: view)
    {
      return view.frame(forAlignmentRect: alignment)
    }
    let size = view.bounds.size
    let anchor = view.layer.anchorPoint
    return CGRect(
      x: view.center.x - anchor.x * size.width, y: view.center.y - anchor.y * size.height,
      width: size.width, height: size.height)
  }

  /// The view's bounds, sized as solved.
  func bounds(of view: UIView) -> CGRect {
    guard case .solved(let engine) = self, view !== engine.root,
      engine.solvedFrame(of: view) != nil
    else { return view.bounds }
    return CGRect(origin: view.bounds.origin, size: frame(of: view).size)
  }
}

/// Layout margins (spec 6.1–6.7) and layout direction.
extension UIView {
  /// The layout direction of the application, which the class method
  /// `userInterfaceLayoutDirection(for:)` resolves against: left to right.
  ///
  /// A view's own content follows its traits' `layoutDirection` instead (the instance property
  /// `interfaceLayoutDirection` in `UIView+Traits.swift`).
  static var interfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  /// The layout direction for content with a semantic content attribute, relative to a given
  /// layout direction.
  ///
  /// - Parameters:
  ///   - semanticContentAttribute: The semantic content attribute.
  ///   - layoutDirection: The direction that unspecified content follows.
  /// - Returns: Left-to-right for playback, spatial and forced left-to-right content,
  ///   right-to-left for forced right-to-left content, `layoutDirection` otherwise.
  public class func userInterfaceLayoutDirection(
    for semanticContentAttribute: UISemanticContentAttribute,
    relativeTo layoutDirection: UIUserInterfaceLayoutDirection
  ) -> UIUserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .unspecified: layoutDirection
    case .playback, .spatial, .forceLeftToRight: .leftToRight
    case .forceRightToLeft: .rightToLeft
    }
  }

  /// Whether leading is the right edge for this view.
  var isRightToLeft: Bool {
    effectiveUserInterfaceLayoutDirection == .rightToLeft
  }

  /// The requested margins as absolute edges, through the view's layout direction.
  var requestedAbsoluteMargins: UIEdgeInsets {
    switch marginState.requested {
    case .absolute(let insets): return insets
    case .directional(let d):
      return isRightToLeft
        ? UIEdgeInsets(top: d.top, left: d.trailing, bottom: d.bottom, right: d.leading)
        : UIEdgeInsets(top: d.top, left: d.leading, bottom: d.bottom, right: d.trailing)
    }
  }

  /// Absolute insets as directional ones, through the view's layout direction.
  func directional(_ insets: UIEdgeInsets) -> NSDirectionalEdgeInsets {
    isRightToLeft
      ? NSDirectionalEdgeInsets(
        top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
      : NSDirectionalEdgeInsets(
        top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
  }

  /// The effective layout margins: the requested ones, plus the safe-area insets when
  /// `insetsLayoutMarginsFromSafeArea` is true (additive, decision 6.7), then at least the
  /// superview's margin less the distance to the superview's edge on each edge when
  /// `preservesSuperviewLayoutMargins` is true (decision 6.6), except on an axis whose safe
  /// area a scroll view superview adds to its content inset (decision IC51).
  ///
  /// - Parameter geometry: Where frames are read.
  /// - Returns: The margins, in the view's bounds.
  func effectiveLayoutMargins(in geometry: InsetGeometry) -> UIEdgeInsets {
    var margins = requestedAbsoluteMargins
    if let controller = owningController {
      margins = rootViewRequestedMargins(controller, requested: margins)
    }
    if marginState.insetsFromSafeArea {
      let safe = safeAreaInsets(in: geometry)
      margins.top += safe.top
      margins.left += safe.left
      margins.bottom += safe.bottom
      margins.right += safe.right
    }
    if marginState.preservesSuperviewMargins, let superview {
      let outer = superview.effectiveLayoutMargins(in: geometry)
      let frame = geometry.frame(of: self)
      let bounds = geometry.bounds(of: superview)
      // Like the safe area, a scroll view's margins do not reach its content on an axis whose
      // safe area it adds to its content inset (decision IC51).
      let axes =
        (superview as? UIScrollView)?.safeAreaAxes() ?? (horizontal: false, vertical: false)
      if !axes.vertical {
        margins.top = max(margins.top, outer.top - (frame.minY - bounds.minY))
        margins.bottom = max(margins.bottom, outer.bottom - (bounds.maxY - frame.maxY))
      }
      if !axes.horizontal {
        margins.left = max(margins.left, outer.left - (frame.minX - bounds.minX))
        margins.right = max(margins.right, outer.right - (bounds.maxX - frame.maxX))
      }
    }
    return margins
  }

  /// Stores newly requested margins and reports the change.
  func requestLayoutMargins(_ requested: RequestedMargins) {
    changeMarginInputs {
      $0.requested = requested
      $0.isRequestedByApp = true
    }
  }

  /// Changes something the margins depend on: `layoutMarginsDidChange()` runs if the effective
  /// margins changed, and the view is laid out again (its margin guide follows at the next
  /// layout).
  func changeMarginInputs(_ change: (inout LayoutMarginState) -> Void) {
    let old = effectiveLayoutMargins(in: .current)
    change(&marginState)
    let new = effectiveLayoutMargins(in: .current)
    guard new != old else { return }
    marginState.reportedMargins = new
    notifyLayoutMarginsDidChange()
    setNeedsLayout()
  }

  /// `layoutMarginsDidChange()`, then the controller's `viewLayoutMarginsDidChange()` for a root
  /// view.
  func notifyLayoutMarginsDidChange() {
    layoutMarginsDidChange()
    owningController?.viewLayoutMarginsDidChange()
  }

  /// The view's semantic content attribute changed: its leading and trailing edges swap, so the
  /// engine translates its constraints again.
  func layoutDirectionDidChange() {
    if case .directional = marginState.requested {
      marginState.reportedMargins = effectiveLayoutMargins(in: .current)
      notifyLayoutMarginsDidChange()
    }
    if let engine = LayoutEngine.existingEngine(forTreeOf: self) {
      engine.needsRebuild = true
      engine.root.setNeedsLayout()
    }
    setNeedsLayout()
  }
}
