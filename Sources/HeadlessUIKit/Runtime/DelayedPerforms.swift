import Dispatch
import Foundation

/// The delayed performs of `perform(_:with:afterDelay:)`: each a block on the main queue (see
/// `MainQueueTimers`), kept until it runs or is cancelled.
@MainActor
enum DelayedPerforms {
  final class Request {
    let target: AnyObject
    let selector: Selector
    let argument: Any?
    var isCancelled = false

    init(target: AnyObject, selector: Selector, argument: Any?) {
      self.target = target
      self.selector = selector
      self.argument = argument
    }
  }

  static var requests: [ObjectIdentifier: Request] = [:]

  /// Schedules a perform; the target and argument are retained until it runs, as on iOS.
  nonisolated static func schedule(
    _ selector: Selector, on target: AnyObject, argument: Any?, delay: TimeInterval
  ) {
    nonisolated(unsafe) let target = target
    nonisolated(unsafe) let argument = argument
    MainActor.assumeIsolated {
      let request = Request(target: target, selector: selector, argument: argument)
      let key = ObjectIdentifier(request)
      requests[key] = request
      nonisolated(unsafe) let scheduled = request
      DispatchQueue.main.asyncAfter(deadline: .now() + max(0, delay)) {
        MainActor.assumeIsolated {
          requests[key] = nil
          guard !scheduled.isCancelled else { return }
          let count = ObjectiveCSelectorName.argumentCount(selector.name)
          _ = SelectorPerformer.performOnMainActor(
            selector, on: scheduled.target, with: count == 0 ? [] : [scheduled.argument])
        }
      }
    }
  }

  /// Cancels the requests on a target, of a selector and argument when given.
  nonisolated static func cancel(target: AnyObject, selector: Selector?, argument: Any??) {
    nonisolated(unsafe) let target = target
    nonisolated(unsafe) let argument = argument
    MainActor.assumeIsolated {
      for (key, request) in requests where request.target === target {
        if let selector, request.selector != selector { continue }
        if let argument, !same(argument, request.argument) { continue }
        request.isCancelled = true
        requests[key] = nil
      }
    }
  }

  /// Whether two arguments are the same: identical objects, or equal hashable values.
  static func same(_ first: Any?, _ second: Any?) -> Bool {
    switch (first, second) {
    case (nil, nil): return true
    case (let first?, let second?):
      if type(of: first) is AnyClass, type(of: second) is AnyClass {
        return (first as AnyObject) === (second as AnyObject)
      }
      if let first = first as? AnyHashable, let second = second as? AnyHashable {
        return first == second
      }
      return false
    default: return false
    }
  }
}
