import Foundation
import InterfaceBuilderDocuments

/// A storyboard: the scenes of a `.storyboard` document, from which view controllers are made.
///
/// HeadlessUIKit reads the Interface Builder XML itself (Xcode's compiled `.storyboardc` is not
/// needed): `UIStoryboard(name:bundle:)` finds `name.storyboard` among the bundle's resources,
/// and `init(headlessContentsOf:bundle:)` (a HeadlessUIKit addition) opens any file and reports problems as a
/// `StoryboardError`. Each call to an `instantiate…` method makes a new controller, with its
/// relationship children (navigation roots, tabs); its view is loaded, and its container views'
/// children embedded, when the view is first needed.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
  /// The decoded document.
  package let document: IBDocument
  /// The bundle the storyboard came from.
  let bundle: Bundle?
  /// The folder the document is in, where storyboard references are looked for.
  let directory: URL?
  /// The document's file (state restoration records it to make saved controllers again).
  let sourceURL: URL?
  /// Whether the asset bundle has catalogs, as the first instantiator that asked found it;
  /// later ones (one per controller view and per dequeued cell) reuse the answer instead of
  /// listing the bundle's folders again.
  var hasAssetCatalogs: Bool?

  /// Opens the storyboard `name.storyboard` in a bundle.
  ///
  /// Stops with UIKit's message when the bundle has no such storyboard, and with the document's
  /// error when it cannot be loaded.
  ///
  /// - Parameters:
  ///   - name: The storyboard's name, without extension.
  ///   - storyboardBundleOrNil: The bundle, or `nil` for the main bundle.
  public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    let bundle = storyboardBundleOrNil ?? Bundle.main
    guard let url = bundle.url(forResource: name, withExtension: "storyboard") else {
      preconditionFailure(
        "NSInvalidArgumentException: Could not find a storyboard named '\(name)' in bundle "
          + "\(bundle.bundlePath)")
    }
    let document: IBDocument
    do {
      document = try IBDocument.load(contentsOf: url)
    } catch {
      preconditionFailure("NSInvalidArgumentException: \(error)")
    }
    self.init(document: document, bundle: bundle, sourceURL: url)
  }

  /// Opens a storyboard file at a path (a HeadlessUIKit addition).
  ///
  /// - Parameters:
  ///   - url: The `.storyboard` file.
  ///   - bundle: The bundle images and nibs are looked up in, or `nil` for the main bundle.
  /// - Throws: `StoryboardError` when the file is missing, malformed, not a storyboard, or of an
  ///   unsupported generation.
  public convenience init(headlessContentsOf url: URL, bundle: Bundle? = nil)
    throws(StoryboardError)
  {
    let document = try IBDocument.load(contentsOf: url)
    guard document.kind == .storyboard else {
      throw StoryboardError(
        .wrongObjectKind, file: url.path,
        message: "the document is a xib, not a storyboard; open it with UINib")
    }
    self.init(document: document, bundle: bundle, sourceURL: url)
  }

  /// Creates a storyboard over a decoded document read from `sourceURL`.
  package init(document: IBDocument, bundle: Bundle?, sourceURL: URL) {
    self.document = document
    self.bundle = bundle
    self.sourceURL = sourceURL
    directory = sourceURL.deletingLastPathComponent()
    super.init()
  }

  /// Makes the storyboard's initial view controller, or returns `nil` when it has none.
  ///
  /// - Returns: A new controller.
  open func instantiateInitialViewController() -> UIViewController? {
    guard let id = document.initialViewControllerID else { return nil }
    return instantiateController(id: id)
  }

  /// Makes the initial view controller, letting `creator` make it from its archive.
  ///
  /// - Parameter creator: Makes the controller (with app-specific arguments), or `nil` for
  ///   the document's class.
  /// - Returns: A new controller, or `nil` when the storyboard has no initial controller.
  open func instantiateInitialViewController<ViewController: UIViewController>(
    creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController? {
    guard let id = document.initialViewControllerID else { return nil }
    return instantiateController(id: id, creator: Self.erase(creator)) as? ViewController
  }

  /// Makes the controller whose Storyboard ID is `identifier`.
  ///
  /// Stops with UIKit's message when no scene has that identifier.
  ///
  /// - Parameter identifier: The Storyboard ID.
  /// - Returns: A new controller.
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    instantiateViewController(identifier: identifier, creator: nil)
  }

  /// Makes the controller whose Storyboard ID is `identifier`, letting `creator` make it.
  ///
  /// - Parameters:
  ///   - identifier: The Storyboard ID.
  ///   - creator: Makes the controller from its archive, or `nil` for the document's class.
  /// - Returns: A new controller.
  open func instantiateViewController<ViewController: UIViewController>(
    identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController {
    guard let id = controllerID(forIdentifier: identifier) else {
      preconditionFailure(
        "NSInvalidArgumentException: Storyboard (\(ObjectAddress.short(self))) doesn't contain "
          + "a view controller with identifier '\(identifier)'")
    }
    guard
      let controller = instantiateController(id: id, creator: Self.erase(creator))
        as? ViewController
    else {
      preconditionFailure(
        "NSInvalidArgumentException: the controller with identifier '\(identifier)' is not a "
          + "\(ViewController.self)")
    }
    return controller
  }

  /// A creator returning the base class.
  private static func erase<ViewController: UIViewController>(
    _ creator: ((NSCoder) -> ViewController?)?
  ) -> (@MainActor (NSCoder) -> UIViewController?)? {
    guard let creator else { return nil }
    return { coder in creator(coder) }
  }

  /// The document id of the scene controller with a Storyboard ID.
  func controllerID(forIdentifier identifier: String) -> String? {
    document.scenes.lazy.compactMap(\.controller)
      .first { $0.attributes["storyboardIdentifier"] == identifier }?.id
  }

  /// Makes the scene controller with a document id (a new one on every call), or `nil` when no
  /// scene holds it.
  package func instantiateController(
    id: String, creator: (@MainActor (NSCoder) -> UIViewController?)? = nil
  ) -> UIViewController? {
    for scene in document.scenes {
      guard let object = scene.objects.first(where: { $0.id == id }) else { continue }
      let instantiator = NibInstantiator(document: document, storyboard: self)
      let controller = instantiator.makeController(object, creator: creator)
      instantiator.finish()
      return controller
    }
    return nil
  }
}
