import Foundation

/// Classes by Objective-C name and names of classes, as `NSClassFromString` and
/// `NSStringFromClass` answer on iOS (decision MK2).
///
/// Linux's Foundation declares both functions, but knows only top-level Swift classes by
/// `Module.Class` (`NSStringFromClass` traps on a nested class) and neither `@objc(Name)` names
/// nor UIKit's own class names (`UIView`). HeadlessUIKit cannot declare functions of the same
/// names, since every call would then be ambiguous between the two modules; the
/// `UIKitSourcesPlugin` rewrites the calls in files that import UIKit to these functions
/// instead. They answer with the names the runtime registration gives (`Module.Class`, or the
/// `@objc(Name)` name), UIKit's own classes by their UIKit names, and otherwise as Foundation
/// does. This extension is a HeadlessUIKit addition.
extension ObjectiveCRuntime {
  /// The class with an Objective-C name, or `nil`: what `NSClassFromString` answers on iOS.
  ///
  /// - Parameter aClassName: A name such as `MyApp.NoteCell`, an `@objc(Name)` name, or the
  ///   name of one of UIKit's classes (`UITableViewCell`).
  /// - Returns: The class, or `nil` when no class has that name.
  public nonisolated static func classFromString(_ aClassName: String) -> AnyClass? {
    if let registered = ClassNames.shared.type(named: aClassName) { return registered }
    if let found = Foundation.NSClassFromString(aClassName) { return found }
    guard !aClassName.contains(".") else { return nil }
    return Foundation.NSClassFromString("HeadlessUIKit." + aClassName)
  }

  /// The Objective-C name of a class: what `NSStringFromClass` answers on iOS for its
  /// registered and UIKit classes, `Module.Outer.Inner` for a nested class (iOS gives a
  /// mangled name), and Foundation's answer otherwise.
  ///
  /// - Parameter aClass: The class.
  /// - Returns: Its name.
  public nonisolated static func stringFromClass(_ aClass: AnyClass) -> String {
    if let registered = ClassNames.shared.name(of: aClass) { return registered }
    let qualified = String(reflecting: aClass)
    if qualified.hasPrefix("HeadlessUIKit.") {
      return String(qualified.dropFirst("HeadlessUIKit.".count))
    }
    // (Foundation stops on nested classes)
    guard qualified.split(separator: ".").count == 2 else { return qualified }
    return Foundation.NSStringFromClass(aClass)
  }

}

/// The Objective-C names of registered classes, readable from any thread (the runtime's
/// tables belong to the main actor; `NSClassFromString` does not).
final class ClassNames: @unchecked Sendable {
  static let shared = ClassNames()

  private let lock = NSLock()
  private var types: [String: AnyClass] = [:]
  private var names: [ObjectIdentifier: String] = [:]

  /// Records a class's Objective-C name.
  func add(_ type: AnyClass, name: String) {
    lock.withLock {
      types[name] = type
      names[ObjectIdentifier(type)] = name
    }
  }

  /// Forgets every name.
  func removeAll() {
    lock.withLock {
      types = [:]
      names = [:]
    }
  }

  func type(named name: String) -> AnyClass? {
    lock.withLock { types[name] }
  }

  func name(of type: AnyClass) -> String? {
    lock.withLock { names[ObjectIdentifier(type)] }
  }
}
