import Foundation

/// Performing selectors on objects: `responds(to:)` and the `perform` family, on top of
/// ``ObjectiveCRuntime``'s table (Linux's Foundation declares none of them).
///
/// An object responds to a selector its class or a superclass registered (the generated
/// `registerUIKitRuntime()` registers every `@objc` and `@IBAction` method of the target).
/// Performing an unregistered selector stops with the runtime's "unrecognized selector"
/// message, as UIKit raises `NSInvalidArgumentException`. Delayed performs run on the main
/// queue after their delay (decision RT6): in a test, when the test lets the main queue run.
extension NSObjectProtocol {
  /// Whether the object implements a selector: it or a superclass registered it, or it is one
  /// of UIKit's own methods and properties of its class (decision MK3).
  public func responds(to aSelector: Selector!) -> Bool {
    guard let aSelector else { return false }
    let type: AnyClass = Swift.type(of: self as AnyObject)
    return MainActor.assumeIsolated {
      ObjectiveCRuntime.instances(of: type, respondTo: aSelector.name)
    }
  }

  /// Performs a selector that takes no argument.
  @discardableResult
  public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
    SelectorPerformer.perform(aSelector, on: self as AnyObject, with: [])
  }

  /// Performs a selector with one argument.
  @discardableResult
  public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
    SelectorPerformer.perform(aSelector, on: self as AnyObject, with: [object])
  }

  /// Performs a selector with two arguments.
  @discardableResult
  public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!)
    -> Unmanaged<AnyObject>!
  {
    SelectorPerformer.perform(aSelector, on: self as AnyObject, with: [object1, object2])
  }
}

extension NSObject {
  /// Performs a selector with an argument after a delay, on the main queue (decision RT6).
  ///
  /// - Parameters:
  ///   - aSelector: The selector (`nil` or zero arguments: the argument is not passed).
  ///   - anArgument: The argument.
  ///   - delay: The delay in seconds.
  public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval)
  {
    DelayedPerforms.schedule(aSelector, on: self, argument: anArgument, delay: delay)
  }

  /// Cancels every delayed perform requested on a target.
  public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
    DelayedPerforms.cancel(target: aTarget as AnyObject, selector: nil, argument: nil)
  }

  /// Cancels the delayed performs of a selector with an argument (compared with `==` for
  /// hashable values, identity for objects) requested on a target.
  public class func cancelPreviousPerformRequests(
    withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?
  ) {
    DelayedPerforms.cancel(
      target: aTarget as AnyObject, selector: aSelector, argument: .some(anArgument))
  }
}

/// Performs selectors for the `perform` family.
enum SelectorPerformer {
  /// Performs a selector on the main actor (the caller must be on the main thread, as UIKit's
  /// callers are), passing as many arguments as it takes.
  static func perform(_ selector: Selector?, on object: AnyObject, with arguments: [Any?])
    -> Unmanaged<AnyObject>?
  {
    nonisolated(unsafe) var result: Unmanaged<AnyObject>?
    nonisolated(unsafe) let object = object
    nonisolated(unsafe) let arguments = arguments
    MainActor.assumeIsolated {
      result = performOnMainActor(selector, on: object, with: arguments)
    }
    return result
  }

  @MainActor
  static func performOnMainActor(
    _ selector: Selector?, on object: AnyObject, with arguments: [Any?]
  ) -> Unmanaged<AnyObject>? {
    guard let selector else {
      preconditionFailure("perform(_:) was sent a nil selector")
    }
    let count = ObjectiveCSelectorName.argumentCount(selector.name)
    let passed = Array(arguments.prefix(count))
    guard let result = ObjectiveCRuntime.perform(selector.name, on: object, with: passed) else {
      if UIKitSelectors.declares(selector.name, inChainOf: type(of: object)) {
        // UIKit's own methods answer responds(to:) but have no performer (decision MK3).
        preconditionFailure(
          "-[\(type(of: object)) \(selector.name)] is UIKit's own method, which HeadlessUIKit "
            + "cannot perform by selector; call it directly")
      }
      SelectorDispatch.unrecognized(selector, sentTo: object)
    }
    // Objects come back unretained, as `perform` returns them; other values are not objects.
    guard let returned = result, type(of: returned) is AnyClass else { return nil }
    return Unmanaged.passUnretained(returned as AnyObject)
  }
}

/// Selector-name arithmetic shared by the runtime's users.
enum ObjectiveCSelectorName {
  /// The number of arguments a selector takes: its colons.
  static func argumentCount(_ name: String) -> Int {
    name.reduce(0) { $1 == ":" ? $0 + 1 : $0 }
  }
}
