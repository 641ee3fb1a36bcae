import Foundation

/// Selector-based notification observers (Linux's Foundation has only block-based ones).
///
/// `addObserver(_:selector:name:object:)` registers a block observer that performs the
/// selector on the observer (with the notification when the selector takes an argument),
/// synchronously on the posting thread, as Foundation does. The observer is held weakly (iOS 9
/// and later): once it is gone it receives nothing. `removeObserver(_:)` and
/// `removeObserver(_:name:object:)` with the observer remove these registrations too.
extension NotificationCenter {
  /// Adds an observer that is sent `aSelector` when a matching notification is posted.
  ///
  /// - Parameters:
  ///   - observer: The object the selector is performed on.
  ///   - aSelector: The selector, taking no argument or the notification.
  ///   - aName: The notification name, or `nil` for every notification.
  ///   - anObject: The sender whose notifications are observed, or `nil` for every sender.
  public func addObserver(
    _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
    object anObject: Any?
  ) {
    let box = WeakObserver(observer as AnyObject)
    let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
      nonisolated(unsafe) let notification = notification
      MainActor.assumeIsolated {
        guard let target = box.object else { return }
        let count = ObjectiveCSelectorName.argumentCount(aSelector.name)
        _ = SelectorPerformer.performOnMainActor(
          aSelector, on: target, with: count == 0 ? [] : [notification])
      }
    }
    SelectorObservers.add(token, observer: observer as AnyObject, name: aName, center: self)
  }

  /// Removes every registration of an observer: its selector-based ones, then Foundation's.
  public func removeObserver(_ observer: AnyObject) {
    for token in SelectorObservers.remove(observer: observer, name: nil, center: self) {
      removeObserver(token as Any)
    }
    removeObserver(observer as Any)
  }

  /// Removes an observer's registrations for a name (all names when `nil`); the object is
  /// not compared for selector-based registrations.
  public func removeObserver(
    _ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?
  ) {
    for token in SelectorObservers.remove(observer: observer, name: aName, center: self) {
      removeObserver(token as Any)
    }
    removeObserver(observer as Any, name: aName, object: anObject)
  }
}

/// A weak reference that may cross into the notification block.
final class WeakObserver: @unchecked Sendable {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}

/// The block registrations made for selector-based observers, by observer.
enum SelectorObservers {
  struct Entry {
    weak var observer: AnyObject?
    let name: NSNotification.Name?
    let token: NSObjectProtocol
    weak var center: NotificationCenter?
  }

  nonisolated(unsafe) static var entries: [Entry] = []
  static let lock = NSLock()

  static func add(
    _ token: NSObjectProtocol, observer: AnyObject, name: NSNotification.Name?,
    center: NotificationCenter
  ) {
    lock.lock()
    defer { lock.unlock() }
    entries.removeAll { $0.observer == nil }
    entries.append(Entry(observer: observer, name: name, token: token, center: center))
  }

  static func remove(observer: AnyObject, name: NSNotification.Name?, center: NotificationCenter)
    -> [NSObjectProtocol]
  {
    lock.lock()
    defer { lock.unlock() }
    var removed: [NSObjectProtocol] = []
    entries.removeAll { entry in
      guard entry.observer === observer, entry.center === center,
        name == nil || entry.name == name
      else { return false }
      removed.append(entry.token)
      return true
    }
    return removed
  }
}
