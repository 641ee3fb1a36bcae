import Foundation
import InterfaceBuilderDocuments

/// Makes live objects from a document's value model: views with their properties, subviews and
/// constraints, controllers with their relationships, and the connections between them.
///
/// One instantiator makes one nib's worth of objects (a xib, a scene's controller, or a scene's
/// root view tree) in UIKit's order: every object is made and configured, then constraints are
/// installed on the views that hold them, then outlets and actions are connected, then every
/// object gets `awakeFromNib()`.
@MainActor
final class NibInstantiator {
  /// How a layout-guide id of the document reaches a live item.
  enum GuideBinding {
    /// A view's safe-area guide.
    case safeArea(UIView)
    /// A scroll view's content or frame guide.
    case guide(UILayoutGuide)
    /// The legacy top layout guide of the controller whose root view is being made.
    case legacyTop
    /// The legacy bottom layout guide.
    case legacyBottom
  }

  let document: IBDocument
  /// The storyboard that owns the document (for segue destinations), if any.
  weak var storyboard: UIStoryboard?
  /// The size classes variations are resolved for.
  let sizeClasses: (width: IBSizeClass, height: IBSizeClass)
  /// Every object made so far (and placeholders standing for outside objects), by id.
  var objects: [String: AnyObject] = [:]
  /// Layout guides by id.
  var guides: [String: GuideBinding] = [:]
  /// The root view the legacy layout guides belong to.
  var legacyRoot: UIView?
  /// Constraints to install once every item exists: the constraint and the view holding it.
  var pendingConstraints: [(constraint: IBConstraint, holder: IBObject, view: UIView)] = []
  /// Objects whose connections are made once every object exists.
  var pendingConnections: [(source: AnyObject, object: IBObject)] = []
  /// Every object made, in creation order (the order `awakeFromNib()` is sent in).
  var made: [UIResponder] = []
  /// Container views with their embed segues, performed when a controller's view loads.
  var embeds: [(container: UIView, segue: IBSegue)] = []
  /// Objects made as their UIKit base class because their custom class is unknown; their
  /// outlets are not reported one by one.
  var fallbacks: Set<ObjectIdentifier> = []
  /// The controller that keeps the identified segues of the objects being made.
  weak var segueOwner: UIViewController?

  /// Whether the document's asset bundle has catalogs (its own or registered ones), worked
  /// out once per storyboard (or nib instantiation): a miss is only worth a warning when there
  /// is a catalog to miss in.
  lazy var hasAssetCatalogs = knownAssetCatalogs()
  /// The assets whose miss was logged already (`image NAME`, `colour NAME`).
  var reportedAssets: Set<String> = []

  /// Where text sizes come from (decision IB9); `fonts` except in fidelity checks.
  let textMetrics: NibTextMetrics

  /// Whether objects are made for Xcode's canvas (`check`, `render`, the fidelity report)
  /// rather than for an app: the canvas honours what Interface Builder uses only at design
  /// time (decisions CN1–CN6); `UIStoryboard` and `UINib` never set it.
  let forCanvas: Bool

  /// How new instantiators make objects: the app's way (installed fonts, not for the canvas)
  /// unless the canvas tooling binds another configuration while it lays a document out
  /// (``NibCanvasLoader/withCanvasConfiguration(textMetrics:_:)``, for `StoryboardSceneLayout`).
  ///
  /// A task-local value rather than a global switch, so a layout's settings end with it and
  /// cannot leak into other code (or other tests) running on the main actor meanwhile.
  @TaskLocal static var configuration = Configuration()

  /// What an instantiator is configured with when it is made.
  struct Configuration: Sendable {
    /// Where text sizes come from (decision IB9).
    var textMetrics = NibTextMetrics.fonts
    /// Whether objects are made for Xcode's canvas (decisions CN1–CN6).
    var forCanvas = false
  }

  init(document: IBDocument, storyboard: UIStoryboard?) {
    self.document = document
    self.storyboard = storyboard
    self.sizeClasses = Self.currentSizeClasses()
    self.textMetrics = Self.configuration.textMetrics
    self.forCanvas = Self.configuration.forCanvas
  }

  /// The size classes of the main screen, which variations are resolved for at load time.
  static func currentSizeClasses() -> (width: IBSizeClass, height: IBSizeClass) {
    let traits = UIScreen.main.traitCollection
    return (
      traits.horizontalSizeClass == .regular ? .regular : .compact,
      traits.verticalSizeClass == .regular ? .regular : .compact
    )
  }

  /// Logs a problem the loader worked around, naming the file and line.
  func warn(_ object: IBObject?, _ message: String) {
    var place = (document.file as NSString).lastPathComponent
    if let object { place += ":\(object.location.line)" }
    Diagnostics.log("[Storyboard] \(place): \(message)")
  }

  /// The attributes of an object after its size-class variations.
  func resolvedAttributes(_ object: IBObject) -> [String: String] {
    object.variations.isEmpty
      ? object.attributes
      : object.variations.resolving(
        object.attributes, width: sizeClasses.width, height: sizeClasses.height)
  }

  // MARK: Finishing

  /// Installs the pending constraints, connects outlets and actions, and sends `awakeFromNib()`.
  func finish() {
    installConstraints()
    connectAll()
    for object in made { object.awakeFromNib() }
    made.removeAll()
  }

  /// Installs every pending constraint that is installed for the current size classes.
  func installConstraints() {
    let pending = pendingConstraints
    pendingConstraints.removeAll()
    for (constraint, holder, view) in pending {
      // Placeholder constraints ("Remove at build time") exist only in Interface Builder:
      // the canvas lays out with them, an app never gets them (decision CN1).
      guard !constraint.isPlaceholder || forCanvas else { continue }
      let installed = holder.variations.installs(
        constraint.id, width: sizeClasses.width, height: sizeClasses.height)
      let mentioned = holder.variations.mentions(constraint.id) || !constraint.variations.isEmpty
      guard installed || mentioned,
        let made = makeConstraint(constraint, holder: holder, view: view)
      else { continue }
      // Constraints whose installation or constant varies, or that name a subview not
      // installed for these size classes, are kept for later size classes (decision IB7).
      let itemsInstalled = NibSizeClassVariations.itemsAreInstalled(made, under: view)
      let varies = mentioned || !itemsInstalled
      objects[constraint.id] = made
      if varies {
        view.nibSizeClassVariations(masks: holder.variations).constraints.append(
          NibSizeClassVariations.ConstraintEntry(
            constraint: made, id: constraint.id, masks: holder.variations,
            own: constraint.variations, baseConstant: CGFloat(constraint.constant)))
      }
      if installed, itemsInstalled {
        view.addConstraint(made)
      }
    }
  }

  /// A live constraint for a document constraint, or `nil` (logged) when an item cannot be
  /// reached.
  func makeConstraint(
    _ constraint: IBConstraint, holder: IBObject, view: UIView
  ) -> NSLayoutConstraint? {
    var constant = constraint.constant
    if !constraint.variations.isEmpty {
      let resolved = constraint.variations.resolving(
        [:], width: sizeClasses.width, height: sizeClasses.height)
      if let text = resolved["constant"], let value = Double(text) { constant = value }
    }
    guard let first = item(constraint.firstItem, constraint.firstAttribute, view, constraint)
    else { return nil }
    var second: (AnyObject, NSLayoutConstraint.Attribute)?
    if let attribute = constraint.secondAttribute {
      guard let resolved = item(constraint.secondItem, attribute, view, constraint) else {
        return nil
      }
      second = resolved
    }
    let relation: NSLayoutConstraint.Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    let made = NSLayoutConstraint(
      item: first.0, attribute: first.1, relatedBy: relation, toItem: second?.0,
      attribute: second?.1 ?? .notAnAttribute, multiplier: CGFloat(constraint.multiplier),
      constant: CGFloat(constant))
    made.priority = UILayoutPriority(constraint.priority)
    made.identifier = constraint.identifier
    return made
  }

  /// The live item and attribute a constraint side names (`nil` id: the holding view).
  func item(
    _ id: String?, _ attribute: IBConstraint.Attribute, _ holder: UIView,
    _ constraint: IBConstraint
  ) -> (AnyObject, NSLayoutConstraint.Attribute)? {
    let mapped = Self.layoutAttribute(attribute)
    guard let id else { return (holder, mapped) }
    if let view = objects[id] as? UIView { return (view, mapped) }
    switch guides[id] {
    case .safeArea(let view):
      return (view.safeAreaLayoutGuide, mapped)
    case .guide(let guide):
      return (guide, mapped)
    case .legacyTop, .legacyBottom:
      guard let root = legacyRoot else { break }
      let isTop = if case .legacyTop = guides[id] { true } else { false }
      // iOS 11 and later: the top guide's bottom is the safe area's top, the bottom guide's
      // top the safe area's bottom; their outer edges are the root view's edges.
      switch (isTop, attribute) {
      case (true, .bottom): return (root.safeAreaLayoutGuide, .top)
      case (true, .top): return (root, .top)
      case (false, .top): return (root.safeAreaLayoutGuide, .bottom)
      case (false, .bottom): return (root, .bottom)
      default:
        warn(
          nil, "constraint '\(constraint.id)' uses \(attribute) of a legacy layout guide; skipped")
        return nil
      }
    case nil:
      break
    }
    warn(nil, "constraint '\(constraint.id)' names '\(id)', which is not a view or guide; skipped")
    return nil
  }

  /// The UIKit attribute for a document attribute (`baseline` is the last baseline).
  static func layoutAttribute(_ attribute: IBConstraint.Attribute) -> NSLayoutConstraint.Attribute {
    switch attribute {
    case .left: .left
    case .right: .right
    case .top: .top
    case .bottom: .bottom
    case .leading: .leading
    case .trailing: .trailing
    case .width: .width
    case .height: .height
    case .centerX: .centerX
    case .centerY: .centerY
    case .baseline, .lastBaseline: .lastBaseline
    case .firstBaseline: .firstBaseline
    case .leftMargin: .leftMargin
    case .rightMargin: .rightMargin
    case .topMargin: .topMargin
    case .bottomMargin: .bottomMargin
    case .leadingMargin: .leadingMargin
    case .trailingMargin: .trailingMargin
    case .centerXWithinMargins: .centerXWithinMargins
    case .centerYWithinMargins: .centerYWithinMargins
    }
  }
}

extension NibInstantiator {
  /// The storyboard's answer to whether its bundle has catalogs, worked out and kept on the
  /// storyboard by the first instantiator that asks.
  fileprivate func knownAssetCatalogs() -> Bool {
    if let known = storyboard?.hasAssetCatalogs { return known }
    let found = AssetCatalog.hasCatalogs(for: assetBundle)
    storyboard?.hasAssetCatalogs = found
    return found
  }
}
