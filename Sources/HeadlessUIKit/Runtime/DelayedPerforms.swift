import Foundation

/// The delayed performs of `perform(_:with:afterDelay:)`: each a timer on the main run loop,
/// kept until it fires or is cancelled.
@MainActor
enum DelayedPerforms {
  struct Request {
    weak var timer: Timer?
    let target: AnyObject
    let selector: Selector
    let argument: Any?
  }

  static var requests: [ObjectIdentifier: Request] = [:]

  /// Schedules a perform; the target and argument are retained until it fires, as on iOS.
  nonisolated static func schedule(
    _ selector: Selector, on target: AnyObject, argument: Any?, delay: TimeInterval
  ) {
    nonisolated(unsafe) let target = target
    nonisolated(unsafe) let argument = argument
    MainActor.assumeIsolated {
      let timer = Timer(timeInterval: max(0, delay), repeats: false) { timer in
        nonisolated(unsafe) let timer = timer
        MainActor.assumeIsolated {
          requests[ObjectIdentifier(timer)] = nil
          let count = ObjectiveCSelectorName.argumentCount(selector.name)
          _ = SelectorPerformer.performOnMainActor(
            selector, on: target, with: count == 0 ? [] : [argument])
        }
      }
      requests[ObjectIdentifier(timer)] = Request(
        timer: timer, target: target, selector: selector, argument: argument)
      RunLoop.main.add(timer, forMode: .default)
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
        request.timer?.invalidate()
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
