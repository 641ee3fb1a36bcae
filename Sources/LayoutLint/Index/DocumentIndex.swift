import Foundation
import InterfaceBuilderDocuments

/// What the storyboards and xibs given say about the views their outlets connect: whether each
/// view translates its autoresizing mask when loaded.
///
/// Interface Builder turns translation off for the views it lays out with constraints (a
/// document's subviews), and a xib's top-level view keeps it on: the code that adds that view
/// somewhere decides.
package struct DocumentIndex: Sendable {
  /// A view an outlet points to.
  package struct OutletView: Sendable, Equatable {
    /// Whether it is a top-level view of a xib (mask translation stays on).
    package var isRoot: Bool
    /// Whether it translates its autoresizing mask once loaded.
    package var translatesMask: Bool
  }

  /// Outlets by the owning class (custom class of the controller, view or File's Owner), then
  /// property name.
  package private(set) var outlets: [String: [String: OutletView]] = [:]

  /// Creates an empty index.
  package init() {}

  /// Adds a parsed document's outlets.
  package mutating func add(_ document: IBDocument) {
    var views: [String: OutletView] = [:]
    var owners: [(className: String, object: IBObject)] = []
    func visit(_ object: IBObject, isRoot: Bool) {
      let isView = object.element != "placeholder" && object.frame != nil
      if isView {
        let translates = isRoot && !object.declaresNoAutoresizingConstraints
        views[object.id] = OutletView(isRoot: isRoot, translatesMask: translates)
      }
      if let className = object.customClass, !object.connections.isEmpty {
        owners.append((className, object))
      }
      for child in object.keyedObjects { visit(child, isRoot: false) }
      for child in object.subviews { visit(child, isRoot: false) }
      for child in object.prototypes { visit(child, isRoot: false) }
      for section in object.sections {
        for cell in section.cells { visit(cell, isRoot: false) }
      }
    }
    for object in document.objects {
      visit(object, isRoot: document.kind == .xib)
    }
    for scene in document.scenes {
      for object in scene.objects { visit(object, isRoot: false) }
    }
    for (className, object) in owners {
      for connection in object.connections {
        guard case .outlet(let property, let destination, _) = connection,
          let view = views[destination]
        else { continue }
        outlets[className, default: [:]][property] = view
      }
    }
  }

  /// The view an outlet of a class connects to, when a document given says.
  package func outlet(_ property: String, of className: String) -> OutletView? {
    outlets[className]?[property]
  }
}
