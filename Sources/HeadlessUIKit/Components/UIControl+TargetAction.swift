import Foundation

/// One registration on a control: a UIAction or a target–selector pair, and its events.
struct ControlActionEntry {
  /// What the registration performs.
  enum Performer {
    /// A UIAction's handler.
    case action(UIAction)
    /// A selector sent to a target.
    case target(ControlTarget, Selector)
  }

  /// What is performed.
  var performer: Performer
  /// The events it is performed for.
  var events: UIControl.Event
}

/// A target as UIKit keeps it: objects weakly, `nil` as the responder chain.
struct ControlTarget {
  /// The target object, held weakly as UIKit does.
  weak var object: AnyObject?
  /// A target that is not an object, held strongly.
  var value: Any?
  /// Whether the target was `nil` (the responder chain).
  let isNil: Bool

  /// Wraps a target passed to `addTarget(_:action:for:)`.
  init(_ target: Any?) {
    guard let target else {
      isNil = true
      return
    }
    isNil = false
    if type(of: target) is AnyClass {
      object = target as AnyObject
    } else {
      value = target
    }
  }

  /// The current target, or `nil` for the responder chain or a target that has gone.
  var current: Any? {
    object ?? value
  }

  /// Whether this is the same target as `other` (identity for objects).
  func matches(_ other: ControlTarget) -> Bool {
    if isNil || other.isNil { return isNil == other.isNil }
    if let object, let otherObject = other.object { return object === otherObject }
    if let value = value as? AnyHashable, let otherValue = other.value as? AnyHashable {
      return value == otherValue
    }
    return false
  }

  /// The target as ``UIControl/allTargets`` lists it: `NSNull` for `nil`.
  var hashable: AnyHashable? {
    if isNil { return AnyHashable(NSNull()) }
    if let object {
      // Opening the existential keeps the dynamic type, as callers' own AnyHashables do.
      if let object = object as? any Hashable { return AnyHashable(object) }
      return AnyHashable(ObjectIdentifier(object))
    }
    return value as? AnyHashable
  }
}

extension UIControl {
  /// Registers a target and selector for events (decision B5).
  ///
  /// Adding the same target and selector again adds the events to the existing registration.
  /// The target is held weakly. Headless, the selector can be listed but not performed:
  /// sending it stops with UIKit's "unrecognized selector" message.
  ///
  /// - Parameters:
  ///   - target: The object to send the selector to, or `nil` for the responder chain.
  ///   - action: The selector.
  ///   - controlEvents: The events.
  func registerTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    let wrapped = ControlTarget(target)
    for index in actionEntries.indices {
      guard case .target(let existing, let selector) = actionEntries[index].performer,
        selector == action, existing.matches(wrapped)
      else { continue }
      actionEntries[index].events.formUnion(controlEvents)
      return
    }
    actionEntries.append(
      ControlActionEntry(performer: .target(wrapped, action), events: controlEvents))
  }

  /// Removes a target and selector from events.
  ///
  /// - Parameters:
  ///   - target: The target, or `nil` for every target.
  ///   - action: The selector, or `nil` for every selector of the target.
  ///   - controlEvents: The events to remove them from.
  func unregisterTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    let wrapped = target.map { ControlTarget($0) }
    for index in actionEntries.indices {
      guard case .target(let existing, let selector) = actionEntries[index].performer,
        action == nil || selector == action, wrapped.map({ existing.matches($0) }) ?? true
      else { continue }
      actionEntries[index].events.subtract(controlEvents)
    }
    actionEntries.removeAll { $0.events.isEmpty }
  }

  /// The targets with at least one selector registered; `NSNull` stands for a `nil` target.
  var registeredTargets: Set<AnyHashable> {
    var targets: Set<AnyHashable> = []
    for entry in actionEntries {
      if case .target(let target, _) = entry.performer, let hashable = target.hashable {
        targets.insert(hashable)
      }
    }
    return targets
  }

  /// The events with at least one target or action registered.
  var registeredEvents: Event {
    actionEntries.reduce(into: []) { $0.formUnion($1.events) }
  }

  /// The names of the selectors registered for a target and an event.
  ///
  /// - Parameters:
  ///   - target: The target (`nil` for selectors sent along the responder chain).
  ///   - controlEvent: The event.
  /// - Returns: The selector names, or `nil` when there are none.
  func selectorNames(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    let wrapped = ControlTarget(target)
    let names = actionEntries.compactMap { entry -> String? in
      guard case .target(let existing, let selector) = entry.performer,
        entry.events.contains(controlEvent), existing.matches(wrapped)
      else { return nil }
      return selector.name
    }
    return names.isEmpty ? nil : names
  }

  /// Performs everything registered for any of the events, in the order first registered.
  ///
  /// UIAction handlers run with the control as their sender; a target–selector pair goes to
  /// ``sendAction(_:to:for:)`` (decisions B5, RT4). Sent whether or not the control is enabled.
  ///
  /// - Parameter controlEvents: The events.
  func performActions(for controlEvents: Event) {
    for entry in actionEntries where !entry.events.isDisjoint(with: controlEvents) {
      switch entry.performer {
      case .action(let action):
        sendAction(action)
      case .target(let target, let selector):
        sendAction(selector, to: target.current, for: nil)
      }
    }
  }

  /// Adds a UIAction for events, replacing any action with its identifier for those events.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - controlEvents: The events.
  func registerAction(_ action: UIAction, for controlEvents: Event) {
    unregisterAction(identifiedBy: action.identifier, for: controlEvents)
    actionEntries.append(ControlActionEntry(performer: .action(action), events: controlEvents))
  }

  /// Removes the UIAction with an identifier from events.
  ///
  /// - Parameters:
  ///   - actionIdentifier: The identifier.
  ///   - controlEvents: The events.
  func unregisterAction(
    identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event
  ) {
    for index in actionEntries.indices {
      guard case .action(let existing) = actionEntries[index].performer,
        existing.identifier == actionIdentifier
      else { continue }
      actionEntries[index].events.subtract(controlEvents)
    }
    actionEntries.removeAll { $0.events.isEmpty }
  }
}
