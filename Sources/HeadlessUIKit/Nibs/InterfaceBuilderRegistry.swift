import Foundation

/// The classes, outlets and actions of app code that storyboards and nibs refer to by name.
///
/// On Apple platforms Interface Builder documents find `customClass` through the Objective-C
/// runtime and set outlets with key-value coding. Swift on Linux has neither, so app code
/// registers what its documents name, once, before loading them:
///
///     InterfaceBuilderRegistry.register(BookListViewController.self)
///     InterfaceBuilderRegistry.registerOutlet("tableView", of: BookListViewController.self,
///                                             \.tableView)
///     InterfaceBuilderRegistry.register(RoundedView.self, named: "RoundedView")
///
/// A class a document names but nobody registered falls back to the element's UIKit class with
/// a logged warning; an outlet nobody registered is logged and left unset (UIKit would raise
/// "not key value coding-compliant"). This type is a HeadlessUIKit addition.
@preconcurrency @MainActor
public enum InterfaceBuilderRegistry {
  /// A factory that makes an object from its document archive.
  typealias Factory = @MainActor (NSCoder) -> NSObject?

  /// A factory that makes a segue object from its identifier, source and destination.
  typealias SegueFactory =
    @MainActor (String?, UIViewController, UIViewController) -> UIStoryboardSegue

  static var factories: [String: Factory] = [:]
  static var segueFactories: [String: SegueFactory] = [:]
  static var outletSetters: [String: [String: @MainActor (AnyObject, AnyObject) -> Bool]] = [:]
  static var collectionSetters: [String: [String: @MainActor (AnyObject, [AnyObject]) -> Bool]] =
    [:]

  /// Registers a view class under its own name (and `name`, if given), made with `init(coder:)`.
  ///
  /// - Parameters:
  ///   - type: The view class.
  ///   - name: The `customClass` the documents use, when it differs from the Swift type name.
  public static func register<View: UIView>(_ type: View.Type, named name: String? = nil) {
    add(names(type, name)) { coder in View(coder: coder) }
  }

  /// Registers a view-controller class under its own name (and `name`, if given), made with
  /// `init(coder:)`.
  ///
  /// - Parameters:
  ///   - type: The controller class.
  ///   - name: The `customClass` the documents use, when it differs from the Swift type name.
  public static func register<Controller: UIViewController>(
    _ type: Controller.Type, named name: String? = nil
  ) {
    add(names(type, name)) { coder in Controller(coder: coder) }
  }

  /// Registers a factory for a `customClass` name; it receives the object's archive.
  ///
  /// - Parameters:
  ///   - name: The `customClass` the documents use.
  ///   - factory: Makes the object, or returns `nil` to fall back to the element's UIKit class.
  public static func register(
    _ name: String, factory: @escaping @MainActor (NSCoder) -> NSObject?
  ) {
    factories[name] = factory
  }

  /// Registers an outlet: the property `name` of `Owner`, set through `keyPath`.
  ///
  /// - Parameters:
  ///   - name: The outlet's property name as the document writes it.
  ///   - owner: The class that declares the outlet (subclasses inherit it).
  ///   - keyPath: The property to set.
  public static func registerOutlet<Owner: AnyObject, Value>(
    _ name: String, of owner: Owner.Type, _ keyPath: ReferenceWritableKeyPath<Owner, Value?>
  ) {
    outletSetters[String(describing: owner), default: [:]][name] = { target, value in
      guard let target = target as? Owner, let value = value as? Value else { return false }
      target[keyPath: keyPath] = value
      return true
    }
  }

  /// Registers an outlet collection: the array property `name` of `Owner`.
  ///
  /// - Parameters:
  ///   - name: The outlet collection's property name as the document writes it.
  ///   - owner: The class that declares it.
  ///   - keyPath: The array property to set.
  public static func registerOutletCollection<Owner: AnyObject, Value>(
    _ name: String, of owner: Owner.Type, _ keyPath: ReferenceWritableKeyPath<Owner, [Value]?>
  ) {
    collectionSetters[String(describing: owner), default: [:]][name] = { target, values in
      guard let target = target as? Owner else { return false }
      let typed = values.compactMap { $0 as? Value }
      guard typed.count == values.count else { return false }
      target[keyPath: keyPath] = typed
      return true
    }
  }

  /// Registers a `UIStoryboardSegue` subclass for the segues whose `customClass` is `name`.
  ///
  /// Swift cannot make a class from its name, so the factory makes it:
  ///
  ///     InterfaceBuilderRegistry.registerSegue(named: "SlideLeftSegue") {
  ///       SlideLeftSegue(identifier: $0, source: $1, destination: $2)
  ///     }
  ///
  /// The segue's `perform()` runs when the segue is performed; calling `super.perform()` from it
  /// performs the document's kind of segue (show, present), as in UIKit.
  ///
  /// - Parameters:
  ///   - name: The `customClass` the documents use.
  ///   - factory: Makes the segue from its identifier, source and destination.
  public static func registerSegue(
    named name: String,
    factory:
      @escaping @MainActor (
        _ identifier: String?, _ source: UIViewController, _ destination: UIViewController
      ) -> UIStoryboardSegue
  ) {
    segueFactories[name] = factory
  }

  /// Forgets every registration (for tests).
  public static func removeAll() {
    factories = [:]
    segueFactories = [:]
    outletSetters = [:]
    collectionSetters = [:]
  }

  private static func names(_ type: Any.Type, _ name: String?) -> [String] {
    var names = [String(describing: type)]
    if let name, name != names[0] { names.append(name) }
    return names
  }

  private static func add(_ names: [String], _ factory: @escaping Factory) {
    for name in names { factories[name] = factory }
  }

  /// Sets a registered outlet on `target` (looking through its superclasses).
  ///
  /// - Returns: `false` when no class of `target` registered the outlet or the value's type
  ///   does not fit.
  static func setOutlet(_ name: String, of target: AnyObject, to value: AnyObject) -> Bool {
    var type: AnyClass? = type(of: target)
    while let current = type {
      if let setter = outletSetters[String(describing: current)]?[name] {
        return setter(target, value)
      }
      type = superclassOf(current)
    }
    return false
  }

  /// Sets a registered outlet collection on `target` (looking through its superclasses).
  static func setOutletCollection(
    _ name: String, of target: AnyObject, to values: [AnyObject]
  ) -> Bool {
    var type: AnyClass? = type(of: target)
    while let current = type {
      if let setter = collectionSetters[String(describing: current)]?[name] {
        return setter(target, values)
      }
      type = superclassOf(current)
    }
    return false
  }
}

/// The superclass of a class, found without the Objective-C runtime.
private func superclassOf(_ type: AnyClass) -> AnyClass? {
  _getSuperclass(type)
}
