import Foundation
import InterfaceBuilderDocuments

/// A nib: the objects of a `.xib` document, made anew on every `instantiate(withOwner:options:)`.
///
/// HeadlessUIKit reads the Interface Builder XML itself (Xcode's compiled `.nib` is not needed):
/// `UINib(nibName:bundle:)` looks for `name.xib` among the bundle's resources when the nib is
/// instantiated. File's Owner is the owner passed in, whose outlets the nib connects; the top
/// level objects are returned in document order.
@preconcurrency @MainActor
open class UINib: NSObject {
  /// Keys of the options dictionary of `instantiate(withOwner:options:)`.
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    /// The raw key.
    public let rawValue: String

    /// Creates a key.
    ///
    /// - Parameter rawValue: The raw key.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Objects standing for the nib's external-object placeholders, by placeholder identifier.
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  /// Where the document comes from.
  private enum Source {
    case named(String, Bundle)
    case data(Data)
    case document(IBDocument)
  }

  private let source: Source

  /// A nib named `name.xib` in a bundle; the file is read when the nib is instantiated.
  ///
  /// - Parameters:
  ///   - name: The nib's name, without extension.
  ///   - bundleOrNil: The bundle, or `nil` for the main bundle.
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    source = .named(name, bundleOrNil ?? Bundle.main)
    super.init()
  }

  /// A nib from the bytes of a `.xib` document.
  ///
  /// - Parameters:
  ///   - data: The document's bytes.
  ///   - bundleOrNil: The bundle its resources come from (unused headless).
  public init(data: Data, bundle bundleOrNil: Bundle?) {
    source = .data(data)
    super.init()
  }

  /// Opens a `.xib` file at a path (a HeadlessUIKit addition).
  ///
  /// - Parameter url: The file.
  /// - Throws: `StoryboardError` when the file is missing, malformed or of an unsupported
  ///   generation.
  public init(headlessContentsOf url: URL) throws(StoryboardError) {
    source = .document(try IBDocument.load(contentsOf: url))
    super.init()
  }

  /// The decoded document; stops with UIKit's message when it cannot be loaded.
  func loadDocument() -> IBDocument {
    switch source {
    case .document(let document):
      return document
    case .data(let data):
      do {
        return try IBDocument(data: data, file: "<nib data>")
      } catch {
        preconditionFailure("NSInternalInconsistencyException: \(error)")
      }
    case .named(let name, let bundle):
      guard let url = bundle.url(forResource: name, withExtension: "xib") else {
        preconditionFailure(
          "NSInternalInconsistencyException: Could not load NIB in bundle: "
            + "'\(bundle.bundlePath)' with name '\(name)'")
      }
      do {
        return try IBDocument.load(contentsOf: url)
      } catch {
        preconditionFailure("NSInternalInconsistencyException: \(error)")
      }
    }
  }

  /// Makes the nib's objects: connects outlets to `ownerOrNil` (File's Owner) and to the
  /// external objects in the options, sends `awakeFromNib()`, and returns the top-level
  /// objects in document order.
  ///
  /// - Parameters:
  ///   - ownerOrNil: The object standing for File's Owner.
  ///   - optionsOrNil: `externalObjects` for external-object placeholders.
  /// - Returns: The top-level objects (views, and controllers if the nib has any).
  open func instantiate(
    withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil
  ) -> [Any] {
    let document = loadDocument()
    let instantiator = NibInstantiator(document: document, storyboard: nil)
    let external = optionsOrNil?[.externalObjects] as? [String: Any] ?? [:]
    var topLevel: [Any] = []
    for object in document.objects {
      if object.element == "placeholder" {
        let identifier = object.attributes["placeholderIdentifier"]
        let stand: AnyObject? =
          switch identifier {
          case "IBFilesOwner": ownerOrNil.map { $0 as AnyObject }
          case "IBFirstResponder": nil
          default: identifier.flatMap { external[$0] }.map { $0 as AnyObject }
          }
        if let stand {
          instantiator.objects[object.id] = stand
          if !object.connections.isEmpty { instantiator.pendingConnections.append((stand, object)) }
        }
        continue
      }
      if NibInstantiator.controllerClass(forElement: object.element) != nil
        || object.element.hasSuffix("Controller")
      {
        let controller = instantiator.makeController(object, creator: nil)
        topLevel.append(controller)
      } else if object.frame != nil || NibInstantiator.viewClass(forElement: object.element) != nil
      {
        topLevel.append(instantiator.makeView(object))
      }
    }
    instantiator.finish()
    return topLevel
  }

  /// The name of a nib named after a controller's class in the main bundle, if there is one
  /// (spec 7.2); negative answers are remembered per class.
  static func nibNamedAfterClass(of controller: UIViewController) -> String? {
    let name = String(describing: type(of: controller))
    guard type(of: controller) != UIViewController.self, !classesWithoutNib.contains(name) else {
      return nil
    }
    if Bundle.main.url(forResource: name, withExtension: "xib") != nil { return name }
    classesWithoutNib.insert(name)
    return nil
  }

  private static var classesWithoutNib: Set<String> = []
}

extension Bundle {
  /// Loads the nib `name.xib` from the bundle with an owner, as `UINib.instantiate` does.
  ///
  /// - Parameters:
  ///   - name: The nib's name, without extension.
  ///   - owner: The object standing for File's Owner.
  ///   - options: `externalObjects` for external-object placeholders.
  /// - Returns: The top-level objects.
  @MainActor
  public func loadNibNamed(
    _ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil
  ) -> [Any]? {
    UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
  }
}
