import Foundation

/// A non-rendering container that lays out its arranged views in a line with Auto Layout
/// constraints it makes and holds itself (spec 10.1).
///
/// The constraints carry UIKit's identifiers (`UISV-canvas-connection`, `UISV-spacing`,
/// `UISV-hiding`, …) and priorities, so they are inspectable in ``constraints`` and interact with
/// app constraints as on a device.
///
///     let stack = UIStackView(arrangedSubviews: [title, subtitle])
///     stack.axis = .vertical
///     stack.spacing = 8
open class UIStackView: UIView {
  /// The arranged views, in order; a subset of `subviews`.
  open var arrangedSubviews: [UIView] {
    storedArrangedSubviews
  }

  /// The arranged views, kept by the arrangement methods.
  var storedArrangedSubviews: [UIView] = []

  /// The custom spacings after arranged views, by view.
  var customSpacings: [ObjectIdentifier: CGFloat] = [:]

  /// The constraints the stack made for its current arrangement.
  var arrangementConstraints: [NSLayoutConstraint] = []

  /// The guides the stack made for its current arrangement (gap guides and the spanning spacer).
  var arrangementGuides: [UILayoutGuide] = []

  /// The guides of the previous arrangement not yet reused, during a rebuild.
  var reusableGuides: [UILayoutGuide] = []

  /// Whether the arrangement must be rebuilt before the next use of the constraints.
  var arrangementIsStale = true

  /// The intrinsic lengths the `.fillProportionally` multipliers were computed from.
  var proportionalLengths: [CGFloat] = []

  /// The axis along which the arranged views are laid out.
  ///
  /// Defaults to `.horizontal`.
  open var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet { if axis != oldValue { arrangementDidChange() } }
  }

  /// How the arranged views are sized along the axis.
  ///
  /// Defaults to `.fill`.
  open var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { arrangementDidChange() } }
  }

  /// How the arranged views are placed across the axis.
  ///
  /// Defaults to `.fill`.
  open var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { arrangementDidChange() } }
  }

  /// The distance between neighbouring arranged views: exact for the fill distributions, a
  /// minimum for the others (spec 10.10).
  ///
  /// Defaults to 0; `spacingUseDefault` means 0 and `spacingUseSystem` the system spacing.
  open var spacing: CGFloat = 0 {
    didSet { if spacing != oldValue { arrangementDidChange() } }
  }

  /// Whether spacing is measured from each view's last baseline to the next view's first
  /// baseline in a vertical stack (spec 10.17); ignored by horizontal stacks.
  ///
  /// Defaults to `false`.
  open var isBaselineRelativeArrangement = false {
    didSet {
      if isBaselineRelativeArrangement != oldValue { arrangementDidChange() }
    }
  }

  /// Whether the arranged views are laid out within the layout margins rather than the edges
  /// (spec 10.16).
  ///
  /// Defaults to `false`.
  open var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
  }

  /// Creates an empty horizontal stack view with the given frame.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a stack view from an archive; nothing is read from the coder yet.
  ///
  /// - Parameter coder: The decoder.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a horizontal stack view arranging the given views, in order (spec 10.2).
  ///
  /// - Parameter views: The views to arrange.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// A stack view makes its constraints in `updateConstraints()`, so it requires constraint-based
  /// layout (spec 10.1).
  open override class var requiresConstraintBasedLayout: Bool {
    true
  }

  /// Appends a view to the arranged views, adding it as the last subview if it is not one
  /// (spec 10.2).
  ///
  /// - Parameter view: The view to arrange.
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts a view into the arranged views at an index, adding it as the last subview if it is
  /// not one; the subview order of an existing subview is unchanged (spec 10.2).
  ///
  /// - Parameters:
  ///   - view: The view to arrange.
  ///   - stackIndex: The index in `arrangedSubviews`, at most its count.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    precondition(
      stackIndex >= 0 && stackIndex <= arrangedSubviews.count,
      "NSInvalidArgumentException: Insertion index \(stackIndex) out of bounds for "
        + "-[UIStackView insertArrangedSubview:atIndex:] (arrangedSubviews count "
        + "\(arrangedSubviews.count))")
    if let existing = storedArrangedSubviews.firstIndex(where: { $0 === view }) {
      storedArrangedSubviews.remove(at: existing)
      storedArrangedSubviews.insert(view, at: min(stackIndex, storedArrangedSubviews.count))
    } else {
      view.translatesAutoresizingMaskIntoConstraints = false
      storedArrangedSubviews.insert(view, at: stackIndex)
      if view.superview !== self { addSubview(view) }
    }
    arrangementDidChange()
  }

  /// Removes a view from the arranged views; it stays a subview (spec 10.2).
  ///
  /// - Parameter view: The arranged view.
  open func removeArrangedSubview(_ view: UIView) {
    guard let index = storedArrangedSubviews.firstIndex(where: { $0 === view }) else { return }
    storedArrangedSubviews.remove(at: index)
    customSpacings[ObjectIdentifier(view)] = nil
    arrangementDidChange()
  }

  /// Sets the spacing after an arranged view, overriding `spacing` there (spec 10.11).
  ///
  /// Ignored for a view that is not arranged.
  ///
  /// - Parameters:
  ///   - spacing: The spacing, or `spacingUseDefault` to use `spacing` again.
  ///   - arrangedSubview: The arranged view the spacing follows.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
    let id = ObjectIdentifier(arrangedSubview)
    customSpacings[id] = spacing == Self.spacingUseDefault ? nil : spacing
    arrangementDidChange()
  }

  /// The custom spacing after an arranged view (spec 10.11).
  ///
  /// - Parameter arrangedSubview: The arranged view.
  /// - Returns: The custom spacing, or `spacingUseDefault` when there is none.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  /// A removed subview also leaves the arranged views (spec 10.2).
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
  }

  /// Rebuilds the arrangement constraints when they are stale, then calls `super`.
  open override func updateConstraints() {
    rebuildArrangementIfNeeded()
    super.updateConstraints()
  }

  /// The constraints the stack holds, its arrangement constraints among them (brought up to
  /// date first).
  open override var constraints: [NSLayoutConstraint] {
    rebuildArrangementIfNeeded()
    return super.constraints
  }

  /// Runs the constraint pass of the stack's subtree before fitting, as UIKit does.
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    updateConstraintsIfNeeded()
    return super.systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
      verticalFittingPriority: verticalFittingPriority)
  }

  /// The view whose first baseline is the stack's (spec 10.18).
  open override var forFirstBaselineLayout: UIView {
    baselineView(first: true)
  }

  /// The view whose last baseline is the stack's (spec 10.18).
  open override var forLastBaselineLayout: UIView {
    baselineView(first: false)
  }

  /// Also notices, for `.fillProportionally`, that an arranged view's intrinsic size changed (the
  /// engine asks the superview of an invalidated view for layout), and recomputes the
  /// multipliers at the next constraint pass (spec 10.7).
  open override func setNeedsLayout() {
    super.setNeedsLayout()
    guard distribution == .fillProportionally, !arrangementIsStale,
      proportionalLengths != visibleIntrinsicLengths(current: proportionalLengths)
    else { return }
    arrangementIsStale = true
    setNeedsUpdateConstraints()
  }

  /// Marks the arrangement stale and asks for a constraint pass.
  func arrangementDidChange() {
    arrangementIsStale = true
    setNeedsUpdateConstraints()
    setNeedsLayout()
  }

  /// An arranged view was hidden or shown (spec 10.3).
  func arrangedSubviewHiddenDidChange() {
    arrangementDidChange()
  }

  /// The baseline view of spec 10.18: the tallest arranged view of a horizontal stack, the
  /// first (or last) of a vertical one, recursing into nested stacks.
  private func baselineView(first: Bool) -> UIView {
    let visible = arrangedSubviews.filter { !$0.isHidden }
    let chosen: UIView?
    if axis == .horizontal {
      chosen = visible.max { $0.frame.height < $1.frame.height }
    } else {
      chosen = first ? visible.first : visible.last
    }
    guard let chosen else { return self }
    return first ? chosen.forFirstBaselineLayout : chosen.forLastBaselineLayout
  }
}

extension UIView {
  /// The layer's `isHidden` changed: a stack view arranging this view re-arranges (spec 10.3).
  func layerHiddenDidChange() {
    guard let stack = superview as? UIStackView,
      stack.arrangedSubviews.contains(where: { $0 === self })
    else { return }
    stack.arrangedSubviewHiddenDidChange()
  }
}
