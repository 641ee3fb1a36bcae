import Foundation
import Testing

@testable import HeadlessUIKit

/// An observer with selector-registered handlers.
private final class Listener: NSObject {
  var notifications: [String] = []
  var ticks = 0
  var pings: [String] = []

  func changed(_ notification: Notification) { notifications.append(notification.name.rawValue) }
  func bare() { notifications.append("bare") }
  func tick(_ timer: Timer) {
    ticks += 1
    if ticks == 3 { timer.invalidate() }
  }
  func ping(_ value: Any?) { pings.append(value as? String ?? "nil") }

  @MainActor static func register() {
    ObjectiveCRuntime.registerMethod("changed:", of: Listener.self) { target, arguments in
      ObjectiveCRuntime.result(target.changed(arguments.argument(0) as Notification))
    }
    ObjectiveCRuntime.registerMethod("bare", of: Listener.self) { target, _ in
      ObjectiveCRuntime.result(target.bare())
    }
    ObjectiveCRuntime.registerMethod("tick:", of: Listener.self) { target, arguments in
      ObjectiveCRuntime.result(target.tick(arguments.argument(0) as Timer))
    }
    ObjectiveCRuntime.registerMethod("ping:", of: Listener.self) { target, arguments in
      ObjectiveCRuntime.result(target.ping(arguments.argument(0) as Any?))
    }
  }
}

/// Lets the main queue run until `done` holds.
///
/// In a full test run the main queue is shared with every main-actor test, so this can take as
/// long as the run; the suite's time limit stops a test whose timer never fires.
@MainActor
private func waitForMainQueue(until done: () -> Bool) async throws {
  while !done() {
    try await Task.sleep(for: .milliseconds(5))
  }
}

@MainActor
@Suite("Selector-based notifications, timers and delayed performs", .timeLimit(.minutes(5)))
struct SelectorFoundationTests {
  init() { Listener.register() }

  @Test("RT6: a selector observer gets the notification, or nothing for a bare selector")
  func notifications() {
    let center = NotificationCenter()
    let listener = Listener()
    let name = Notification.Name("RTChanged")
    center.addObserver(listener, selector: "changed:", name: name, object: nil)
    center.addObserver(listener, selector: "bare", name: name, object: nil)
    center.post(name: name, object: nil)
    #expect(listener.notifications.sorted() == ["RTChanged", "bare"])  // (order is not specified)
    center.post(name: Notification.Name("Other"), object: nil)
    #expect(listener.notifications.count == 2)
  }

  @Test("RT6: an observer filtered by object hears only that sender")
  func objectFilter() {
    let center = NotificationCenter()
    let listener = Listener()
    let sender = NSObject()
    let name = Notification.Name("RTFiltered")
    center.addObserver(listener, selector: "changed:", name: name, object: sender)
    center.post(name: name, object: NSObject())
    center.post(name: name, object: sender)
    #expect(listener.notifications == ["RTFiltered"])
  }

  @Test("RT6: removeObserver(_:) ends selector observation; a released observer hears nothing")
  func removal() {
    let center = NotificationCenter()
    let name = Notification.Name("RTRemoved")
    let listener = Listener()
    center.addObserver(listener, selector: "changed:", name: name, object: nil)
    center.removeObserver(listener)
    center.post(name: name, object: nil)
    #expect(listener.notifications.isEmpty)
    weak var released: Listener?
    do {
      let temporary = Listener()
      released = temporary
      center.addObserver(temporary, selector: "changed:", name: name, object: nil)
    }
    #expect(released == nil)
    center.post(name: name, object: nil)  // must not reach a released observer
  }

  @Test("RT6: a scheduled target–selector timer fires on the main queue with itself as argument")
  func timer() async throws {
    let listener = Listener()
    let timer = Timer.scheduledTimer(
      timeInterval: 0.01, target: listener, selector: "tick:", userInfo: nil, repeats: true)
    #expect(listener.ticks == 0)  // nothing fires until the main queue runs
    try await waitForMainQueue { listener.ticks >= 3 }
    #expect(listener.ticks == 3)
    #expect(!timer.isValid)
    try await Task.sleep(for: .milliseconds(50))
    #expect(listener.ticks == 3)  // invalidated: it fires no more
  }

  @Test("RT6: perform(_:with:afterDelay:) runs on the main queue; cancelling stops it")
  func delayedPerform() async throws {
    let listener = Listener()
    listener.perform("ping:", with: "first", afterDelay: 0.01)
    listener.perform("ping:", with: "cancelled", afterDelay: 0.01)
    NSObject.cancelPreviousPerformRequests(
      withTarget: listener, selector: "ping:", object: "cancelled")
    #expect(listener.pings.isEmpty)
    try await waitForMainQueue { !listener.pings.isEmpty }
    try await Task.sleep(for: .milliseconds(50))
    #expect(listener.pings == ["first"])
    listener.perform("ping:", with: "all", afterDelay: 0.01)
    NSObject.cancelPreviousPerformRequests(withTarget: listener)
    try await Task.sleep(for: .milliseconds(50))
    #expect(listener.pings == ["first"])
  }
}
