import Foundation
import InterfaceBuilderDocuments

extension NibInstantiator {
  /// Connects every pending outlet, outlet collection and action whose destination was made
  /// (destinations the loader does not make, such as bar items and gesture recognizers, are
  /// skipped), and records triggered segues on `segueOwner`.
  func connectAll() {
    let pending = pendingConnections
    pendingConnections.removeAll()
    for (source, object) in pending {
      var collections: [String: [AnyObject]] = [:]
      var collectionOrder: [String] = []
      for connection in object.connections {
        switch connection {
        case .outlet(let property, let destination, _):
          guard let target = objects[destination] else { continue }
          connectOutlet(property, of: source, to: target, object: object)
        case .outletCollection(let property, let destination, _):
          guard let target = objects[destination] else { continue }
          if collections[property] == nil { collectionOrder.append(property) }
          collections[property, default: []].append(target)
        case .action(let selector, let destination, let eventType, _):
          guard let target = objects[destination] else { continue }
          if let barItem = source as? UIBarButtonItem {
            barItem.target = target
            barItem.action = Selector(selector)
          } else if let control = source as? UIControl {
            control.addTarget(
              target, action: Selector(selector), for: Self.controlEvent(eventType))
          }
        case .segue(let segue):
          if segue.kind != "relationship", segue.kind != "embed", segue.kind != "unwind",
            let identifier = segue.identifier
          {
            segueOwner?.storyboardSegues[identifier] = StoryboardSegueTemplate(
              segue: segue, storyboard: storyboard)
          }
        }
      }
      for property in collectionOrder {
        let values = collections[property] ?? []
        if !InterfaceBuilderRegistry.setOutletCollection(property, of: source, to: values) {
          warnUnconnected(property, of: source, object: object)
        }
      }
    }
  }

  /// Sets one outlet: UIKit's own outlets directly, app outlets through the registry.
  func connectOutlet(
    _ property: String, of source: AnyObject, to target: AnyObject, object: IBObject
  ) {
    if property == "view", let controller = source as? UIViewController,
      let view = target as? UIView
    {
      controller.view = view
      return
    }
    switch (property, source) {
    case ("dataSource", let table as UITableView):
      // Only a table view controller's own (static) data source is followed; an app's data
      // source class is not available headless, and the document's cells stay shown.
      if let dataSource = target as? UITableViewController,
        !fallbacks.contains(ObjectIdentifier(target))
      {
        table.dataSource = dataSource
      }
      return
    case ("dataSource", is UICollectionView), ("delegate", is UITableView),
      ("delegate", is UICollectionView):
      return
    case ("delegate", let scroll as UIScrollView):
      if let delegate = target as? UIScrollViewDelegate { scroll.delegate = delegate }
      return
    default:
      break
    }
    if InterfaceBuilderRegistry.setOutlet(property, of: source, to: target) { return }
    warnUnconnected(property, of: source, object: object)
  }

  /// Logs an outlet the app did not register (UIKit would raise "not key value
  /// coding-compliant"); it stays unset.
  func warnUnconnected(_ property: String, of source: AnyObject, object: IBObject) {
    guard !fallbacks.contains(ObjectIdentifier(source)) else { return }
    warn(
      object,
      "outlet '\(property)' of \(type(of: source)) is not registered with InterfaceBuilderRegistry; left unset"
    )
  }

  /// The control event for an action's `eventType`.
  static func controlEvent(_ name: String?) -> UIControl.Event {
    switch name {
    case "valueChanged": .valueChanged
    case "primaryActionTriggered": .primaryActionTriggered
    case "editingChanged": .editingChanged
    case "editingDidBegin": .editingDidBegin
    case "editingDidEnd": .editingDidEnd
    case "editingDidEndOnExit": .editingDidEndOnExit
    case "touchDown": .touchDown
    case "touchDownRepeat": .touchDownRepeat
    case "touchDragInside": .touchDragInside
    case "touchDragOutside": .touchDragOutside
    case "touchDragEnter": .touchDragEnter
    case "touchDragExit": .touchDragExit
    case "touchUpOutside": .touchUpOutside
    case "touchCancel": .touchCancel
    default: .touchUpInside
    }
  }
}

/// A segue a storyboard declared with an identifier, kept by its source controller until
/// `performSegue(withIdentifier:sender:)` makes it.
struct StoryboardSegueTemplate {
  let segue: IBSegue
  weak var storyboard: UIStoryboard?
}
