import ConstraintSolver
import Foundation

/// Layout guides in the engine, and the constraints the engine makes itself.
///
/// A guide has four variables like a view: its minimum x and y in its owning view's bounds
/// (bounds origin ignored, decision A1), its width and its height. A system guide is tied to its
/// owning view's edges by four required constraints whose constants are its insets (margins,
/// safe area, readable column), as UIKit's `UIView-leftMargin-guide-constraint` and
/// `UIViewSafeAreaLayoutGuide-left` constraints are. Insets depend on frames (the safe area on the
/// view's place in its window, margins on the safe area and the superview), so after each solve
/// the engine recomputes them from the frames it has just solved and solves again until they stop
/// changing (decision A9).
extension LayoutEngine {
  /// The four variables of a layout guide.
  struct GuideVariables {
    unowned let guide: UILayoutGuide
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable
  }

  /// The engine-made constraints that tie a system guide to its owning view.
  struct SystemGuideTie {
    unowned let guide: UILayoutGuide
    let kind: SystemLayoutGuideKind
    /// Left, top, right, bottom.
    let constraints: [NSLayoutConstraint]
    var insets: UIEdgeInsets
  }

  /// The most solves per update spent on settling insets that depend on solved frames.
  static let insetIterationLimit = 8

  /// The variables of a guide, created on first use (with the constraints of a system guide).
  func variables(for guide: UILayoutGuide) -> GuideVariables {
    let id = ObjectIdentifier(guide)
    if let existing = guideVariables[id] { return existing }
    let created = GuideVariables(
      guide: guide, minX: Variable("minX"), minY: Variable("minY"),
      width: Variable("width"), height: Variable("height"))
    guideVariables[id] = created
    for variable in [created.minX, created.minY, created.width, created.height] {
      guideOfVariable[ObjectIdentifier(variable)] = guide
    }
    if let owner = guide.storedOwningView {
      _ = variables(for: owner)
      if let kind = guide.systemKind { tie(guide, kind, to: owner) }
    }
    return created
  }

  /// The solved rectangle of a guide in its owning view's bounds, if the engine has it.
  func solvedFrame(of guide: UILayoutGuide) -> CGRect? {
    guard let v = guideVariables[ObjectIdentifier(guide)] else { return nil }
    return CGRect(
      x: solver.value(of: v.minX), y: solver.value(of: v.minY),
      width: solver.value(of: v.width), height: solver.value(of: v.height))
  }

  /// A guide left its owning view: the engine rebuilds without it.
  func guideWasRemoved(_ guide: UILayoutGuide) {
    guard guideVariables[ObjectIdentifier(guide)] != nil else { return }
    needsRebuild = true
    root.setNeedsLayout()
  }

  /// Makes the four constraints of a system guide.
  private func tie(_ guide: UILayoutGuide, _ kind: SystemLayoutGuideKind, to owner: UIView) {
    if kind == .scrollContent, let scrollView = owner as? UIScrollView {
      tieContentGuide(guide, to: scrollView)
      return
    }
    let insets = kind.insets(in: owner, geometry: fitting == nil ? .solved(self) : .current)
    let prefix: String
    let names: [String]
    switch kind {
    case .layoutMargins:
      prefix = "UIView-"
      names = ["left", "top", "right", "bottom"].map { "\($0)Margin-guide-constraint" }
    case .keyboard:
      prefix = "\(kind.identifier)-"
      names = ["leading", "top", "trailing", "bottom"].map { "\($0)Constraint" }
    case .safeArea, .readableContent, .scrollContent, .scrollFrame:
      prefix = "\(kind.identifier)-"
      names = ["left", "top", "right", "bottom"]
    }
    func make(
      _ first: any LayoutItem, _ firstAttribute: NSLayoutConstraint.Attribute,
      _ second: any LayoutItem, _ secondAttribute: NSLayoutConstraint.Attribute,
      _ constant: CGFloat, _ name: String
    ) -> NSLayoutConstraint {
      let constraint = NSLayoutConstraint(
        anchor: LayoutAnchorDefinition(item: first, attribute: firstAttribute), relatedBy: .equal,
        toAnchor: LayoutAnchorDefinition(item: second, attribute: secondAttribute),
        multiplier: 1, constant: constant)
      constraint.identifier = prefix + name
      return constraint
    }
    let constraints = [
      make(guide, .left, owner, .left, insets.left, names[0]),
      make(guide, .top, owner, .top, insets.top, names[1]),
      make(owner, .right, guide, .right, insets.right, names[2]),
      make(owner, .bottom, guide, .bottom, insets.bottom, names[3]),
    ]
    systemGuideTies[ObjectIdentifier(guide)] = SystemGuideTie(
      guide: guide, kind: kind, constraints: constraints, insets: insets)
    for constraint in constraints { addGenerated(constraint) }
  }

  /// Recomputes the insets of every system guide from the frames just solved and updates the
  /// constraints of those that moved.
  ///
  /// - Returns: Whether a constant changed (the system must be solved again).
  func refreshSystemGuideInsets() -> Bool {
    var changed = false
    for (id, tie) in systemGuideTies where tie.kind != .scrollContent {
      guard let owner = tie.guide.storedOwningView else { continue }
      let insets = tie.kind.insets(in: owner, geometry: fitting == nil ? .solved(self) : .current)
      guard insets != tie.insets else { continue }
      systemGuideTies[id]?.insets = insets
      let constants = [insets.left, insets.top, insets.right, insets.bottom]
      for (constraint, constant) in zip(tie.constraints, constants)
      where constraint.storedConstant != constant {
        constraint.storedConstant = constant
        updateConstant(of: constraint)
      }
      changed = true
    }
    return changed
  }

  // MARK: Engine-made constraints

  /// Adds a constraint the engine makes itself: it is active while the engine holds it, but no
  /// view lists it in `constraints` (decision A10).
  func addGenerated(_ constraint: NSLayoutConstraint) {
    constraint.isHeldByEngine = true
    generatedConstraints[ObjectIdentifier(constraint)] = constraint
    activate(constraint)
  }

  /// Registers an engine-made constraint whose solver constraints are already in the solver.
  func registerGenerated(
    _ constraint: NSLayoutConstraint, translatedAs solverConstraints: [Constraint]
  ) {
    constraint.isHeldByEngine = true
    generatedConstraints[ObjectIdentifier(constraint)] = constraint
    translations[ObjectIdentifier(constraint)] = solverConstraints
  }

  /// Forgets an engine-made constraint (its solver constraints must be removed by the caller
  /// or through `deactivate(_:)`).
  func forgetGenerated(_ constraint: NSLayoutConstraint) {
    constraint.isHeldByEngine = false
    generatedConstraints[ObjectIdentifier(constraint)] = nil
    translations[ObjectIdentifier(constraint)] = nil
  }
}
