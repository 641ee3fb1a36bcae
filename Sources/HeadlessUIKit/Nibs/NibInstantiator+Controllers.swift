import Foundation
import InterfaceBuilderDocuments

extension NibInstantiator {
  /// The UIKit controller class an element stands for, or `nil` for one HeadlessUIKit has no
  /// class for (made as a plain `UIViewController`).
  static func controllerClass(forElement element: String) -> UIViewController.Type? {
    switch element {
    case "viewController": UIViewController.self
    case "navigationController": UINavigationController.self
    case "tabBarController": UITabBarController.self
    case "tableViewController": UITableViewController.self
    case "collectionViewController": UICollectionViewController.self
    default: nil
    }
  }

  /// Makes a scene's controller: its class, attributes, relationship children and the loader
  /// of its root view; a storyboard reference makes the referenced controller.
  ///
  /// - Parameters:
  ///   - object: The controller's model.
  ///   - creator: Makes the controller from its archive instead of the document's class.
  /// - Returns: The controller.
  func makeController(
    _ object: IBObject, creator: (@MainActor (NSCoder) -> UIViewController?)?
  ) -> UIViewController {
    if object.element == "viewControllerPlaceholder", let referenced = resolveReference(object) {
      return referenced
    }
    let coder = NibCoder(object: object)
    var controller = creator?(coder)
    if controller == nil, let name = object.customClass {
      if let factory = InterfaceBuilderRegistry.factories[name] {
        controller = factory(coder) as? UIViewController
      } else {
        warn(
          object,
          "unknown class '\(name)' (register it with InterfaceBuilderRegistry); using the "
            + "element's UIKit class")
      }
    }
    if controller == nil {
      if Self.controllerClass(forElement: object.element) == nil {
        warn(object, "<\(object.element)> has no HeadlessUIKit class; made as a UIViewController")
      }
      let type = Self.controllerClass(forElement: object.element) ?? UIViewController.self
      controller = type.init(coder: coder)
    }
    let live = controller ?? UIViewController()
    if object.customClass != nil,
      InterfaceBuilderRegistry.factories[object.customClass ?? ""] == nil
    {
      fallbacks.insert(ObjectIdentifier(live))
    }
    objects[object.id] = live
    made.append(live)
    live.storedStoryboard = storyboard
    let attributes = resolvedAttributes(object)
    live.storyboardIdentifier = attributes["storyboardIdentifier"]
    live.restorationIdentifier =
      attributes["restorationIdentifier"]
      ?? (attributes["useStoryboardIdentifierAsRestorationIdentifier"] == "YES"
        ? live.storyboardIdentifier : nil)
    if let title = attributes["title"] { live.title = title }
    if let navigationItem = object.object(key: "navigationItem") {
      applyNavigationItem(navigationItem, to: live)
    }
    applyPresentationAttributes(object, attributes, to: live)
    applyBarAttributes(object, to: live)
    if !(live is UINavigationController), !(live is UITabBarController),
      let viewObject = object.object(key: "view")
    {
      installViewLoader(for: object, view: viewObject, on: live)
    }
    var tabs: [UIViewController] = []
    for connection in object.connections {
      guard case .segue(let segue) = connection else { continue }
      if segue.kind == "relationship" {
        guard let child = storyboard?.instantiateController(id: segue.destination) else {
          warn(object, "relationship segue '\(segue.id)' leads to no scene; skipped")
          continue
        }
        switch (segue.relationship, live) {
        case ("rootViewController", let navigation as UINavigationController):
          navigation.setViewControllers([child], animated: false)
        case ("viewControllers", _):
          tabs.append(child)
        default:
          warn(object, "relationship '\(segue.relationship ?? "")' is not supported; skipped")
        }
      } else if segue.kind != "embed", segue.kind != "unwind", let identifier = segue.identifier {
        live.storyboardSegues[identifier] = StoryboardSegueTemplate(
          segue: segue, storyboard: storyboard)
      }
    }
    if !tabs.isEmpty {
      if let tabBar = live as? UITabBarController {
        tabBar.setViewControllers(tabs, animated: false)
      } else {
        warn(object, "\(type(of: live)) cannot hold 'viewControllers' relationships; skipped")
      }
    }
    return live
  }

  /// Applies the presentation attributes of a controller element.
  func applyPresentationAttributes(
    _ object: IBObject, _ attributes: [String: String], to controller: UIViewController
  ) {
    if let style = enumerated(
      "modalPresentationStyle", of: object, attributes,
      [
        "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet,
        "currentContext": .currentContext, "overFullScreen": .overFullScreen,
        "overCurrentContext": .overCurrentContext,
      ], ignoring: ["automatic", "custom", "popover", "none", "blurOverFullScreen"])
      as UIModalPresentationStyle?
    {
      controller.modalPresentationStyle = style
    }
    if let value = bool(attributes["definesPresentationContext"]) {
      controller.definesPresentationContext = value
    }
    if let value = bool(attributes["extendedLayoutIncludesOpaqueBars"]) {
      controller.extendedLayoutIncludesOpaqueBars = value
    }
  }

  /// Applies `<extendedEdge key="edgesForExtendedLayout">` (an empty element means none), the
  /// translucency of a navigation or tab bar controller's own bar, and whether a navigation
  /// bar prefers large titles.
  func applyBarAttributes(_ object: IBObject, to controller: UIViewController) {
    if let edges = object.property(key: "edgesForExtendedLayout", named: "extendedEdge") {
      var value: UIRectEdge = []
      if edges.bool("top") == true { value.insert(.top) }
      if edges.bool("left") == true { value.insert(.left) }
      if edges.bool("bottom") == true { value.insert(.bottom) }
      if edges.bool("right") == true { value.insert(.right) }
      controller.edgesForExtendedLayout = value
    }
    if let navigation = controller as? UINavigationController,
      let bar = object.object(key: "navigationBar")
    {
      if bar.attributes["translucent"] == "NO" { navigation.navigationBar.isTranslucent = false }
      if bar.attributes["largeTitles"] == "YES" {
        navigation.navigationBar.prefersLargeTitles = true
      }
    }
    if let tabs = controller as? UITabBarController, let bar = object.object(key: "tabBar"),
      bar.attributes["translucent"] == "NO"
    {
      tabs.tabBar.isTranslucent = false
    }
  }

  /// Applies a scene's `<navigationItem>` to its controller's navigation item: the title (the
  /// controller's too when it has none), prompt, large-title mode, back button title and the
  /// left and right bar button items, single or listed (decision C67).
  func applyNavigationItem(_ element: IBObject, to controller: UIViewController) {
    let attributes = element.attributes
    if let title = attributes["title"], controller.title == nil { controller.title = title }
    let item = controller.navigationItem
    if let title = attributes["title"] { item.title = title }
    item.prompt = attributes["prompt"]
    if let mode = enumerated(
      "largeTitleDisplayMode", of: element, attributes,
      ["always": .always, "never": .never, "inline": .inline], ignoring: ["automatic"])
      as UINavigationItem.LargeTitleDisplayMode?
    {
      item.largeTitleDisplayMode = mode
    }
    if let back = element.object(key: "backBarButtonItem") {
      item.backBarButtonItem = makeConnectedBarButtonItem(back)
    }
    if let left = element.object(key: "leftBarButtonItem") {
      item.leftBarButtonItem = makeConnectedBarButtonItem(left)
    }
    if let right = element.object(key: "rightBarButtonItem") {
      item.rightBarButtonItem = makeConnectedBarButtonItem(right)
    }
    for property in element.properties {
      let items = property.children.filter { $0.name == "barButtonItem" }
        .map { child in
          let made = makeBarButtonItem(child.attributes)
          // Listed items are reachable by outlets; their own connections are not read.
          if let id = child.attributes["id"] { objects[id] = made }
          return made
        }
      switch property.name {
      case "leftBarButtonItems": item.leftBarButtonItems = items
      case "rightBarButtonItems": item.rightBarButtonItems = items
      default: break
      }
    }
    if let hides = bool(attributes["hidesBackButton"]) { item.hidesBackButton = hides }
    if let supplements = bool(attributes["leftItemsSupplementBackButton"]) {
      item.leftItemsSupplementBackButton = supplements
    }
  }

  /// Makes a keyed bar button item, reachable by outlets, with its own actions and outlets
  /// connected with the rest of the document's connections.
  func makeConnectedBarButtonItem(_ object: IBObject) -> UIBarButtonItem {
    let item = makeBarButtonItem(object.attributes)
    objects[object.id] = item
    if !object.connections.isEmpty { pendingConnections.append((item, object)) }
    return item
  }

  /// Makes the controller a storyboard reference stands for: the referenced storyboard (in the
  /// same folder) and its identified or initial controller.
  func resolveReference(_ object: IBObject) -> UIViewController? {
    let attributes = object.attributes
    let name = attributes["storyboardName"] ?? ""
    let referenced: UIStoryboard?
    if name.isEmpty {
      referenced = storyboard
    } else if let directory = storyboard?.directory {
      referenced = try? UIStoryboard(
        headlessContentsOf: directory.appendingPathComponent(name + ".storyboard"),
        bundle: storyboard?.bundle)
    } else {
      referenced = nil
    }
    guard let referenced else {
      warn(object, "storyboard reference '\(name)' cannot be opened; a plain controller stands in")
      return nil
    }
    if let identifier = attributes["referencedIdentifier"],
      let id = referenced.controllerID(forIdentifier: identifier)
    {
      return referenced.instantiateController(id: id)
    }
    return referenced.instantiateInitialViewController()
  }

  /// Gives the controller a loader that builds its scene's root view when first needed: the
  /// view tree, its constraints and connections (the controller's outlets included), then the
  /// embed segues of its container views, all before `viewDidLoad()`.
  func installViewLoader(
    for object: IBObject, view viewObject: IBObject, on controller: UIViewController
  ) {
    let document = document
    // The navigation item's bar button items, for outlets the scene's objects have to them.
    let barItems = objects.filter { $0.value is UIBarButtonItem }
    controller.nibViewLoader = NibViewLoader { [weak storyboard] controller in
      let instantiator = NibInstantiator(document: document, storyboard: storyboard)
      instantiator.objects.merge(barItems) { current, _ in current }
      instantiator.objects[object.id] = controller
      if object.customClass != nil,
        InterfaceBuilderRegistry.factories[object.customClass ?? ""] == nil
      {
        instantiator.fallbacks.insert(ObjectIdentifier(controller))
      }
      instantiator.segueOwner = controller
      for guide in object.layoutGuides {
        switch guide.role {
        case .legacyTop: instantiator.guides[guide.id] = .legacyTop
        case .legacyBottom: instantiator.guides[guide.id] = .legacyBottom
        default: break
        }
      }
      let root = instantiator.makeView(viewObject)
      instantiator.legacyRoot = root
      instantiator.pendingConnections.append((controller, object))
      controller.view = root
      controller.nibViewsByID = instantiator.objects.compactMapValues { $0 as? UIView }
      instantiator.finish()
      for (container, segue) in instantiator.embeds {
        instantiator.performEmbed(segue, into: container, of: controller)
      }
    }
  }

  /// Performs an embed segue: a new destination controller becomes a child whose view fills
  /// the container view and follows its size (format §9.7).
  func performEmbed(_ segue: IBSegue, into container: UIView, of parent: UIViewController) {
    guard let child = storyboard?.instantiateController(id: segue.destination) else {
      warn(nil, "embed segue '\(segue.id)' leads to no scene; the container stays empty")
      return
    }
    let embed = UIStoryboardSegue(identifier: segue.identifier, source: parent, destination: child)
    {
      parent.addChild(child)
      let childView: UIView = child.view
      childView.frame = container.bounds
      childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      childView.translatesAutoresizingMaskIntoConstraints = true
      container.addSubview(childView)
      child.didMove(toParent: parent)
    }
    parent.prepare(for: embed, sender: nil)
    embed.perform()
  }
}
