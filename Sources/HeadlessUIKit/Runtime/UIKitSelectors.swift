import Foundation

/// The selectors of UIKit's own instance methods and properties, by class (decision MK3),
/// from the tables `Scripts/uikit-selectors.sh` generates out of HeadlessUIKit's declarations.
///
/// Selectors are named as the transform names `#selector` expressions (decision RT2): from the
/// Swift declaration (`tableView:heightForRowAt:`), which is what code compiled through the
/// `UIKitSourcesPlugin` asks about.
enum UIKitSelectors {
  /// Selectors by the name of the class that declares them.
  static let byClass: [String: Set<String>] = {
    var table: [String: Set<String>] = [:]
    for part in [classes1, classes2, classes3] {
      for (name, selectors) in part {
        table[name, default: []].formUnion(
          selectors.split(whereSeparator: \.isWhitespace).map(String.init))
      }
    }
    return table
  }()

  /// Whether one of UIKit's classes in a class's chain declares a method or property with
  /// this selector.
  static func declares(_ selector: String, inChainOf type: AnyClass) -> Bool {
    var current: AnyClass? = type
    while let candidate = current {
      let qualified = String(reflecting: candidate)
      if qualified.hasPrefix("HeadlessUIKit."),
        byClass[String(qualified.dropFirst("HeadlessUIKit.".count))]?.contains(selector) == true
      {
        return true
      }
      current = _getSuperclass(candidate)
    }
    return false
  }
}

extension ObjectiveCRuntime {
  /// Whether instances of a class respond to a selector: a method registered for the class or
  /// a superclass, or one of UIKit's own methods and properties (decision MK3).
  static func instances(of type: AnyClass, respondTo selector: String) -> Bool {
    var current: AnyClass? = type
    while let candidate = current {
      if methods[ObjectIdentifier(candidate)]?[selector] != nil { return true }
      current = _getSuperclass(candidate)
    }
    return UIKitSelectors.declares(selector, inChainOf: type)
  }

  /// Registers that a class implements a selector it cannot be sent through `perform`.
  ///
  /// For more than two arguments, or parameters the generated code cannot pass:
  /// `responds(to:)` answers `true`; performing it stops. The `UIKitSourcesPlugin` registers this way the
  /// app's implementations of UIKit protocols' requirements (decision MK3).
  ///
  /// - Parameters:
  ///   - selector: The Objective-C selector.
  ///   - owner: The class that implements it.
  public static func registerSelector<Owner: AnyObject>(_ selector: String, of owner: Owner.Type) {
    methods[ObjectIdentifier(owner), default: [:]][selector] = { object, _ in
      preconditionFailure(
        "\(type(of: object)) implements \(selector), which cannot be performed by selector "
          + "on Linux (perform passes at most two objects)")
    }
  }
}

extension NSObject {
  /// Whether instances of the class respond to a selector: a registered method of the class or
  /// a superclass, or one of UIKit's own methods (decision MK3).
  ///
  /// - Parameter aSelector: The selector.
  /// - Returns: `true` when instances implement or inherit it.
  public class func instancesRespond(to aSelector: Selector!) -> Bool {
    guard let aSelector else { return false }
    let type: AnyClass = self
    return MainActor.assumeIsolated {
      ObjectiveCRuntime.instances(of: type, respondTo: aSelector.name)
    }
  }
}
