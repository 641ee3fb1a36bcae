import ConstraintSolver
import Foundation

/// The Auto Layout engine of one view tree (a window, or the root of a window-less tree): the
/// only code in HeadlessUIKit that talks to the ``ConstraintSolver``.
///
/// Every view that a constraint mentions gets four solver variables: the minimum x and y of its
/// alignment rectangle (its untransformed frame inset by `alignmentRectInsets`) in its
/// superview's coordinate space (bounds origins are not part of Auto
/// Layout, so a scroll view's content does not move with its offset), its width and its height.
/// An attribute of a view is expressed in the space of the constraint's common ancestor by
/// adding the positions of the views in between. The root's size is an input that follows its
/// bounds: required for a window or a root that translates its autoresizing mask (a required
/// constraint that fights it is broken, decision IC7), else two strong edit variables. Views
/// that translate their autoresizing mask into constraints get the constraints of spec 5.21
/// from their current frame.
///
/// The engine is incremental: activating or deactivating a constraint, changing a constant or a
/// priority, and resizing the root change the solver in place. Moving views between trees
/// rebuilds the engine of the tree they join, once, before its next layout.
@MainActor
final class LayoutEngine {
  /// The root view whose tree this engine lays out.
  unowned let root: UIView

  /// How many engines are registered with their roots.
  ///
  /// A tree's engine is held by its root alone, in ``UIView/registeredEngine`` (decision PF20),
  /// and looked up from any view of the tree by walking to the root; it goes when the root goes,
  /// or when the root joins another tree (decision PF32). While no engine is registered,
  /// frame-only code, whose every geometry change asks for its tree's engine, does not walk.
  /// Changed on the main actor, and by an engine's `deinit` (which Swift runs without
  /// isolation) when its root let it go.
  nonisolated(unsafe) private static var registeredCount = 0

  /// Whether this engine is registered with its root (counted in ``registeredCount``).
  private var isRegistered = false

  /// The view of each solver variable, as its index in ``trackedViews``.
  ///
  /// A view's four variables share one entry there, so making a view's variables stores one
  /// reference to the view, and the table holds plain integers, which it moves and drops
  /// without reference counting.
  @exclusivity(unchecked) var viewOfVariable = IdentityTable<Int>()

  /// The views that have variables, held without keeping them alive (decision PF31), in the
  /// order their variables were made.
  @exclusivity(unchecked) var trackedViews: [WeakView] = []

  /// The view a solver variable belongs to, `nil` for a guide's variable or a view that is gone.
  func view(ofVariable id: ObjectIdentifier) -> UIView? {
    guard let index = viewOfVariable[id] else { return nil }
    return trackedViews[index].view
  }

  /// A view held without keeping it alive, through its reference (decision PF31).
  struct WeakView {
    /// The view's reference.
    let reference: LayoutItemReference

    /// Refers to a view.
    @MainActor init(view: UIView) {
      reference = view.layoutItemReference
    }

    /// The view, `nil` once it is gone.
    var view: UIView? { reference.view }
  }

  /// Whether the engine is copying solved frames into views (their frame changes then do not
  /// regenerate autoresizing constraints).
  @exclusivity(unchecked) var isApplying = false

  /// The solver.
  ///
  /// Every access is an instantaneous read of the reference, or the one assignment of a
  /// rebuild, so no two accesses can overlap, and the run-time exclusivity check each read made
  /// (tens of reads per cell measurement) is left out (decision PF24).
  @exclusivity(unchecked) var solver = Solver()

  /// The variables of each view in the engine.
  ///
  /// Entries are only ever added, or all dropped together when the translation starts over
  /// (which takes a new ``translationToken``), so a view's ``UIView/engineVariablesSlot``
  /// tagged with the current token holds the same variables as its entry here.
  @exclusivity(unchecked) var variables = IdentityTable<ViewVariables>()

  /// Identifies this engine's current set of variables among every engine's, past and present
  /// (decision PF10): a new one for each engine and each time its translation starts over.
  @exclusivity(unchecked) private(set) var translationToken = LayoutEngine.makeTranslationToken()

  /// The last token handed out.
  private static var lastTranslationToken = 0

  /// A token no engine has had before.
  private static func makeTranslationToken() -> Int {
    lastTranslationToken += 1
    return lastTranslationToken
  }

  /// Gives the engine a new ``translationToken``: the views' slots tagged with the old one stop
  /// answering for it.
  func renewTranslationToken() {
    translationToken = Self.makeTranslationToken()
  }

  /// A view's variables in one engine, kept on the view (``UIView/engineVariablesSlot``).
  struct VariablesSlot {
    /// The ``translationToken`` of the engine the variables belong to.
    let token: Int
    /// The variables.
    let variables: ViewVariables
  }

  /// The solver constraints of each active layout constraint.
  @exclusivity(unchecked) var translations = IdentityTable<[Constraint]>()

  /// The solver constraints generated from views' frames and autoresizing masks.
  @exclusivity(unchecked) var maskConstraints = IdentityTable<[Constraint]>()

  /// The content-size constraints of views with an intrinsic size (spec 5.14).
  @exclusivity(unchecked) var contentSizeConstraints = IdentityTable<[Constraint]>()

  /// Views whose intrinsic size was invalidated since the last update.
  @exclusivity(unchecked) var pendingIntrinsicViews = IdentityTable<UIView>()

  /// Views whose intrinsic size depends on their solved width (multi-line labels), with the
  /// width each was last measured at (`nil` before the first solve).
  @exclusivity(unchecked) var widthDependentViews:
    [ObjectIdentifier: (view: WeakView, width: CGFloat?)] = [:]

  /// The baseline offsets of views whose baselines constraints use (decision L7).
  @exclusivity(unchecked) var baselines = IdentityTable<BaselineVariables>()

  /// Set when the tree changed shape: the engine is rebuilt before its next update.
  @exclusivity(unchecked) var needsRebuild = false

  /// During a rebuild's first attempt (decision PF4): the views' non-negative sizes, added
  /// once every constraint of the tree is in; `nil` at any other time.
  @exclusivity(unchecked) var deferredBounds: [Constraint]?

  /// The required constraints that hold the root's width and height at its bounds size, when
  /// its size is required (decision IC7); empty otherwise.
  @exclusivity(unchecked) var rootSizeConstraints: [Constraint] = []

  /// The variables of each layout guide in the engine.
  @exclusivity(unchecked) var guideVariables = IdentityTable<GuideVariables>()

  /// The guide of each guide variable.
  @exclusivity(unchecked) var guideOfVariable = IdentityTable<UILayoutGuide>()

  /// The constraints tying each system guide in the engine to its owning view.
  @exclusivity(unchecked) var systemGuideTies: [ObjectIdentifier: SystemGuideTie] = [:]

  /// The constraints the engine made itself (system-guide ties, autoresizing-mask
  /// constraints), which no view lists.
  @exclusivity(unchecked) var generatedConstraints: [ObjectIdentifier: NSLayoutConstraint] = [:]

  /// The `NSAutoresizingMaskLayoutConstraint`s describing each view's mask constraints.
  @exclusivity(unchecked) var maskConstraintObjects: [ObjectIdentifier: [NSLayoutConstraint]] = [:]

  /// What the debugging APIs and the layout report keep: broken constraints and exercised
  /// views (see `LayoutEngine+Diagnostics.swift`).
  var diagnosticState = DiagnosticState()

  /// For a fitting engine (`systemLayoutSizeFitting`): the target size and the priorities that pull
  /// the root's size toward it.
  ///
  /// `nil` for the engine of a tree.
  let fitting: (target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?

  /// Creates the engine of a root view.
  init(root: UIView) {
    self.root = root
    fitting = nil
  }

  deinit {
    if isRegistered { Self.registeredCount -= 1 }
  }

  /// Creates a scratch engine that measures `root` alone: its size is pulled toward `target`
  /// at the given priorities instead of following its bounds.
  init(
    measuring root: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
  ) {
    self.root = root
    fitting = (target, horizontal, vertical)
  }

  /// The four variables of a view.
  struct ViewVariables {
    unowned let view: UIView
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable
  }

  // MARK: Finding engines

  /// The engine of the tree that holds `constraint` (created on first use).
  static func engine(for constraint: NSLayoutConstraint) -> LayoutEngine? {
    // The first item's view, found in place: every activation asks (no array of items).
    guard
      let view = constraint.firstAnchorDefinition.firstView
        ?? constraint.secondAnchorDefinition?.firstView
    else { return nil }
    return engine(forTreeOf: view)
  }

  /// The engine of the tree `view` belongs to, created on first use.
  static func engine(forTreeOf view: UIView) -> LayoutEngine {
    var root = view
    while let parent = root.superview { root = parent }
    if let engine = lookUp(root) { return engine }
    let engine = LayoutEngine(root: root)
    // Outside a window, translation waits for the tree's first layout, measurement or query
    // (decision A14): trees are often built in pieces that join a larger tree before layout.
    engine.needsRebuild = !(root is UIWindow)
    engine.isRegistered = true
    registeredCount += 1
    root.registeredEngine = engine
    return engine
  }

  /// The engine registered for a root view, read from the root's slot (decision PF20).
  private static func lookUp(_ root: UIView) -> LayoutEngine? {
    root.registeredEngine
  }

  /// Forgets the engine of a view that stops being a root (it joined another tree, whose engine
  /// rebuilds to take its constraints in).
  static func dropEngine(ofFormerRoot view: UIView) {
    guard let engine = lookUp(view) else { return }
    engine.isRegistered = false
    registeredCount -= 1
    view.registeredEngine = nil
  }

  /// The engine of the tree `view` belongs to, if one exists.
  static func existingEngine(forTreeOf view: UIView) -> LayoutEngine? {
    // Frame-only code pays nothing: every geometry change asks, and usually no engine exists.
    guard registeredCount > 0 else { return nil }
    var root = view
    while let parent = root.superview { root = parent }
    return lookUp(root)
  }

  // MARK: Variables

  /// The variables of a view, created (with its root-size or autoresizing constraints) on
  /// first use.
  ///
  /// Translation asks for the variables of every view on the way from each item to the common
  /// ancestor, thousands of times in a tree's build, so the view keeps them in a slot tagged with
  /// the engine's ``translationToken`` and the dictionary is read only when the slot belongs to
  /// another engine or an older translation (decision PF10). A view that moves to another tree
  /// (or back) meets an engine with a new token, and gets fresh variables.
  func variables(for view: UIView) -> ViewVariables {
    if let slot = view.engineVariablesSlot, slot.token == translationToken {
      return slot.variables
    }
    let id = ObjectIdentifier(view)
    if let existing = variables[id] {
      view.engineVariablesSlot = VariablesSlot(token: translationToken, variables: existing)
      return existing
    }
    let created = ViewVariables(
      view: view, minX: Variable("minX"), minY: Variable("minY"),
      width: Variable("width"), height: Variable("height"))
    variables[id] = created
    view.engineVariablesSlot = VariablesSlot(token: translationToken, variables: created)
    let index = trackedViews.count
    trackedViews.append(WeakView(view: view))
    viewOfVariable[ObjectIdentifier(created.minX)] = index
    viewOfVariable[ObjectIdentifier(created.minY)] = index
    viewOfVariable[ObjectIdentifier(created.width)] = index
    viewOfVariable[ObjectIdentifier(created.height)] = index
    if view === root {
      if let fitting {
        installNonNegativeSize(created)
        installFittingSize(created, fitting.target, fitting.horizontal, fitting.vertical)
        installContentSizeConstraints(for: view)
      } else {
        installRootSize(created)
      }
    } else {
      if let superview = view.superview { _ = variables(for: superview) }
      installNonNegativeSize(created)
      if view.translatesAutoresizingMaskIntoConstraints { installMaskConstraints(for: view) }
      installContentSizeConstraints(for: view)
    }
    return created
  }

  /// The variables of a view, if it has them in this engine (read from its slot when the slot
  /// is this engine's, as ``variables(for:)`` does).
  func existingVariables(of view: UIView) -> ViewVariables? {
    if let slot = view.engineVariablesSlot, slot.token == translationToken {
      return slot.variables
    }
    return variables[ObjectIdentifier(view)]
  }

  /// Makes a view's size non-negative: UIKit's views have an implicit `width >= 0` and
  /// `height >= 0`, so a lone required negative width is reported as unsatisfiable (spec
  /// 5.11).
  ///
  /// In a tree's engine they are the solver's implicit bounds (decision PF35), added for real
  /// where a solution breaks them and before the next required constraint: the view's variables
  /// are new, so no constraint can conflict with them yet. A fitting engine, solved again for
  /// every measurement with new content sizes, adds them at once: with their rows in place a
  /// cell measurement takes fewer pivots (60.7k instructions against 75.7k without).
  private func installNonNegativeSize(_ own: ViewVariables) {
    if deferredBounds != nil {
      deferredBounds?.append(own.width >= 0)
      deferredBounds?.append(own.height >= 0)
    } else if fitting != nil {
      try? solver.add(own.width >= 0)
      try? solver.add(own.height >= 0)
    } else {
      solver.addImplicitBounds([own.width >= 0, own.height >= 0])
    }
  }
}
