import Foundation
import HeadlessUIKit
import Testing

/// A target object; its methods cannot be reached through a selector on Linux.
@MainActor
final class ButtonTarget: NSObject {}

/// A plain Swift class used as a target.
@MainActor
final class PlainTarget {}

/// A control that dispatches the selectors it knows itself, as a subclass may (decision B5).
@MainActor
final class DispatchingControl: UIControl {
  var sent: [(String, ObjectIdentifier?)] = []

  override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    sent.append((action.description, (target as AnyObject?).map(ObjectIdentifier.init)))
  }
}

@MainActor
@Suite struct UIControlTargetActionTests {
  /// The identities of the object targets in a set of targets (NSNull aside).
  private func identities(_ targets: Set<AnyHashable>) -> Set<ObjectIdentifier> {
    Set(targets.compactMap { $0.base is NSNull ? nil : ObjectIdentifier($0.base as AnyObject) })
  }

  @Test func actionsRunForTheirEventsWithTheControlAsSender() {
    let control = UIControl()
    var log: [String] = []
    let tap = UIAction(title: "Tap") { action in
      log.append("tap \(action.title) \((action.sender as AnyObject?) === control)")
    }
    control.addAction(tap, for: .touchUpInside)
    control.addAction(UIAction { _ in log.append("changed") }, for: [.valueChanged, .touchDown])
    control.sendActions(for: .touchDown)
    control.sendActions(for: .touchUpInside)
    control.sendActions(for: .editingChanged)
    control.sendActions(for: .allEvents)
    #expect(log == ["changed", "tap Tap true", "tap Tap true", "changed"])
    #expect(tap.sender == nil)
    #expect(control.allControlEvents == [.touchUpInside, .valueChanged, .touchDown])
  }

  @Test func addingTheSameIdentifierReplacesTheActionForThoseEvents() {
    let control = UIControl()
    var log: [String] = []
    let id = UIAction.Identifier("save")
    control.addAction(
      UIAction(identifier: id) { _ in log.append("old") }, for: [.touchDown, .touchUpInside])
    control.addAction(UIAction(identifier: id) { _ in log.append("new") }, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    control.sendActions(for: .touchDown)
    #expect(log == ["new", "old"])
    control.removeAction(identifiedBy: id, for: .touchDown)
    control.sendActions(for: .allEvents)
    #expect(log == ["new", "old", "new"])
    #expect(control.allControlEvents == .touchUpInside)
  }

  @Test func removingAnActionStopsItForThoseEventsOnly() {
    let control = UIControl()
    var count = 0
    let action = UIAction { _ in count += 1 }
    control.addAction(action, for: [.touchDown, .valueChanged])
    control.removeAction(action, for: .touchDown)
    control.sendActions(for: .touchDown)
    #expect(count == 0)
    control.sendActions(for: .valueChanged)
    #expect(count == 1)
    control.removeAction(action, for: .valueChanged)
    #expect(control.allControlEvents == [])
  }

  @Test func actionsWithoutIdentifiersAreDistinct() {
    let first = UIAction { _ in }
    let second = UIAction { _ in }
    #expect(first.identifier != second.identifier)
    #expect(UIAction.Identifier("a") == UIAction.Identifier(rawValue: "a"))
    #expect(first.title == "")
    #expect(first.image == nil)
    #expect(first.discoverabilityTitle == nil)
  }

  @Test func primaryActionIsAddedForPrimaryActionTriggered() {
    var count = 0
    let control = UIControl(frame: .zero, primaryAction: UIAction { _ in count += 1 })
    control.sendActions(for: .touchUpInside)
    #expect(count == 0)
    control.sendActions(for: .primaryActionTriggered)
    #expect(count == 1)
  }

  @Test("B6: actions are sent by code whether or not the control is enabled")
  func disabledControlsStillSendWhenAsked() {
    let control = UIControl()
    var count = 0
    control.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
    control.isEnabled = false
    control.sendActions(for: .valueChanged)
    #expect(count == 1)
  }

  @Test func targetsAndSelectorsAreRecordedAndListed() {
    let control = UIControl()
    let target = ButtonTarget()
    let other = ButtonTarget()
    control.addTarget(target, action: Selector("tapped:"), for: .touchUpInside)
    control.addTarget(target, action: "held", for: .touchDown)
    control.addTarget(target, action: "tapped:", for: .touchDragExit)
    control.addTarget(other, action: "tapped:", for: .touchUpInside)
    control.addTarget(nil, action: "copy:", for: .touchUpInside)
    #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside) == ["tapped:"])
    #expect(control.actions(forTarget: target, forControlEvent: .touchDragExit) == ["tapped:"])
    #expect(control.actions(forTarget: target, forControlEvent: .touchDown) == ["held"])
    #expect(control.actions(forTarget: target, forControlEvent: .valueChanged) == nil)
    #expect(control.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["copy:"])
    // NSNull stands for nil. (Linux's NSNull() instances hash apart, so compare without it.)
    #expect(control.allTargets.count == 3)
    #expect(control.allTargets.filter { $0.base is NSNull }.count == 1)
    #expect(identities(control.allTargets) == [ObjectIdentifier(target), ObjectIdentifier(other)])
    #expect(control.allControlEvents == [.touchUpInside, .touchDown, .touchDragExit])

    control.removeTarget(target, action: "tapped:", for: .touchUpInside)
    #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside) == nil)
    #expect(control.actions(forTarget: target, forControlEvent: .touchDragExit) == ["tapped:"])
    control.removeTarget(target, action: nil, for: .allEvents)
    #expect(control.allTargets.count == 2)
    #expect(identities(control.allTargets) == [ObjectIdentifier(other)])
    control.removeTarget(nil, action: nil, for: .allEvents)
    #expect(control.allTargets.isEmpty)
    #expect(control.allControlEvents == [])
  }

  @Test func targetsAreHeldWeakly() {
    let control = UIControl()
    weak var weakTarget: ButtonTarget?
    do {
      let target = ButtonTarget()
      weakTarget = target
      control.addTarget(target, action: "tapped:", for: .touchUpInside)
      #expect(control.allTargets.count == 1)
    }
    #expect(weakTarget == nil)
    #expect(control.allTargets.isEmpty)
  }

  @Test func plainSwiftTargetsAreListedByIdentity() {
    let control = UIControl()
    let target = PlainTarget()
    control.addTarget(target, action: "go", for: .valueChanged)
    #expect(control.allTargets.first?.base as? ObjectIdentifier == ObjectIdentifier(target))
    #expect(control.allTargets.count == 1)
    #expect(control.actions(forTarget: target, forControlEvent: .valueChanged) == ["go"])
    #expect(control.actions(forTarget: PlainTarget(), forControlEvent: .valueChanged) == nil)
  }

  @Test("B5: sendActions hands selectors to sendAction(_:to:for:), in registration order")
  func selectorsGoThroughSendAction() {
    let control = DispatchingControl()
    let target = ButtonTarget()
    var log: [String] = []
    control.addTarget(target, action: "first", for: .touchUpInside)
    control.addAction(UIAction { _ in log.append("action") }, for: .touchUpInside)
    control.addTarget(nil, action: "second", for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(control.sent.map(\.0) == ["first", "second"])
    #expect(control.sent.first?.1 == ObjectIdentifier(target))
    #expect(control.sent.last?.1 == nil)
    #expect(log == ["action"])
  }

  @Test func selectorsCompareByName() {
    #expect(Selector("a:") == "a:")
    #expect(Selector("a:") != Selector("a"))
    #expect(Selector("tapped:").description == "tapped:")
  }

  @Test(
    "B5: an unregistered selector sent to a target stops with UIKit's unrecognized-selector message"
  )
  func sendingASelectorStops() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let control = UIControl()
        let target = ButtonTarget()
        control.addTarget(target, action: "buttonTapped:", for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
      }
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      text.contains(
        "NSInvalidArgumentException: -[HeadlessUIKitTests.ButtonTarget buttonTapped:]: "
          + "unrecognized selector sent to instance 0x"))
    #expect(text.contains("register the method with ObjectiveCRuntime.registerMethod"))
  }

  @Test("RT4: a selector no responder implements, sent along the chain, does nothing")
  func sendingAnUnimplementedSelectorToNilDoesNothing() {
    let control = UIControl()
    control.sendAction("copy:", to: nil, for: nil)
    #expect(UIApplication.shared.sendAction("copy:", to: nil, from: control, for: nil) == false)
  }
}
